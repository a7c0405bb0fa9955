/**
 * The studio's weight and time to interactive: bundle sizes of the built renderer, and the
 * time from navigation start to the Speech screen's voice list, served by the headless
 * service in Debian Chromium. Baseline, same run: a one-line HTML page served by a bare
 * Fastify static server, timed to its load event.
 * Run: node bench/studio-load.ts   (needs `electron-vite build` first; npm test does it)
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { chromium } from 'playwright-core';
import { startService } from '../src-service/index.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { sized } from './lib/smoke.ts';
import { measure, SCALE, seed } from './lib/studio-scale.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const STATIC = join(ROOT, 'out/renderer');
const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? sized(5, 1));
// Said plainly rather than failing deep inside a page load (or serving the API's 404 as the studio).
if (!existsSync(join(STATIC, 'index.html')))
  throw new Error(`${STATIC}/index.html is missing: build the studio first (npx electron-vite build)`);
if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (sh scripts/system-deps.sh test)`);
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function bundle(): Array<{ file: string; bytes: number; gzip: number }> {
  const dir = join(STATIC, 'assets');
  return readdirSync(dir).map((f) => {
    const buf = readFileSync(join(dir, f));
    return { file: f.replace(/-[\w-]{8}\./, '.'), bytes: statSync(join(dir, f)).size, gzip: gzipSync(buf, { level: 9 }).length };
  });
}

const dir = mkdtempSync(join(tmpdir(), 'timbre-studio-bench-'));
const service = await startService({ dataDir: join(dir, 'data'), port: 0, staticDir: STATIC, logLevel: 'warn', secretStore: 'file' });
const blankDir = join(dir, 'blank');
readdirSync(dir);
await import('node:fs').then((fs) => fs.mkdirSync(blankDir));
writeFileSync(join(blankDir, 'index.html'), '<!doctype html><title>blank</title><p>hello</p>');
const bare = Fastify();
await bare.register(fastifyStatic, { root: blankDir });
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
const cold: number[] = [];
const warm: number[] = [];
const base: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${service.url}/#token=${service.sessionToken}&screen=speech`);
    await page.waitForSelector('[data-testid="voice-list"] li input[type="radio"]', { state: 'attached' });
    cold.push(await page.evaluate(() => performance.now()));
    // Warm: the same page again, its files now in the browser cache.
    await page.goto(`${service.url}/#token=${service.sessionToken}&screen=speech`);
    await page.reload();
    await page.waitForSelector('[data-testid="voice-list"] li input[type="radio"]', { state: 'attached' });
    warm.push(await page.evaluate(() => performance.now()));
    await page.goto(bareUrl);
    await page.waitForLoadState('load');
    base.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
} finally {
  await browser.close();
  await bare.close();
  await service.close();
  rmSync(dir, { recursive: true, force: true });
}

const files = bundle();
/** What the studio loads before any screen: index.html's module script and its modulepreloads. */
function initialJs(): { files: number; gzip: number } {
  const html = readFileSync(join(STATIC, 'index.html'), 'utf8');
  const paths = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\.\/([^"]+\.js)"/g)].map((m) => m[1]);
  const gzip = paths.reduce((n, path) => n + gzipSync(readFileSync(join(STATIC, path)), { level: 9 }).length, 0);
  return { files: paths.length, gzip };
}
const initial = initialJs();
const md = `## Studio: bundle size and time to interactive

\`node bench/studio-load.ts\` — Debian Chromium (headless), the built renderer served by the headless service; median of ${RUNS} fresh browser contexts. ${machineLine()}.

Initial JS (\`index.html\`'s module script and its ${initial.files - 1} modulepreloads; every screen is loaded on demand): **${initial.gzip.toLocaleString('en')} B** gzip -9 (goal ≤ 120,000 B).

| Renderer file | bytes | gzip -9 |
|---|---|---|
${files.map((f) => `| ${f.file} | ${f.bytes.toLocaleString('en')} | ${f.gzip.toLocaleString('en')} |`).join('\n')}

| Load | median ms | runs (ms) |
|---|---|---|
| Baseline: one-line HTML from a bare Fastify static server, to its load event | ${Math.round(median(base))} | ${base.map(Math.round).join(', ')} |
| Studio, cold (new context), navigation start → Speech screen's voice list rendered | ${Math.round(median(cold))} | ${cold.map(Math.round).join(', ')} |
| Studio, warm (same context, cached files) | ${Math.round(median(warm))} | ${warm.map(Math.round).join(', ')} |`;
writeSection('studio-load', md);
console.log(md);

// The studio at scale: SCALE (10,000) assets and tasks (bench/lib/studio-scale.ts), beside the
// same screens on an empty workspace.
{
  const scaleDir = mkdtempSync(join(tmpdir(), 'timbre-studio-scale-'));
  const empty = await startService({ dataDir: join(scaleDir, 'empty'), port: 0, staticDir: STATIC, logLevel: 'warn', secretStore: 'file' });
  const full = await startService({ dataDir: join(scaleDir, 'full'), port: 0, staticDir: STATIC, logLevel: 'warn', secretStore: 'file' });
  const scaleBrowser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const rowsOf: Record<string, string[]> = {};
  try {
    await seed(full, join(scaleDir, 'full'));
    for (const screen of ['Library', 'Activity'] as const) {
      const base = await measure(scaleBrowser, empty, screen, false);
      const big = await measure(scaleBrowser, full, screen, true);
      rowsOf[screen] = [
        `| ${screen}: time to first rows (median; runs ${big.firstRowsRuns.map(Math.round).join(', ')}) | ${Math.round(big.firstRows)} ms | empty workspace, time to its "nothing here" line: ${Math.round(base.firstRows)} ms | < 500 ms |`,
        `| ${screen}: time to reach the oldest item by scrolling | ${((big.oldest ?? 0) / 1000).toFixed(1)} s | — | — |`,
        `| ${screen}: most DOM nodes while scrolling | ${big.maxNodes.toLocaleString('en')} | empty workspace: ${base.maxNodes.toLocaleString('en')} | < 3,000 |`,
      ];
    }
  } finally {
    await scaleBrowser.close();
    await empty.close();
    await full.close();
    rmSync(scaleDir, { recursive: true, force: true });
  }
  const n = SCALE.toLocaleString('en');
  const scaleMd = `## Studio at scale: ${n} assets and ${n} tasks

\`node bench/studio-load.ts\` — Debian Chromium (headless, 1280×900), the built renderer served by the headless service. Seeded by one real sandbox speech task whose task and asset rows are then copied in SQLite (${n} of each, a minute apart). First rows: median of ${sized(5, 1)} fresh browser contexts, timed in the page from the click event on the screen's link to the first frame after its first row is in the document. Scrolling jumps to the end of the list, again as each page arrives. ${machineLine()}.

| Measure | Result | Baseline (same run) | Goal |
|---|---|---|---|
${[...rowsOf.Library, ...rowsOf.Activity].join('\n')}`;
  writeSection('studio-scale', scaleMd);
  console.log(scaleMd);
}
