/** Offsets (seconds from the event, or from a redelivery) of attempts 1, 2 and 3. */
export const DEFAULT_SCHEDULE_SECONDS: readonly number[] = [0, 60, 300];

/**
 * Checks a webhook schedule: one or more non-decreasing offsets in seconds, each ≥ 0.
 * Offsets count from the event rather than from the previous attempt, so a slow attempt
 * does not push the later ones back.
 */
export function checkSchedule(offsets: readonly number[], source = 'webhookSchedule'): number[] {
  const ok = offsets.length > 0 && offsets.every((n, i) => Number.isFinite(n) && n >= 0 && (i === 0 || n >= offsets[i - 1]));
  if (!ok) throw new Error(`${source} must list non-decreasing offsets in seconds, like 0,60,300 (got ${offsets.join(',') || 'nothing'})`);
  return [...offsets];
}
