/** Runs the named benchmarks (all when none is named): node bench/run.ts [submit-path ...] */
const ALL = [
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
];
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
for (const name of chosen) {
  if (!ALL.includes(name)) throw new Error(`unknown benchmark ${name}; known: ${ALL.join(', ')}`);
  console.log(`\n=== ${name} ===`);
  await import(`./${name}.ts`);
}
