/**
 * Cost growth with scale: generate-tts acknowledgements (32 connections, queue paused) with
 * 10^3, 10^5 and 10^6 tasks already in the database, each beside a bare Fastify route doing
 * one SQLite insert into a table of the same size, in the same run; then library listings
 * (GET /api/v1/assets, with and without q=) with 10^4 assets in the database, beside a bare
 * route reading the same 50 rows from the same file.
 *
 * The history is written straight into a stopped service's database in big transactions:
 * COMPLETED generate-tts tasks, each with its hold and capture ledger rows, plus one grant
 * per batch covering that batch's captures, so `account.balance/held` and the key's
 * `credits_used` stay equal to what the ledger says.
 *
 * Run: node bench/scale.ts   (or: node bench/run.ts scale)
 * Env: BENCH_SCALE_SIZES (default 1000,100000,1000000), BENCH_SCALE_ASSETS (10000), BENCH_SCALE_ROUNDS (3),
 *      BENCH_SECONDS (5 per load run), BENCH_LIST_SECONDS (5 per listing run).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { startService, type RunningService } from '../src-service/index.ts';
import { BATCH, prefill, type Fill } from './lib/history.ts';
import { startInsertBaseline } from './lib/insert-baseline.ts';
import { load as loadRun, type LoadResult } from './lib/load.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { SMOKE, sized } from './lib/smoke.ts';
import { f, loadAverage, median } from './lib/stats.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? sized('1000,100000,1000000', '1000')).split(',').map((s) => Number(s.trim()));
const ASSETS = Number(process.env.BENCH_SCALE_ASSETS ?? sized(10_000, 1000));
const SECONDS = Number(process.env.BENCH_SECONDS ?? sized(5, 1));
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? sized(3, 1));
const LIST_SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? sized(5, 1));
const CONNECTIONS = 32;

/**
 * One autocannon run, plus the CPU time this process (where both servers run) spent per
 * answered request: unlike latency, that barely moves when other work shares the machine.
 */
type Measured = LoadResult & { cpuUs: number };
async function load(opts: Parameters<typeof loadRun>[0]): Promise<Measured> {
  const before = process.cpuUsage();
  const r = await loadRun(opts);
  const used = process.cpuUsage(before);
  return { ...r, cpuUs: (used.user + used.system) / Math.max(1, r.total) };
}

const SUBMIT_BODY = JSON.stringify({ text: 'Hello from the benchmark.', voiceId: 'alpha-cherry' });

/** The baseline: a bare Fastify route inserting one row into a table that already holds `rows` rows. */
async function baseline(dir: string, rows: number, seconds = SECONDS): Promise<Measured> {
  const base = await startInsertBaseline(dir, { rows, fillBody: SUBMIT_BODY, name: `baseline-${rows}` });
  try {
    return await load({
      url: base.url,
      connections: CONNECTIONS,
      seconds,
      headers: { 'content-type': 'application/json' },
      body: SUBMIT_BODY,
    });
  } finally {
    await base.close();
  }
}

