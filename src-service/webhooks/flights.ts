/**
 * The attempts in flight, with their time limits under one timer and their stop signals
 * under one listener each. A timer per attempt (set, then cleared a millisecond later when
 * the receiver answers) and an abort listener added and removed per attempt were a
 * measurable part of each delivery's CPU. Attempts sit in a slot array reused through a
 * free list (a Set here made the garbage collector promote every attempt's objects), and
 * few are in flight at once, so a sweep simply looks at every slot.
 */
export interface Flight {
  /** The attempt ended (in time or not): its limit and signal no longer apply. */
  end(): void;
}

interface Slot {
  at: number;
  signal: AbortSignal;
  cancel: (reason: unknown) => void;
}

/** Why `signal` aborted, as an Error (an abort may carry any value). */
export const abortError = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason));

export function createFlights(now: () => number = () => performance.now()) {
  const slots: Array<Slot | undefined> = [];
  const free: number[] = [];
  const watched = new WeakSet<AbortSignal>();
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;

  // By identity: a late end of an attempt whose slot was since reused leaves the new one be.
  const release = (i: number, slot: Slot) => {
    if (slots[i] !== slot) return;
    slots[i] = undefined;
    free.push(i);
  };

  /** Cancels the overdue attempts and re-arms for the earliest limit left. */
  const sweep = () => {
    timer = undefined;
    timerAt = Infinity;
    const t = now();
    let earliest = Infinity;
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i];
      if (!s) continue;
      if (s.at <= t) {
        release(i, s);
        s.cancel(undefined);
      } else earliest = Math.min(earliest, s.at);
    }
    if (earliest !== Infinity) arm(earliest, t);
  };

  const arm = (at: number, t: number) => {
    if (at >= timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    // Never keeps the process alive: the attempts' sockets do that while they run.
    timer = setTimeout(sweep, Math.max(0, Math.ceil(at - t))).unref();
  };

  const watch = (signal: AbortSignal) => {
    if (watched.has(signal)) return;
    watched.add(signal);
    signal.addEventListener(
      'abort',
      () => {
        const reason = abortError(signal);
        for (let i = 0; i < slots.length; i++) {
          const s = slots[i];
          if (s?.signal !== signal) continue;
          release(i, s);
          s.cancel(reason);
        }
      },
      { once: true },
    );
  };

  return {
    /**
     * Registers an attempt: `cancel` is called with undefined when `limitMs` passes, or with
     * the signal's reason when `signal` aborts, unless the returned flight ended first.
     */
    add(limitMs: number, signal: AbortSignal, cancel: (reason: unknown) => void): Flight {
      watch(signal);
      const t = now();
      const i = free.length ? free.pop()! : slots.length;
      const slot: Slot = { at: t + limitMs, signal, cancel };
      slots[i] = slot;
      arm(slot.at, t);
      return { end: () => release(i, slot) };
    },
  };
}
