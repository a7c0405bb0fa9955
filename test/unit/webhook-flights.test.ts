import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFlights } from '../../src-service/webhooks/flights.ts';

// The registry of attempts in flight that replaced a timer and an abort listener per
// attempt: a limit still cancels what runs past it, a stop still cancels everything, and
// an attempt that ended is left alone by both. Limits run on vitest's fake timers and clock.

describe('attempts in flight', () => {
  afterEach(() => vi.useRealTimers());

  it('cancels an attempt still open at its limit (reason undefined), not one that ended first', () => {
    vi.useFakeTimers();
    const flights = createFlights(() => Date.now());
    const stop = new AbortController();
    const cancelled: string[] = [];
    const slow = flights.add(30, stop.signal, (r) => cancelled.push(`slow:${String(r)}`));
    const quick = flights.add(30, stop.signal, (r) => cancelled.push(`quick:${String(r)}`));
    quick.end();
    // A longer limit added later is not cut short by the shorter one's timer.
    flights.add(5_000, stop.signal, (r) => cancelled.push(`long:${String(r)}`));
    vi.advanceTimersByTime(29);
    expect(cancelled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(cancelled).toEqual(['slow:undefined']);
    vi.advanceTimersByTime(4_000);
    expect(cancelled).toEqual(['slow:undefined']);
    slow.end(); // ending twice (after the cancel) is harmless
    stop.abort(new Error('stopping'));
    expect(cancelled).toEqual(['slow:undefined', 'long:Error: stopping']);
  });

  it('a stop cancels every open attempt of its signal with its reason, and only those', () => {
    const flights = createFlights();
    const [a, b] = [new AbortController(), new AbortController()];
    const seen: Array<[string, unknown]> = [];
    flights.add(10_000, a.signal, (r) => seen.push(['a1', r]));
    flights.add(10_000, a.signal, (r) => seen.push(['a2', r])).end();
    flights.add(10_000, b.signal, (r) => seen.push(['b1', r]));
    a.abort('bye');
    expect(seen).toHaveLength(1);
    expect(seen[0][0]).toBe('a1');
    expect(seen[0][1]).toBeInstanceOf(Error);
    expect((seen[0][1] as Error).message).toBe('bye');
    b.abort(new Error('b stops'));
    expect(seen.map(([k]) => k)).toEqual(['a1', 'b1']);
  });

  it('reuses the slot of an ended attempt without confusing it with the new one', () => {
    const flights = createFlights();
    const stop = new AbortController();
    const seen: string[] = [];
    const first = flights.add(10_000, stop.signal, () => seen.push('first'));
    first.end();
    flights.add(10_000, stop.signal, () => seen.push('second'));
    first.end(); // a late second end of the old attempt must not free the new one's slot
    stop.abort(new Error('x'));
    expect(seen).toEqual(['second']);
  });
});
