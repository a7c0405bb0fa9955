import { speechCredits } from '../contract/pricing.ts';
import { charCount } from '../contract/limits.ts';
import type { VoiceListQuery, VoiceView } from '../contract/voice.ts';
import type { Engines } from '../providers/engines.ts';
import type { VoiceExtras } from './voice-extras.ts';
import { toVoiceView, type VoiceRepo, type VoiceRow } from './voice-repo.ts';
import { previewSentence } from './preview-sentences.ts';

/**
 * What making a catalogue voice's preview costs now: nothing on the sandbox (a preview is
 * how you choose a voice, not work you asked for), a TTS of the sentence on a live engine.
 */
export function previewPrice(row: VoiceRow, engines: Pick<Engines, 'speechEngineName'>): number {
  if (engines.speechEngineName(row.provider) === 'sandbox') return 0;
  return speechCredits(row.provider, charCount(previewSentence(JSON.parse(row.languages) as string[]).text));
}

/** The library as callers see it: the stored voices with this workspace's favourites and previews. */
export function createVoiceViews(deps: { repo: VoiceRepo; extras: VoiceExtras; engines: Pick<Engines, 'speechEngineName'> }) {
  const { repo, extras, engines } = deps;
  const view = (row: VoiceRow, favorites: Set<string>, made: string | null) =>
    toVoiceView(row, { favorite: favorites.has(row.voice_id), madePreviewAssetId: made, previewCredits: previewPrice(row, engines) });
  return {
    list(filter: VoiceListQuery = {}): VoiceView[] {
      const favorites = extras.favorites();
      const previews = extras.previews();
      const lower = (s: string | undefined) => s?.toLowerCase();
      const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      return repo
        .list()
        .map((row) => view(row, favorites, previews.get(row.voice_id)?.assetId ?? null))
        .filter(
          (v) =>
            (filter.provider === undefined || v.provider === filter.provider) &&
            (filter.kind === undefined || v.kind === filter.kind) &&
            (filter.gender === undefined || lower(v.gender) === lower(filter.gender)) &&
            (filter.language === undefined || v.languages.some((l) => l.toLowerCase() === lower(filter.language))) &&
            (filter.favorite === undefined || v.favorite === filter.favorite) &&
            words.every((w) => `${v.name} ${v.description ?? ''}`.toLowerCase().includes(w)),
        );
    },
    get(id: string): VoiceView | undefined {
      const row = repo.get(id);
      return row ? view(row, extras.favorites(), extras.preview(id)?.assetId ?? null) : undefined;
    },
  };
}

export type VoiceViews = ReturnType<typeof createVoiceViews>;
