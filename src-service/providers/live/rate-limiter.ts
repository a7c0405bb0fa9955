import { setTimeout as delay } from 'node:timers/promises';
import type { RateLimit } from '../../contract/providers.ts';

/** Waits until a request fits in the window. */
export interface RateLimiter {
  acquire(signal: AbortSignal): Promise<void>;
}

/**
 * A sliding-window limiter: at most `requests` starts in any `perSeconds` span. Callers wait
 * (rather than fail) because a queued task is better than one refunded for our own pacing.
 */
function createRateLimiter(
  limit: () => RateLimit,
  clock: { now: () => number; sleep: (ms: number, signal: AbortSignal) => Promise<void> } = {
    now: Date.now,
    sleep: (ms, signal) => delay(ms, undefined, { signal }),
  },
): RateLimiter {
  const starts: number[] = [];
  return {
    async acquire(signal) {
      for (;;) {
        signal.throwIfAborted();
        const { requests, perSeconds } = limit();
        const windowMs = perSeconds * 1000;
        const now = clock.now();
        while (starts.length && starts[0] <= now - windowMs) starts.shift();
        if (starts.length < requests) {
          starts.push(now);
          return;
        }
        // The oldest start leaving the window frees a slot; re-check then, as others may be waiting too.
        await clock.sleep(Math.max(1, starts[starts.length - requests] + windowMs - now), signal);
      }
    },
  };
}

/**
 * One limiter per shared upstream window, for the whole process: alpha speech and voice
 * creation share the alpha account's window, beta its own, video its own (docs/interface.md#limits).
 */
export function createRateWindows(limitOf: (window: string) => RateLimit) {
  const windows = new Map<string, RateLimiter>();
  return {
    get(window: string): RateLimiter {
      let l = windows.get(window);
      if (!l) {
        l = createRateLimiter(() => limitOf(window));
        windows.set(window, l);
      }
      return l;
    },
  };
}

/** The process's limiters by window name. */
export type RateWindows = ReturnType<typeof createRateWindows>;
