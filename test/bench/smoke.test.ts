/**
 * Every benchmark in bench/run.ts's list, run the way a person runs it (`node bench/run.ts NAME`,
 * its own process) with BENCH_SMOKE=1: tiny parameters and one run, so a bench that no longer
 * works — an API it calls changed, a request it relies on is refused — fails here instead of
 * quietly measuring errors. Each must exit 0, print its result table and leave BENCHMARKS.md as
 * it was (a smoke run's figures are not results). Nothing here is timed: the timeouts only
 * bound a bench that hangs. studio-load needs the built studio (out/renderer, which `npm test`
 * builds first) and /usr/bin/chromium; it says so and fails when either is missing.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL } from '../../bench/run.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BENCHMARKS = join(ROOT, 'BENCHMARKS.md');
/** A markdown table's header rule, as every bench prints below its table's first line. */
const TABLE_RULE = /^\|(\s*:?-+:?\s*\|)+\s*$/m;

/**
 * How long a bench may take before it counts as hung (ms). Generous: most benches start the
 * service at least once (webhook-dispatch nine times), and on two cores shared with other work
 * (load 15–26) smoke runs took 10 s (convert-sample) to 300 s (webhook-dispatch).
 */
const LIMIT_MS: Record<string, number> = { 'webhook-dispatch': 600_000, 'studio-load': 420_000, narration: 420_000 };
const DEFAULT_LIMIT_MS = 300_000;

interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** Runs one bench in its own process group, so a hung one is stopped with everything it started. */
function runBench(name: string, limitMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bench/run.ts'), name], {
      cwd: ROOT,
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d));
    child.stderr!.on('data', (d: Buffer) => (output += d));
    const timer = setTimeout(() => {
      output += `\n[smoke test] ${name} still running after ${limitMs / 1000} s: stopped\n`;
      process.kill(-child.pid!, 'SIGKILL');
    }, limitMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output });
    });
  });
}

describe('benchmarks run (BENCH_SMOKE=1)', () => {
  it('bench/run.ts lists benchmarks', () => {
    expect(ALL.length).toBeGreaterThan(0);
  });

  for (const name of ALL) {
    const limit = LIMIT_MS[name] ?? DEFAULT_LIMIT_MS;
    it(
      name,
      async () => {
        const before = readFileSync(BENCHMARKS, 'utf8');
        const r = await runBench(name, limit);
        const tail = r.output.slice(-6000);
        expect(r.signal, tail).toBeNull();
        expect(r.code, tail).toBe(0);
        expect(r.output, tail).toMatch(TABLE_RULE);
        expect(readFileSync(BENCHMARKS, 'utf8'), `${name} wrote BENCHMARKS.md in a smoke run`).toBe(before);
      },
      limit + 10_000,
    );
  }
});