/** The baseline of a listing: the same 50 rows of the same file, one query, no auth, no mapping. */
async function listingBaseline(file: string): Promise<Measured> {
  const db = new Database(file, { readonly: true });
  const page = db.prepare('SELECT * FROM assets ORDER BY id DESC LIMIT 50');
  const app = Fastify({ logger: false });
  app.get('/assets', async () => ({ data: { assets: page.all() } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  try {
    return await load({ url: `http://127.0.0.1:${port}/assets`, connections: CONNECTIONS, seconds: LIST_SECONDS, method: 'GET' });
  } finally {
    await app.close();
    db.close();
  }
}

async function json(res: Response): Promise<any> {
  if (!res.ok) throw new Error(`${res.url}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** A stopped-and-started service: key created on the first start, history written while stopped. */
async function createKey(dataDir: string): Promise<{ key: string; keyId: string }> {
  const s = await startService({ dataDir, port: 0, concurrency: 0, logLevel: 'warn' });
  try {
    const created = await json(
      await fetch(`${s.url}/api/v1/api-keys`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.sessionToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ label: 'bench' }),
      }),
    );
    return { key: created.key, keyId: created.apiKey.id };
  } finally {
    await s.close();
  }
}

interface SizeResult {
  size: number;
  fill: Fill;
  startMs: number[];
  base: Measured[];
  timbre: Measured[];
  load: string[];
}

/** Median of one field over rounds. */
const med = (runs: Measured[], pick: (r: Measured) => number) => median(runs.map(pick));

const root = mkdtempSync(join(tmpdir(), 'timbre-scale-'));
const listings: Array<{ label: string; r: Measured; items: number }> = [];
let listingBase: Measured | undefined;
const taskListings: Array<{ label: string; r: Measured }> = [];
let pendingAtListing = 0;
const largest = Math.max(...SIZES);
try {
  // Warm-up (JIT, page cache) on a throwaway service and baseline, so the first run is not penalized.
  // A smoke run (BENCH_SMOKE=1) measures nothing, so it skips the extra service start.
  if (!SMOKE) {
    const dataDir = join(root, 'warm-up');
    const { key } = await createKey(dataDir);
    const s = await startService({ dataDir, port: 0, concurrency: 0, logLevel: 'warn' });
    await load({
      url: `${s.url}/api/v1/tools/generate-tts/execute`,
      connections: CONNECTIONS,
      seconds: 3,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: SUBMIT_BODY,
    });
    await s.close();
    rmSync(dataDir, { recursive: true, force: true });
    await baseline(root, 0, 3);
  }
  // One template data folder per size, written once; every run gets a fresh copy, so the tasks a
  // load run adds never count towards the next run's size.
  const templates = new Map<number, { dir: string; key: string }>();
  const results = new Map<number, SizeResult>();
  for (const size of SIZES) {
    const dir = join(root, `template-${size}`);
    const { key, keyId } = await createKey(dir);
    const withAssets = size === largest ? Math.min(ASSETS, size) : 0;
    const fill = prefill(join(dir, 'timbre.db'), keyId, size, withAssets);
    console.log(`[scale] ${size} tasks (+${withAssets} assets) written in ${f(fill.seconds)} s, db ${f(fill.fileMiB, 0)} MiB`);
    templates.set(size, { dir, key });
    results.set(size, { size, fill, startMs: [], base: [], timbre: [], load: [] });
  }

  // Rounds interleave the sizes (order reversed every other round), so a busy spell on the
  // machine spreads over all of them instead of landing on one.
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? SIZES : [...SIZES].reverse();
    for (const size of order) {
      const { dir: template, key } = templates.get(size)!;
      const res = results.get(size)!;
      res.load.push(loadAverage());
      const base = await baseline(root, size);
      const dataDir = join(root, `run-${size}-${round}`);
      cpSync(template, dataDir, { recursive: true });
      const t0 = performance.now();
      const service: RunningService = await startService({ dataDir, port: 0, concurrency: 0, logLevel: 'warn' });
      res.startMs.push(performance.now() - t0);
      try {
        const session = { authorization: `Bearer ${service.sessionToken}`, 'content-type': 'application/json' };
        await json(
          await fetch(`${service.url}/api/v1/credits/grants`, {
            method: 'POST',
            headers: session,
            body: JSON.stringify({ amount: 100_000_000 }),
          }),
        );
        const timbre = await load({
          url: `${service.url}/api/v1/tools/generate-tts/execute`,
          connections: CONNECTIONS,
          seconds: SECONDS,
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: SUBMIT_BODY,
        });
        res.base.push(base);
        res.timbre.push(timbre);
        console.log(
          `[scale] round ${round} @${size}: baseline ${Math.round(base.requestsPerSecond)} req/s p99 ${base.p99} | timbre ${Math.round(timbre.requestsPerSecond)} req/s p50 ${timbre.p50} p99 ${timbre.p99} cpu ${Math.round(timbre.cpuUs)} µs`,
        );

        if (round === ROUNDS && size === largest && ASSETS > 0) {
          const auth = { authorization: `Bearer ${key}` };
          const cases: Array<[string, string]> = [
            ['newest 50 (`?limit=50`)', 'limit=50'],
            ['`q=` matching every asset (`q=Cherry`)', 'limit=50&q=Cherry'],
            ['`q=` matching 1 in 1,000 (`q=lighthouse`)', 'limit=50&q=lighthouse'],
            ['`q=` matching nothing (`q=zebra`)', 'limit=50&q=zebra'],
          ];
          listingBase = await listingBaseline(join(dataDir, 'timbre.db'));
          for (const [label, qs] of cases) {
            const url = `${service.url}/api/v1/assets?${qs}`;
            const items = (await json(await fetch(url, { headers: auth }))).data.assets.length as number;
            const r = await load({ url, connections: CONNECTIONS, seconds: LIST_SECONDS, method: 'GET', headers: auth });
            listings.push({ label, r, items });
            console.log(`[scale] GET /assets?${qs}: ${Math.round(r.requestsPerSecond)} req/s p50 ${r.p50} p99 ${r.p99} (${items} items)`);
          }
          // The queue view over the same history: the newest page, and a status filter that matches nothing.
          pendingAtListing = (
            service.internals.db.prepare("SELECT COUNT(*) AS n FROM tasks WHERE status = 'PENDING'").get() as { n: number }
          ).n;
          const taskCases: Array<[string, string]> = [
            ['`GET /api/v1/tasks?limit=50`', 'limit=50'],
            ['`GET /api/v1/tasks?status=FAILED&limit=50` (no FAILED task)', 'status=FAILED&limit=50'],
          ];
          for (const [label, qs] of taskCases) {
            const r = await load({
              url: `${service.url}/api/v1/tasks?${qs}`,
              connections: 4,
              seconds: LIST_SECONDS,
              method: 'GET',
              headers: auth,
            });
            taskListings.push({ label, r });
            console.log(`[scale] GET /tasks?${qs}: ${Math.round(r.requestsPerSecond)} req/s p50 ${r.p50} p99 ${r.p99}`);
          }
        }
      } finally {
        await service.close();
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const row = (r: Measured) => `${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.non2xx + r.errors} | ${Math.round(r.cpuUs)}`;
  const medRow = (runs: Measured[]) =>
    `${Math.round(med(runs, (r) => r.requestsPerSecond))} | ${med(runs, (r) => r.p50)} | **${med(runs, (r) => r.p99)}** (${runs.map((r) => r.p99).join(', ')}) | ${runs.reduce((n, r) => n + r.non2xx + r.errors, 0)} | ${Math.round(med(runs, (r) => r.cpuUs))}`;
  const sized = SIZES.map((n) => results.get(n)!);
  const first = sized[0];
  const last = sized[sized.length - 1];
  const p99 = (runs: Measured[]) => med(runs, (r) => r.p99);
  const cpu = (runs: Measured[]) => med(runs, (r) => r.cpuUs);
  const rps = (runs: Measured[]) => med(runs, (r) => r.requestsPerSecond);
  const ratio = p99(last.timbre) / p99(first.timbre);
  const sizeLabel = (n: number) => n.toLocaleString('en-US');
  const md = `## Cost growth with scale

\`node bench/scale.ts\` — ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, autocannon in its own process on loopback;
queue paused (\`concurrency: 0\`), 100,000,000 credits granted first, after a 3 s warm-up of both servers. ${machineLine()}.
History written once per size into a stopped service's database: COMPLETED generate-tts tasks spread over 30 days, each
with its hold (written by the task's insert) and capture ledger rows, one grant per ${sizeLabel(BATCH)} tasks covering their captures (account balance/held
and the key's usage stay equal to the ledger). Every run starts the service on a fresh copy of that data folder, so the
tasks a run adds never count towards the next. Baseline: a bare Fastify route doing one SQLite insert into a table
pre-filled with the same number of rows, run just before. Rounds interleave the sizes. Figures are medians over the rounds
(each round's p99 in brackets); "CPU µs/req" is the CPU time of the benchmark process (where both servers run;
autocannon is a child) per answered request, the figure least disturbed by other work on this shared machine.

| Tasks in the DB | Run | req/s | p50 ms | p99 ms (rounds) | errors | CPU µs/req |
|---|---|---|---|---|---|---|
${sized
  .map(
    (r) => `| ${sizeLabel(r.size)} | Baseline: bare Fastify, one insert into ${sizeLabel(r.size)} rows | ${medRow(r.base)} |
| ${sizeLabel(r.size)} | **Timbre submit** (DB ${f(r.fill.fileMiB, 0)} MiB, start-up ${Math.round(median(r.startMs))} ms) | ${medRow(r.timbre)} |`,
  )
  .join('\n')}

Submit p99 at ${sizeLabel(last.size)} / at ${sizeLabel(first.size)} tasks (medians): **${f(ratio, 2)}×** (target ≤ 2×); the baseline's own
ratio: ${f(p99(last.base) / p99(first.base), 2)}×. Submit CPU per request ${sizeLabel(last.size)} / ${sizeLabel(first.size)}: **${f(cpu(last.timbre) / cpu(first.timbre), 2)}×**
(baseline ${f(cpu(last.base) / cpu(first.base), 2)}×). Throughput ${sizeLabel(last.size)} / ${sizeLabel(first.size)}: ${f(rps(last.timbre) / rps(first.timbre), 2)}
(baseline ${f(rps(last.base) / rps(first.base), 2)}). Writing the history took ${sized.map((r) => `${f(r.fill.seconds)} s`).join(', ')}; load average at the start of
the rounds: ${sized.map((r) => `${sizeLabel(r.size)}: ${r.load.join(', ')}`).join('; ')}.
${
  listingBase
    ? `
Library listing with ${sizeLabel(Math.min(ASSETS, largest))} assets (and ${sizeLabel(largest)} tasks) in the database, API key principal, ${CONNECTIONS} connections, ${LIST_SECONDS} s each:

| Request | req/s | p50 ms | p99 ms | errors | CPU µs/req | items |
|---|---|---|---|---|---|---|
| Baseline: bare Fastify route, \`SELECT * FROM assets ORDER BY id DESC LIMIT 50\` on the same file | ${row(listingBase)} | 50 |
${listings.map((l) => `| \`GET /api/v1/assets\`: ${l.label} | ${row(l.r)} | ${l.items} |`).join('\n')}

Task listings over the same history (4 connections, ${LIST_SECONDS} s; the newest tasks are the ${pendingAtListing.toLocaleString('en-US')} PENDING ones the submit run left):

| Request | req/s | p50 ms | p99 ms | errors | CPU µs/req |
|---|---|---|---|---|---|
${taskListings.map((l) => `| ${l.label} | ${row(l.r)} |`).join('\n')}

How the listings stay cheap (query plans of \`task-repo\`/\`asset-repo\`): one statement per filter combination, each
walking the index that matches it newest-first and reading only the rows it returns: \`(status, id, lane)\` for a status, and for
a key with a status that index too unless the status is COMPLETED (where nearly every task ends; there the key's
\`(api_key_id, id)\` is the shorter walk). Queue positions of a page's PENDING tasks are counted per lane in one pass
over that covering index (a count up to the oldest, then only the gaps), so a page costs about one count of its lane's queue.
`
    : ''
}`;
  writeSection('scale', md);
  console.log(md);
} finally {
  rmSync(root, { recursive: true, force: true });
}
