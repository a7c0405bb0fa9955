// Which voices the browser shows for the chosen filters, and the choices each filter offers.
import type { Voice } from '../../store/voices-slice.ts';

export interface VoiceFilter {
  provider: string;
  gender: string;
  language: string;
  /** 'builtin' covers the catalogue (built-in and prebuilt); '' every kind. */
  kind: string;
  favorites: boolean;
  query: string;
}

export const NO_FILTER: VoiceFilter = { provider: '', gender: '', language: '', kind: '', favorites: false, query: '' };

/** The kind as a creator reads it: a catalogue voice, or one of their own. */
export function kindLabel(kind: Voice['kind']): string {
  if (kind === 'cloned') return 'Cloned';
  if (kind === 'designed') return 'Designed';
  return 'Built-in';
}

const catalogue = (v: Voice) => v.kind === 'builtin' || v.kind === 'prebuilt';

/** The voices that pass every filter: favourites first, then own voices (newest first), then by name. */
export function filterVoices(voices: Voice[], f: VoiceFilter): Voice[] {
  const words = f.query.toLowerCase().split(/\s+/).filter(Boolean);
  return voices
    .filter(
      (v) =>
        (!f.provider || v.provider === f.provider) &&
        (!f.gender || (v.gender ?? '').toLowerCase() === f.gender.toLowerCase()) &&
        (!f.language || v.languages.includes(f.language)) &&
        (!f.kind || (f.kind === 'builtin' ? catalogue(v) : v.kind === f.kind)) &&
        (!f.favorites || v.favorite) &&
        words.every((w) => `${v.name} ${v.description ?? ''} ${v.gender ?? ''}`.toLowerCase().includes(w)),
    )
    .sort(
      (a, b) =>
        Number(b.favorite) - Number(a.favorite) ||
        Number(catalogue(a)) - Number(catalogue(b)) ||
        (b.createdAt ?? '').localeCompare(a.createdAt ?? '') ||
        a.name.localeCompare(b.name),
    );
}

/** The distinct values of a field across the voices, sorted (what a filter offers). */
export function choices(voices: Voice[], pick: (v: Voice) => string | string[] | undefined): string[] {
  const all = voices.flatMap((v) => pick(v) ?? []);
  return [...new Set(all.filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
