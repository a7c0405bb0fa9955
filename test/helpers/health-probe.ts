import { Worker } from 'node:worker_threads';

/**
 * Polls `GET /api/v1/health` while a fault is applied, to show the service keeps answering.
 * Every answer's latency is kept; a probe that gets no answer within `timeoutMs` counts as a
 * miss (and its latency as the timeout), so a hung service shows up as misses, not as silence.
 *
 * The polling runs in a worker thread, on an event loop of its own: tests also do blocking work
 * in the test process (starting a service in-process, spawnSync, reading big files), and a probe
 * on the test's own loop would count those pauses as the service's misses.
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

// Plain JavaScript, evaluated in the worker: the same loop the probe always ran.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, intervalMs, timeoutMs } = workerData;
const latencies = [];
let misses = 0, maxLoop = null, last = null, running = true;
parentPort.once('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    try {
      const res = await fetch(url + '/api/v1/health', { signal: AbortSignal.timeout(timeoutMs) });
      const body = await res.json();
      latencies.push(performance.now() - started);
      last = body;
      const reported = body && body.eventLoop && body.eventLoop.maxMs;
      if (typeof reported === 'number') maxLoop = Math.max(maxLoop ?? 0, reported);
    } catch {
      misses++;
      latencies.push(timeoutMs);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  parentPort.postMessage({ latencies, misses, maxLoop, last });
})();
`;

/** Starts probing the service at `baseUrl()` (read once, now: the service must be listening). */
export function startHealthProbe(baseUrl: () => string, opts: { intervalMs?: number; timeoutMs?: number } = {}): HealthProbe {
  const intervalMs = opts.intervalMs ?? 50;
  const timeoutMs = opts.timeoutMs ?? 5000;
  const worker = new Worker(PROBE, { eval: true, workerData: { url: baseUrl(), intervalMs, timeoutMs } });
  const result = new Promise<{ latencies: number[]; misses: number; maxLoop: number | null; last: any }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const { latencies, misses, maxLoop, last } = await result;
      await worker.terminate();
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
