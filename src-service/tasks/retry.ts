import { EngineError } from '../providers/engine.ts';

/**
 * Pauses, in seconds, before each new run of a task whose provider failed for a while: a rate
 * limit, a 5xx, an unreachable or silent upstream, an unreadable answer, a video job the
 * provider lost to an internal error (EngineError.retryable). The live HTTP client has already
 * retried such a call for some seconds; these pauses outlast a provider's bad minutes, so a
 * task a user queued is not failed by one. After the last, the task fails and is refunded.
 */
export const DEFAULT_RETRY_SCHEDULE: readonly number[] = [5, 30, 120];

/** A provider asking for a longer pause than this (Retry-After) is not waited for: the task fails. */
const MAX_RETRY_WAIT_MS = 15 * 60_000;

/**
 * How long to wait before running a task again after `err`, or null to fail it now: only a
 * retryable engine error retries, at most once per entry of `schedule`, and never sooner than
 * the provider asked.
 */
export function retryDelayMs(err: unknown, retriesSoFar: number, schedule: readonly number[]): number | null {
  if (!(err instanceof EngineError) || !err.retryable) return null;
  const planned = schedule[retriesSoFar];
  if (planned === undefined) return null;
  const delay = Math.max(planned * 1000, err.retryAfterMs ?? 0);
  return delay > MAX_RETRY_WAIT_MS ? null : delay;
}

/** A failure after retries says so, so the user knows waiting a minute more will not help. */
export function afterRetries<F extends { message: string }>(failure: F, retries: number): F {
  if (retries === 0) return failure;
  return { ...failure, message: `${failure.message} Timbre ran it ${retries + 1} times before giving up.` };
}

/** Checks a retry schedule: pauses in seconds, each 0 or more (none: no retries). */
export function checkRetrySchedule(pauses: readonly number[], source = 'taskRetrySchedule'): number[] {
  if (!pauses.every((n) => Number.isFinite(n) && n >= 0)) {
    throw new Error(`${source} must list pauses in seconds, each 0 or more, like 5,30,120 (got ${pauses.join(',')})`);
  }
  return [...pauses];
}
