/**
 * Where the credits went (`GET /api/v1/usage`, `GET /api/v1/usage.csv`) over a ledger of
 * ~120,000 rows: a year of ~165 tasks a day by four keys (each task's hold plus its capture or
 * refund), written into the database as the service writes them. The report reads the
 * settlement rows of the range, joins their tasks and groups them by day × key × tool × voice.
 * Baseline, same run: one page of the ledger (`GET /api/v1/credits/ledger?limit=1000`), the
 * cheapest read of the same table the studio already makes. Medians of 7.
 * Run: node bench/usage-report.ts   (or: node bench/run.ts usage-report)
 */
import { loadavg } from 'node:os';
import { startTestService } from '../test/helpers/service.ts';
import { writeUsageHistory } from '../test/helpers/usage-history.ts';
import { createUsageRepo } from '../src-service/usage/usage-repo.ts';
import { usageRange } from '../src-service/usage/usage-range.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { sized } from './lib/smoke.ts';

const RUNS = sized(7, 1);
/** The history: days of it, and tasks a day. */
const DAYS = sized(365, 20);
const PER_DAY = sized(190, 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const DAY = 86_400_000;
const day = (back: number) => new Date(Date.now() - back * DAY).toISOString().slice(0, 10);

// As served: answers are not checked against their schemas here (tests turn that on).
const t = await startTestService({ concurrency: 0, liveConcurrency: 0, checkResponses: false });
const rows: string[] = [];
try {
  const keyIds: string[] = [];
  for (const label of ['Podcast app', 'Editor plugin', 'Course builder', 'Game dialogue']) {
    await t.createKey(label);
  }
  const listed = await t.fetch('/api/v1/api-keys');
  if (listed.status !== 200) throw new Error(`listing keys: ${listed.status} ${await listed.text()}`);
  const keys = ((await listed.json()) as { data: Array<{ id: string }> }).data;
  keyIds.push(...keys.map((k) => k.id));
  const db = t.service.internals.db;
  const started = performance.now();
  const tasks = writeUsageHistory(db, { keyIds, days: DAYS, perDay: PER_DAY });
  const writeMs = performance.now() - started;
  // The write held the event loop for seconds: let the server close the connections that idled
  // past their keep-alive meanwhile, before the client reuses one of them.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const ledgerRows = (db.prepare('SELECT COUNT(*) AS n FROM ledger').get() as { n: number }).n;

  // Wall time to the last byte, and CPU time of this process (the service runs in it).
  const timed = async (path: string) => {
    const ms: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const used = process.cpuUsage();
      const res = await t.fetch(path);
      bytes = (await res.arrayBuffer()).byteLength;
      const spent = process.cpuUsage(used);
      ms.push(performance.now() - start);
      cpu.push((spent.user + spent.system) / 1000);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    }
    return { ms: median(ms), cpu: median(cpu), bytes };
  };
  const cases: Array<[string, string]> = [
    ['Baseline: a ledger page of 1,000 rows', '/api/v1/credits/ledger?limit=1000'],
    ['Usage, last 7 days', `/api/v1/usage?from=${day(6)}&to=${day(0)}`],
    ['Usage, last 30 days (the default)', '/api/v1/usage'],
    ['Usage, last 90 days', `/api/v1/usage?from=${day(89)}&to=${day(0)}`],
    ['Usage, 366 days', `/api/v1/usage?from=${day(365)}&to=${day(0)}`],
    ['Usage, 366 days in Europe/Paris (two offset changes)', `/api/v1/usage?from=${day(365)}&to=${day(0)}&tz=Europe/Paris`],
    ['Usage, 366 days, one key', `/api/v1/usage?from=${day(365)}&to=${day(0)}&apiKeyId=${keyIds[0]}`],
    ['CSV, 90 days', `/api/v1/usage.csv?from=${day(89)}&to=${day(0)}`],
    ['CSV, 366 days', `/api/v1/usage.csv?from=${day(365)}&to=${day(0)}`],
  ];
  for (const [label, path] of cases) {
    const r = await timed(path);
    rows.push(`| ${label} | ${r.ms.toFixed(1)} ms | ${r.cpu.toFixed(1)} ms | ${r.bytes.toLocaleString('en')} B |`);
    console.log(label, r.ms.toFixed(1), 'ms', r.cpu.toFixed(1), 'ms cpu');
  }
  // The longest the report holds the event loop: one piece of the range (a month's query).
  const repo = createUsageRepo(db);
  const year = usageRange({ from: day(365), to: day(0) }, new Date());
  const piece: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let longest = 0;
    for (const chunk of year.chunks) {
      const used = process.cpuUsage();
      repo.cells({ ...chunk, spans: year.spans, apiKeyId: undefined });
      const spent = process.cpuUsage(used);
      longest = Math.max(longest, (spent.user + spent.system) / 1000);
    }
    piece.push(longest);
  }
  rows.push(
    '',
    `Longest piece of a year-long report (one of its ${year.chunks.length} month queries, CPU, median of ${RUNS}): ${median(piece).toFixed(1)} ms; the event loop turns between pieces.`,
  );
  const plan = db
    .prepare(
      `EXPLAIN QUERY PLAN SELECT 1 FROM ledger l JOIN tasks t ON t.id = l.task_id
        WHERE l.kind IN ('capture', 'refund') AND l.created_at >= ? AND l.created_at < ?`,
    )
    .all(day(30), day(0)) as Array<{ detail: string }>;
  rows.push(`Query plan: ${plan.map((p) => p.detail).join('; ')}.`);
  rows.unshift(
    `${tasks.toLocaleString('en')} tasks over ${DAYS} days, ${ledgerRows.toLocaleString('en')} ledger rows (written in ${Math.round(writeMs)} ms).`,
    '',
    '| Request | Median time | Median CPU | Answer |',
    '|---|---|---|---|',
  );
} finally {
  await t.dispose();
}

const md = `## Usage report over a year of ledger

\`node bench/usage-report.ts\` — a test service on loopback, the history written as the service writes it (see the file). Median of ${RUNS}. ${machineLine()}; load average ${loadavg()[0].toFixed(1)} at the end (other work shared the machine: read CPU time beside the baseline rather than wall time). A report is read a month at a time with a turn of the event loop between (usage-range.ts), so a year-long one never holds other requests for its whole query.

${rows.join('\n')}`;
writeSection('usage-report', md);
console.log(md);
