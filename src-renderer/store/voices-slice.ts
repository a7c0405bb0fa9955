// The voice library: every voice the service lists, and renaming or deleting the studio's own.
import type { VoiceView } from '../api/shapes.ts';
import type { SliceContext, StudioSlice } from './slice.ts';

export interface VoicesSlice {
  voices: VoiceView[];
  voicesLoaded: boolean;
  loadVoices(): Promise<void>;
  renameVoice(voiceId: string, name: string): Promise<void>;
  deleteVoice(voiceId: string): Promise<void>;
}

export const createVoicesSlice =
  ({ api }: SliceContext): StudioSlice<VoicesSlice> =>
  (set, get) => ({
    voices: [],
    voicesLoaded: false,
    async loadVoices() {
      if (!get().connection?.sessionToken) return;
      const { data } = await api.GET('/api/v1/voices');
      set({ voices: data.voices, voicesLoaded: true });
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
  });
