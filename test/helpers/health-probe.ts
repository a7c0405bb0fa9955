/**
 * Polls `GET /api/v1/health` while a fault is applied, to show the service keeps answering.
 * Every answer's latency is kept; a probe that gets no answer within `timeoutMs` counts as a
 * miss (and its latency as the timeout), so a hung service shows up as misses, not as silence.
 */
export interface HealthProbeResult {
  samples: number;
  misses: number;
  /** Slowest health answer, ms (a miss counts as `timeoutMs`). */
  maxMs: number;
  p99Ms: number;
  /** The largest event-loop delay the service itself reported during the probe, ms (null if it reports none). */
  maxEventLoopDelayMs: number | null;
  /** The last health body received. */
  last: any;
}

export interface HealthProbe {
  stop(): Promise<HealthProbeResult>;
}

export function startHealthProbe(baseUrl: () => string, opts: { intervalMs?: number; timeoutMs?: number } = {}): HealthProbe {
  const intervalMs = opts.intervalMs ?? 50;
  const timeoutMs = opts.timeoutMs ?? 5000;
  const latencies: number[] = [];
  let misses = 0;
  let maxLoop: number | null = null;
  let last: any = null;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${baseUrl()}/api/v1/health`, { signal: AbortSignal.timeout(timeoutMs) });
        const body = (await res.json()) as any;
        latencies.push(performance.now() - started);
        last = body;
        const reported = body?.eventLoop?.maxMs;
        if (typeof reported === 'number') maxLoop = Math.max(maxLoop ?? 0, reported);
      } catch {
        misses++;
        latencies.push(timeoutMs);
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      const p99 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] : 0;
      return {
        samples: latencies.length,
        misses,
        maxMs: Math.round(sorted.at(-1) ?? 0),
        p99Ms: Math.round(p99),
        maxEventLoopDelayMs: maxLoop === null ? null : Math.round(maxLoop),
        last,
      };
    },
  };
}
