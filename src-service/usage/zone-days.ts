// Calendar days of an IANA time zone, for the usage report. SQLite knows only UTC offsets, so
// the range is cut into spans of one constant offset (a zone changes it a couple of times a
// year at most) and the query shifts each ledger row by its span's offset before taking the
// date: exact for every zone, half-hour and 45-minute offsets included, with no per-row work
// in JavaScript.
import { invalid } from '../core/app-error.ts';

const DAY_MS = 86_400_000;

/** A zone's formatter, checked: an unknown zone is a 400 naming `tz`. */
export function zoneFormatter(tz: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    throw invalid('tz', 'must be an IANA time zone such as UTC or Europe/Paris');
  }
}

/** Minutes the zone's wall clock is ahead of UTC at the instant `ms`. */
function offsetAt(fmt: Intl.DateTimeFormat, ms: number): number {
  const p: Record<string, number> = {};
  for (const part of fmt.formatToParts(new Date(ms))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute, p.second);
  return Math.round((wall - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000);
}

/** `YYYY-MM-DD` of a UTC midnight in milliseconds. */
export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** UTC midnight in milliseconds of a `YYYY-MM-DD` that is a real calendar day, else null. */
export function parseDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayText(ms) === text ? ms : null;
}

/** The day (UTC midnight in ms) it is in the zone at the instant `ms`. */
export function zoneDayOf(fmt: Intl.DateTimeFormat, ms: number): number {
  const local = ms + offsetAt(fmt, ms) * 60_000;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
}

/** The instant the zone's calendar day `day` (UTC midnight in ms) begins. */
export function zoneDayStart(fmt: Intl.DateTimeFormat, day: number): number {
  // Two rounds settle it: the offset at the guess is the offset at local midnight, except
  // across a change right at midnight, where the second round corrects the first.
  const first = day - offsetAt(fmt, day) * 60_000;
  return day - offsetAt(fmt, first) * 60_000;
}

/** A span of constant offset: rows before `until` (ISO, or null for the last span) shift by `minutes`. */
export interface OffsetSpan {
  until: string | null;
  minutes: number;
}

/**
 * The spans of constant offset from `start` to `end` (instants in ms). Sampled daily (no zone
 * changes its offset twice a day), each change found to the minute by bisection.
 */
export function offsetSpans(fmt: Intl.DateTimeFormat, start: number, end: number): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  let at = start;
  let minutes = offsetAt(fmt, start);
  while (at < end) {
    const next = Math.min(at + DAY_MS, end);
    const there = offsetAt(fmt, next);
    if (there !== minutes) {
      let lo = at;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.max(60_000, Math.floor((hi - lo) / 120_000) * 60_000);
        if (offsetAt(fmt, mid) === minutes) lo = mid;
        else hi = mid;
      }
      spans.push({ until: new Date(hi).toISOString(), minutes });
      minutes = there;
    }
    at = next;
  }
  spans.push({ until: null, minutes });
  return spans;
}

export { DAY_MS };
