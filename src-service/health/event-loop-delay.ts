import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How late the event loop ran its timers, as `GET /api/v1/health` reports it. */
export interface EventLoopDelay {
  /** Length of the window p99Ms and maxMs cover, in seconds. */
  windowSeconds: number;
  /** 99th percentile of the delay over the window, ms (the highest of its 10-second slices). */
  p99Ms: number;
  /** Longest delay over the window, ms. */
  maxMs: number;
  /** Longest delay since the service started, ms. */
  maxSinceStartMs: number;
}

/** Sampling interval of the monitor, ms; the histogram records whole intervals, so it is taken off. */
const RESOLUTION_MS = 10;
const SLICE_MS = 10_000;
const SLICES = 6;

const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);

/**
 * Measures how long anything holds the event loop (perf_hooks.monitorEventLoopDelay: a native
 * timer that records how late it fires). The window is the last minute, kept as six 10-second
 * slices, the newest still filling (so it covers 50 to 60 s): a slice's p99 and max are kept
 * when it closes, and the window reports the highest of them. `maxSinceStartMs` keeps the worst
 * since start, so a stall is still visible after it leaves the window.
 */
export function startEventLoopMonitor(): { snapshot(): EventLoopDelay; stop(): void } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const closed: Array<{ p99: number; max: number }> = [];
  let maxSinceStart = 0;
  const current = () => (histogram.count === 0 ? { p99: 0, max: 0 } : { p99: ms(histogram.percentile(99)), max: ms(histogram.max) });
  const timer = setInterval(() => {
    const slice = current();
    maxSinceStart = Math.max(maxSinceStart, slice.max);
    closed.push(slice);
    if (closed.length > SLICES - 1) closed.shift();
    histogram.reset();
  }, SLICE_MS);
  timer.unref();
  return {
    snapshot() {
      const slices = [...closed, current()];
      const maxMs = Math.max(...slices.map((s) => s.max));
      maxSinceStart = Math.max(maxSinceStart, maxMs);
      return {
        windowSeconds: (SLICE_MS * SLICES) / 1000,
        p99Ms: Math.max(...slices.map((s) => s.p99)),
        maxMs,
        maxSinceStartMs: maxSinceStart,
      };
    },
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
