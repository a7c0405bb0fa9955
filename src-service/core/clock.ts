/**
 * The service's time. Everything that decides a schedule or an expiry (a webhook's next
 * attempt, a signed URL's end, the service's timestamps) reads it here rather than from
 * `Date.now()`, so a test can move time forward instead of sleeping through it. The service
 * runs on `systemClock` unless its config names another.
 *
 * A clock is real time plus an offset, so it keeps running like the real one (timeouts,
 * latencies and the rest of the machine agree with it) and a worker thread can keep the
 * same time from the offset alone (see webhooks/dispatcher.ts).
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** How far this clock is ahead of `Date.now()`, in whole milliseconds (0 for the system clock). */
  offsetMs(): number;
  /**
   * Calls `listener` after the clock jumped, so whatever sleeps until a due time looks again.
   * Returns the way to stop listening.
   */
  onJump(listener: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  offsetMs: () => 0,
  // Real time never jumps.
  onJump: () => () => {},
};
