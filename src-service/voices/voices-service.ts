import { AppError, invalid, notFound } from '../core/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import { VOICE_NAME_MAX } from '../contract/limits.ts';
import type { VoiceListQuery, VoicePatch, VoicePreview, VoiceView } from '../contract/voice.ts';
import type { VoiceRepo, VoiceRow } from './voice-repo.ts';
import type { VoiceExtras } from './voice-extras.ts';
import type { VoiceViews } from './voice-views.ts';
import { makeCataloguePreview, type PreviewDeps } from './voice-previews.ts';

/**
 * The voice library's use-cases: listing, favourites, previews, renaming and deleting your own
 * voices. Built-in and prebuilt voices belong to the catalogue and cannot be renamed or deleted;
 * an API key may change only the voices it created, the studio (session token) any designed or
 * cloned voice. Favourites belong to the workspace, so any caller may set them on any voice.
 */
export function createVoicesService(
  deps: { repo: VoiceRepo; extras: VoiceExtras; views: VoiceViews; now: () => Date } & Omit<PreviewDeps, 'extras' | 'now' | 'inFlight'>,
) {
  const { repo, extras, views, now } = deps;
  const inFlight: PreviewDeps['inFlight'] = new Map();
  const own = (id: string, principal: Principal): VoiceRow => {
    const row = repo.get(id);
    if (!row) throw notFound('Voice', id);
    if (row.kind === 'builtin' || row.kind === 'prebuilt') {
      throw new AppError(
        'forbidden',
        `${row.name} is a ${row.kind} voice of the catalogue; only designed and cloned voices can be renamed or deleted`,
      );
    }
    if (principal.kind === 'apiKey' && row.api_key_id !== principal.keyId) throw notFound('Voice', id);
    return row;
  };
  const checkedName = (name: string): string => {
    const trimmed = name.trim();
    if (!trimmed) throw invalid('name', 'must not be empty');
    if ([...trimmed].length > VOICE_NAME_MAX) throw invalid('name', `must be at most ${VOICE_NAME_MAX} characters`);
    return trimmed;
  };
  return {
    list(filter: VoiceListQuery = {}): VoiceView[] {
      return views.list(filter);
    },
    /** One voice of the library (every caller may speak with any voice), or undefined. */
    get(id: string): VoiceView | undefined {
      return views.get(id);
    },
    rename(id: string, name: string, principal: Principal): VoiceView {
      return this.update(id, { name }, principal);
    },
    /** A new name (own designed and cloned voices) and/or favourite (any voice), checked before either is written. */
    update(id: string, patch: VoicePatch, principal: Principal): VoiceView {
      if (!repo.get(id)) throw notFound('Voice', id);
      const name = patch.name === undefined ? undefined : (own(id, principal), checkedName(patch.name));
      if (name !== undefined) repo.rename(id, name);
      if (patch.favorite !== undefined) extras.setFavorite(id, patch.favorite, now().toISOString());
      return views.get(id)!;
    },
    remove(id: string, principal: Principal): { voiceId: string; deleted: true } {
      own(id, principal);
      repo.remove(id, now().toISOString());
      return { voiceId: id, deleted: true };
    },
    /**
     * The clip to hear a voice: a designed voice's design preview, a cloned voice's sample, or
     * for a catalogue voice the preview made once per workspace (made now when missing).
     */
    async preview(id: string, opts: { acceptCredits: boolean; principal: Principal }): Promise<VoicePreview> {
      const row = repo.get(id);
      if (!row) throw notFound('Voice', id);
      if (row.kind === 'designed' || row.kind === 'cloned') {
        const assetId = row.kind === 'designed' ? row.preview_asset_id : row.source_asset_id;
        if (!assetId) throw new AppError('conflict', `${row.name} has no ${row.kind === 'designed' ? 'design preview' : 'sample'} clip`);
        return { voiceId: id, assetId, taskId: null, credits: 0 };
      }
      return makeCataloguePreview(row, opts, { ...deps, extras, now, inFlight });
    },
  };
}

export type VoicesService = ReturnType<typeof createVoicesService>;
