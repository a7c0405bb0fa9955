/** Small helpers shared by the benchmarks: percentiles, process memory, formatting. */
import { readFileSync } from 'node:fs';

/** The p-th percentile (0–100) of `values`, nearest-rank; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** VmRSS (and VmHWM, the peak) of a process, in MiB, from /proc/<pid>/status (Linux). */
export function rssOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

/** Fixed decimals, or an em dash for NaN. */
export function f(n: number, digits = 1): string {
  return Number.isFinite(n) ? n.toFixed(digits) : '—';
}

/** The 1-minute load average, to show how busy the (shared) machine was during a run. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return '?';
  }
}

/**
 * Share of CPU time the hypervisor gave to other guests ("steal", from /proc/stat) between
 * this call and the returned function's: on a shared VM, runs with high steal are slow for
 * reasons outside the code being measured. NaN where /proc/stat is unavailable.
 */
export function stealMeter(): () => number {
  const read = (): number[] => {
    try {
      return readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    } catch {
      return [];
    }
  };
  const start = read();
  return () => {
    const end = read();
    if (start.length < 8 || end.length < 8) return Number.NaN;
    const d = end.map((v, i) => v - start[i]);
    const total = d.slice(0, 8).reduce((a, b) => a + b, 0);
    return total > 0 ? (100 * d[7]) / total : Number.NaN;
  };
}
