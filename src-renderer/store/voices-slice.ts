// The voice library: every voice the service lists (with this workspace's favourites and preview
// clips), renaming or deleting the studio's own, marking favourites, and getting a voice's
// preview clip (made once per workspace for a built-in voice).
import { callTool } from '../api/client.ts';
import type { SliceContext, StudioSlice } from './slice.ts';
import type { Voice, VoicesSlice } from './voices-state.ts';

export type { Voice, VoicesSlice } from './voices-state.ts';

export const createVoicesSlice =
  ({ api }: SliceContext): StudioSlice<VoicesSlice> =>
  (set, get) => {
    const replace = (voiceId: string, change: Partial<Voice>) =>
      set({ voices: get().voices.map((v) => (v.voiceId === voiceId ? { ...v, ...change } : v)) });
    /** The read in flight: screens that ask at the same moment share it. */
    let loading: Promise<void> | null = null;
    return {
      voices: [],
      voicesLoaded: false,
      loadVoices() {
        if (!get().connection?.sessionToken) return Promise.resolve();
        loading ??= api
          .GET('/api/v1/voices')
          .then(({ data }) => set({ voices: data.voices, voicesLoaded: true }))
          .finally(() => (loading = null));
        return loading;
      },
      async renameVoice(voiceId, name) {
        await api.PATCH('/api/v1/voices/{id}', { params: { path: { id: voiceId } }, body: { name } });
        await get().loadVoices();
        get().announce(`Voice renamed to “${name}”`);
      },
      async deleteVoice(voiceId) {
        const name = get().voices.find((v) => v.voiceId === voiceId)?.name ?? voiceId;
        await api.DELETE('/api/v1/voices/{id}', { params: { path: { id: voiceId } } });
        await get().loadVoices();
        get().announce(`Voice “${name}” deleted`);
      },
      async setFavorite(voiceId, favorite) {
        const before = get().voices.find((v) => v.voiceId === voiceId);
        replace(voiceId, { favorite });
        try {
          const { data } = await api.PATCH('/api/v1/voices/{id}', { params: { path: { id: voiceId } }, body: { favorite } });
          replace(voiceId, data);
          get().announce(`${data.name} ${favorite ? 'added to' : 'removed from'} favourites`);
        } catch (error) {
          replace(voiceId, { favorite: before?.favorite ?? false });
          throw error;
        }
      },
      async previewVoice(voiceId, acceptCredits) {
        const { data } = await api.POST('/api/v1/voices/{id}/preview', {
          params: { path: { id: voiceId } },
          body: acceptCredits ? { acceptCredits: true } : {},
        });
        if (data.assetId) replace(voiceId, { previewAssetId: data.assetId, previewCredits: 0 });
        return data;
      },
      checkSample: (assetId, selection) =>
        callTool(
          api,
          'analyze-audio',
          selection ? { audioAssetId: assetId, startSeconds: selection.start, endSeconds: selection.end } : { audioAssetId: assetId },
        ),
    };
  };
