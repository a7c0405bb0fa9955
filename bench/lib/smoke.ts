/**
 * BENCH_SMOKE=1: every benchmark runs once with tiny parameters (seconds, not minutes), still
 * prints its table, records nothing in BENCHMARKS.md and exits 0 — so a test can run them all
 * (test/bench/smoke.test.ts) and a bench that breaks fails CI instead of going unnoticed.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** `full` in a real run, `tiny` in a smoke run. */
export function sized<T>(full: T, tiny: T): T {
  return SMOKE ? tiny : full;
}
