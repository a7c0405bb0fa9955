/**
 * Reads `/api/v1/health` a few times a second and keeps what a fault test asserts on: the
 * storage states seen (with the free space each time), the log's write failures, ffmpeg's
 * availability. Timing is the health probe's job (health-probe.ts); this keeps the contents.
 */
export interface HealthWatch {
  /** Storage states seen, in order, each with the free bytes reported then (repeats collapsed). */
  states: Array<{ state: string; freeBytes: number }>;
  /** Highest `logging.writeFailures` seen. */
  logWriteFailures: number;
  /** Highest `logging.droppedLines` seen. */
  logDroppedLines: number;
  /** `ffmpeg.available` values seen, in order (repeats collapsed). */
  ffmpeg: boolean[];
  last: any;
  /** Resolves when a health answer satisfies `test` (checked on every answer). */
  until(test: (body: any) => boolean, timeoutMs: number, what: string): Promise<any>;
  stop(): Promise<void>;
}

export function watchHealth(baseUrl: () => string, intervalMs = 200): HealthWatch {
  const waiters = new Set<{ test: (b: any) => boolean; resolve: (b: any) => void }>();
  const w: HealthWatch = {
    states: [],
    logWriteFailures: 0,
    logDroppedLines: 0,
    ffmpeg: [],
    last: null,
    until(test, timeoutMs, what) {
      if (w.last && test(w.last)) return Promise.resolve(w.last);
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (b: any) => {
            clearTimeout(timer);
            resolve(b);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`health never showed ${what} within ${timeoutMs} ms; last: ${JSON.stringify(w.last)}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    async stop() {
      running = false;
      await loop;
    },
  };
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const body: any = await (await fetch(`${baseUrl()}/api/v1/health`, { signal: AbortSignal.timeout(5000) })).json();
        w.last = body;
        const s = body?.storage;
        if (s && w.states.at(-1)?.state !== s.state) w.states.push({ state: s.state, freeBytes: s.freeBytes });
        w.logWriteFailures = Math.max(w.logWriteFailures, body?.logging?.writeFailures ?? 0);
        w.logDroppedLines = Math.max(w.logDroppedLines, body?.logging?.droppedLines ?? 0);
        const f = body?.ffmpeg?.available;
        if (typeof f === 'boolean' && w.ffmpeg.at(-1) !== f) w.ffmpeg.push(f);
        for (const waiter of [...waiters]) {
          if (waiter.test(body)) {
            waiters.delete(waiter);
            waiter.resolve(body);
          }
        }
      } catch {
        // the probe counts misses; this only keeps contents
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return w;
}
