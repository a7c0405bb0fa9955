import type { Clock } from '../../src-service/core/clock.ts';

/** A service clock a test moves forward, instead of sleeping until a due time or an expiry. */
export interface TestClock extends Clock {
  /** Moves the clock `ms` forward; whatever sleeps until a due time looks again. */
  advance(ms: number): void;
}

/** Real time plus an offset that only `advance` changes (so the service's time still runs). */
export function createTestClock(): TestClock {
  let offset = 0;
  const listeners = new Set<() => void>();
  return {
    now: () => Date.now() + offset,
    offsetMs: () => offset,
    onJump(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    advance(ms) {
      if (!(ms >= 0)) throw new Error(`a clock only moves forward (asked ${ms} ms)`);
      offset += Math.round(ms);
      for (const l of listeners) l();
    },
  };
}
