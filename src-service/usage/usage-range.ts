import { invalid } from '../core/app-error.ts';
import { USAGE_DEFAULT_DAYS, USAGE_MAX_DAYS } from '../contract/usage.ts';
import { DAY_MS, dayText, offsetSpans, parseDay, zoneDayOf, zoneDayStart, zoneFormatter, type OffsetSpan } from './zone-days.ts';

/** A checked range of calendar days in a zone, and the instants it spans. */
export interface UsageRange {
  from: string;
  to: string;
  tz: string;
  /** Every day of the range, oldest first. */
  days: string[];
  /** The instant the first day begins and the one after the last day ends (ISO, UTC). */
  start: string;
  end: string;
  spans: OffsetSpan[];
  /** The range cut at day starts into pieces of at most CHUNK_DAYS days (ISO instants), read one by one. */
  chunks: Array<{ start: string; end: string }>;
}

/**
 * Days read in one query. A year of a busy workspace costs ~250 ms of CPU in SQLite; read a
 * month at a time, with a turn of the event loop between, no other request waits more than
 * one month's query (~20 ms) behind a year-long report. Cut at day starts, so no day's cells
 * are split between two pieces.
 */
const CHUNK_DAYS = 31;

/**
 * Checks and completes the range asked for: `to` defaults to today in the zone, `from` to
 * 29 days before `to` (30 days, today included); from ≤ to, at most a year of days.
 */
export function usageRange(q: { from?: string; to?: string; tz?: string }, now: Date): UsageRange {
  const tz = q.tz ?? 'UTC';
  const fmt = zoneFormatter(tz);
  const day = (field: 'from' | 'to', text: string) => {
    const ms = parseDay(text);
    if (ms === null) throw invalid(field, 'must be a calendar day written YYYY-MM-DD');
    return ms;
  };
  const to = q.to !== undefined ? day('to', q.to) : zoneDayOf(fmt, now.getTime());
  const from = q.from !== undefined ? day('from', q.from) : to - (USAGE_DEFAULT_DAYS - 1) * DAY_MS;
  if (from > to) throw invalid('from', `must be on or before to (${dayText(to)})`);
  const count = Math.round((to - from) / DAY_MS) + 1;
  if (count > USAGE_MAX_DAYS) throw invalid('to', `must be at most ${USAGE_MAX_DAYS} days after from, counting both (asked for ${count})`);
  const days = Array.from({ length: count }, (_, i) => dayText(from + i * DAY_MS));
  const start = zoneDayStart(fmt, from);
  const end = zoneDayStart(fmt, to + DAY_MS);
  const chunks: UsageRange['chunks'] = [];
  for (let day = from; day <= to; day += CHUNK_DAYS * DAY_MS) {
    const last = Math.min(day + CHUNK_DAYS * DAY_MS, to + DAY_MS);
    chunks.push({
      start: new Date(day === from ? start : zoneDayStart(fmt, day)).toISOString(),
      end: new Date(last === to + DAY_MS ? end : zoneDayStart(fmt, last)).toISOString(),
    });
  }
  return {
    from: dayText(from),
    to: dayText(to),
    // As asked: the zone database may know it by another name (Asia/Kathmandu is Asia/Katmandu).
    tz,
    days,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    spans: offsetSpans(fmt, start, end),
    chunks,
  };
}
