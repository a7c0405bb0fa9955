/** Runs the named benchmarks (all when none is named): node bench/run.ts [submit-path ...] */
import { fileURLToPath } from 'node:url';

/** Every benchmark (test/bench/smoke.test.ts runs each with BENCH_SMOKE=1). */
export const ALL = [
  'submit-path',
  'convert-sample',
  'render-video',
  'webhook-dispatch',
  'scale',
  'wait-fanout',
  'asset-download',
  'asset-peaks',
  'resources',
  'studio-load',
  'backup',
  'hostile-bodies',
  'narration',
  'compat-speech',
  'batch-submit',
  'request-log',
  'usage-report',
  'speech-engines',
];
// Runs only as a script: the smoke test imports the list.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chosen = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
  for (const name of chosen) {
    if (!ALL.includes(name)) throw new Error(`unknown benchmark ${name}; known: ${ALL.join(', ')}`);
    console.log(`\n=== ${name} ===`);
    await import(/* @vite-ignore */ `./${name}.ts`);
  }
}
