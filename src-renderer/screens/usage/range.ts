// The range the Usage screen shows: the last 7, 30 or 90 days (today included) or two chosen
// days, as calendar days of this computer's time zone (the service dates the ledger in it).

export type RangePreset = '7' | '30' | '90' | 'custom';

/** What the creator picked, kept as a draft (it survives navigation and reloads). */
export interface RangeDraft {
  preset: RangePreset;
  /** The chosen days when `preset` is `custom` (YYYY-MM-DD). */
  from: string;
  to: string;
}

export const DEFAULT_RANGE: RangeDraft = { preset: '30', from: '', to: '' };

export const PRESETS: Array<[RangePreset, string]> = [
  ['7', 'Last 7 days'],
  ['30', 'Last 30 days'],
  ['90', 'Last 90 days'],
  ['custom', 'Custom'],
];

/** This computer's IANA time zone, sent with every usage request. */
export const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in this computer's zone, YYYY-MM-DD. */
function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `day` moved by `n` calendar days. */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The days a draft stands for. */
export function rangeOf(draft: RangeDraft, now = new Date()): { from: string; to: string } {
  if (draft.preset === 'custom' && draft.from && draft.to) return { from: draft.from, to: draft.to };
  const days = draft.preset === 'custom' ? 30 : Number(draft.preset);
  const to = today(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** "Nov 3" for a YYYY-MM-DD (the day as written, whatever the zone). */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "3 Nov 2026" for a YYYY-MM-DD. */
export const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
