/**
 * Webhook dispatch: signed deliveries per second from a backlog to a local receiver, beside
 * a plain Node HTTP client POSTing the same bodies to the same receiver in the same run; and
 * generate-tts acknowledgement latency with and without a delivery backlog draining.
 * Run: npm run bench -- webhook-dispatch   (or: node bench/webhook-dispatch.ts)
 */
import { execFile, fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type RunningService } from '../src-service/index.ts';
import { openDatabase } from '../src-service/db/open.ts';
import { createWebhookRepo } from '../src-service/webhooks/webhook-repo.ts';
import { newEventId } from '../src-service/webhooks/payload.ts';
import { DEFAULT_CONCURRENCY } from '../src-service/webhooks/dispatcher.ts';
import { load, type LoadResult } from './lib/load.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { SMOKE, sized } from './lib/smoke.ts';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? sized(20_000, 200));
const SECONDS = Number(process.env.BENCH_SECONDS ?? sized(10, 1));

interface SinkStats {
  count: number;
  signed: number;
  bad: number;
  firstAt: number;
  lastAt: number;
}

/** The receiver, in its own process. */
async function startSink(): Promise<{ url: string; ask: <T>(msg: object) => Promise<T>; stop: () => void }> {
  const child: ChildProcess = fork(new URL('./lib/webhook-sink.ts', import.meta.url).pathname, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  const ask = <T>(msg: object) =>
    new Promise<T>((resolve) => {
      child.once('message', (m) => resolve(m as T));
      child.send(msg);
    });
  return { url: `http://127.0.0.1:${port}/hooks`, ask, stop: () => child.kill() };
}

/** The body of a task.completed event, as the dispatcher sends it. */
function body(i: number): string {
  const id = newEventId();
  return JSON.stringify({
    id,
    type: 'task.completed',
    createdAt: new Date().toISOString(),
    data: {
      taskId: `task_bench${String(i).padStart(8, '0')}`,
      taskType: 'TEXT_TO_SPEECH',
      status: 'COMPLETED',
      output: { assetIds: [`asset_bench${i}`] },
    },
  });
}

/** Deliveries per second, and this process's CPU per delivery (steadier than rates on a shared machine). */
interface Rate {
  perSecond: number;
  cpuMicros: number;
  load: number;
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** Baseline: node:http with keep-alive, the same concurrency as the dispatcher, no signing, no database. */
async function baseline(url: string, bodies: string[]): Promise<Rate> {
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const post = (b: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(b) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve());
        },
      );
      req.on('error', reject);
      req.end(b);
    });
  const t0 = performance.now();
  const c0 = cpuNow();
  await Promise.all(
    Array.from({ length: DEFAULT_CONCURRENCY }, async () => {
      while (next < bodies.length) await post(bodies[next++]);
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuNow() - c0;
  agent.destroy();
  return { perSecond: bodies.length / seconds, cpuMicros: cpu / bodies.length, load: loadavg()[0] };
}

/** Pending events for the key, due now, written straight into the database. */
function enqueue(dataDir: string, keyId: string, bodies: string[]): void {
  const db = openDatabase(join(dataDir, 'timbre.db'));
  const repo = createWebhookRepo(db);
  const now = Date.now();
  db.transaction(() => {
    for (const b of bodies) {
      const { id, type, createdAt } = JSON.parse(b) as { id: string; type: string; createdAt: string };
      repo.insertEvent({
        id,
        api_key_id: keyId,
        type,
        task_id: null,
        payload: b,
        status: 'pending',
        series: 1,
        attempts: 0,
        series_started_at: now,
        next_attempt_at: now,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
  })();
  db.close();
}

/** Ends whatever a busy run left pending, so the next idle run has nothing to deliver. */
function retirePending(dataDir: string): void {
  const db = openDatabase(join(dataDir, 'timbre.db'));
  db.prepare("UPDATE webhook_events SET status = 'failed', next_attempt_at = NULL WHERE status = 'pending'").run();
  db.close();
}

const start = (dataDir: string) => startService({ dataDir, port: 0, concurrency: 0, secretStore: 'file', logLevel: 'warn' });

async function submitLoad(service: RunningService, key: string, seconds: number): Promise<LoadResult> {
  return load({
    url: `${service.url}/api/v1/tools/generate-tts/execute`,
    connections: 32,
    seconds,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'Hello from the benchmark.', voiceId: 'alpha-cherry' }),
  });
}

const pendingCount = (service: RunningService) =>
  (service.internals.db.prepare("SELECT COUNT(*) AS n FROM webhook_events WHERE status = 'pending'").get() as { n: number }).n;

const dir = mkdtempSync(join(tmpdir(), 'timbre-bench-webhooks-'));
const sink = await startSink();
try {
  // A key whose webhook is the sink; the queue is paused so submissions make no events.
  let service = await start(dir);
  const session = { authorization: `Bearer ${service.sessionToken}`, 'content-type': 'application/json' };
  await fetch(`${service.url}/api/v1/credits/grants`, { method: 'POST', headers: session, body: JSON.stringify({ amount: 100_000_000 }) });
  const created = (await (
    await fetch(`${service.url}/api/v1/api-keys`, {
      method: 'POST',
      headers: session,
      body: JSON.stringify({ label: 'bench', webhookUrl: sink.url }),
    })
  ).json()) as { key: string; webhookSecret: string; apiKey: { id: string } };
  await sink.ask({ cmd: 'secret', secret: created.webhookSecret });

  // 1. Baseline and dispatcher, same bodies, same receiver.
  const bodies = Array.from({ length: EVENTS }, (_, i) => body(i));
  await baseline(sink.url, bodies.slice(0, 1000)); // warm-up
  const base = await baseline(sink.url, bodies);
  await service.close();
  enqueue(dir, created.apiKey.id, bodies);
  await sink.ask({ cmd: 'reset' });
  service = await start(dir);
  const c0 = cpuNow();
  for (;;) {
    const s = await sink.ask<SinkStats>({ cmd: 'stats' });
    if (s.count >= EVENTS) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const drained = await sink.ask<SinkStats>({ cmd: 'stats' });
  const dispatch: Rate = {
    perSecond: (drained.count - 1) / ((drained.lastAt - drained.firstAt) / 1000),
    cpuMicros: (cpuNow() - c0) / drained.count,
    load: loadavg()[0],
  };
  const dispatchRate = dispatch.perSecond;
  // Outcomes are committed a few milliseconds after their answers.
  const deliveredCount = () =>
    (service.internals.db.prepare("SELECT COUNT(*) AS n FROM webhook_events WHERE status = 'delivered'").get() as { n: number }).n;
  for (let i = 0; i < 100 && deliveredCount() < EVENTS; i++) await new Promise((r) => setTimeout(r, 50));
  const delivered = deliveredCount();

  await service.close();

  // 2. Submit latency with the dispatcher idle and while a backlog drains, alternated twice
  // so drift on a shared machine shows rather than biasing one side.
  const idleRun = async (): Promise<LoadResult> => {
    const s = await start(dir);
    try {
      return await submitLoad(s, created.key, SECONDS);
    } finally {
      await s.close();
    }
  };
  const busyRun = async () => {
    // Big enough to outlast the run, so the dispatcher is busy throughout.
    const backlog = Array.from({ length: Math.ceil(dispatchRate * (SECONDS + 5) * 1.5) }, (_, i) => body(i));
    enqueue(dir, created.apiKey.id, backlog);
    await sink.ask({ cmd: 'reset' });
    const s = await start(dir);
    try {
      while ((await sink.ask<SinkStats>({ cmd: 'stats' })).count === 0) await new Promise((r) => setTimeout(r, 20));
      const before = await sink.ask<SinkStats>({ cmd: 'stats' });
      const result = await submitLoad(s, created.key, SECONDS);
      const after = await sink.ask<SinkStats>({ cmd: 'stats' });
      return { result, rate: (after.count - before.count) / SECONDS, left: pendingCount(s) };
    } finally {
      await s.close();
      retirePending(dir);
    }
  };
  /** Reference: no backlog, but a plain client in another process POSTs to the receiver at the rate the backlog run reached. */
  const sharedCpuRun = async (rate: number) => {
    const s = await start(dir);
    try {
      const client = new Promise<{ sent: number }>((resolve, reject) =>
        execFile(
          process.execPath,
          [new URL('./lib/post-loop.ts', import.meta.url).pathname, sink.url, String(SECONDS), String(Math.round(rate))],
          (err, out) => (err ? reject(err) : resolve(JSON.parse(out) as { sent: number })),
        ),
      );
      const result = await submitLoad(s, created.key, SECONDS);
      return { result, rate: (await client).sent / SECONDS };
    } finally {
      await s.close();
    }
  };
  const warm = await start(dir);
  await submitLoad(warm, created.key, SMOKE ? 1 : 3);
  await warm.close();
  const runs: Array<{ label: string; result: LoadResult; load?: number }> = [];
  for (const round of SMOKE ? [1] : [1, 2]) {
    runs.push({ label: `Dispatcher idle (round ${round})`, result: await idleRun() });
    runs[runs.length - 1].load = loadavg()[0];
    const busy = await busyRun();
    runs.push({
      label: `Dispatcher draining a backlog (round ${round}: ${Math.round(busy.rate)} deliveries/s during the run, ${busy.left.toLocaleString('en')} still pending at its end)`,
      result: busy.result,
      load: loadavg()[0],
    });
    const shared = await sharedCpuRun(busy.rate);
    runs.push({
      label: `Reference: dispatcher idle, a plain client in another process POSTing to the same receiver at that rate (round ${round}: ${Math.round(shared.rate)}/s)`,
      result: shared.result,
      load: loadavg()[0],
    });
  }

  // Each round's busy and reference runs beside the idle run just before them.
  const ratios = runs
    .filter((_, i) => i % 3 === 0)
    .map((idle, k) => {
      const [busy, ref] = [runs[3 * k + 1].result, runs[3 * k + 2].result];
      const r = (x: LoadResult) => (x.requestsPerSecond / idle.result.requestsPerSecond).toFixed(2);
      return `Round ${k + 1}: submit throughput while the backlog drains / idle: **${r(busy)}**; reference (plain client in another process) / idle: ${r(ref)}.`;
    })
    .join(' ');
  const fmt = (r: LoadResult) => `${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.non2xx + r.errors}`;
  const rate = (r: Rate) => `${Math.round(r.perSecond)} | ${Math.round(r.cpuMicros)} | ${r.load.toFixed(2)}`;
  const md = `## Webhook dispatch

\`node bench/webhook-dispatch.ts\` — ${EVENTS.toLocaleString('en')} events, ${DEFAULT_CONCURRENCY} deliveries in flight, receiver in its own process on loopback (answers 204, checks every X-Service-Signature). ${machineLine()}.

| Run | deliveries/s | CPU µs/delivery | load avg |
|---|---|---|---|
| Baseline: plain node:http client (keep-alive, ${DEFAULT_CONCURRENCY} in flight), same bodies, no signing, no database | ${rate(base)} |
| Timbre dispatcher: backlog in SQLite → signed (both schemes) → POST → attempt row + status in SQLite | **${rate(dispatch)}** |

Dispatcher: **${Math.round(dispatchRate)} signed deliveries/s** (target ≥ 1,000); / baseline: ${(dispatchRate / base.perSecond).toFixed(2)}; CPU per delivery / baseline: ${(dispatch.cpuMicros / base.cpuMicros).toFixed(2)}×. ${drained.count.toLocaleString('en')} received, ${drained.signed.toLocaleString('en')} signatures checked, ${drained.bad} bad; ${delivered.toLocaleString('en')} events marked delivered.

Task acknowledgements (generate-tts, 32 connections, ${SECONDS} s, queue paused) with the dispatcher idle and while a backlog drains:

| Run | req/s | p50 ms | p99 ms | non-2xx/errors | load avg |
|---|---|---|---|---|---|
${runs.map((r) => `| ${r.label} | ${fmt(r.result)} | ${(r.load ?? 0).toFixed(2)} |`).join('\n')}

${ratios}

The dispatcher runs in a worker thread of the service that reads the queue through its own
SQLite connection and hands answered attempts to the service's thread, whose connection records
them (one short transaction per batch; the worker never writes), so it shares the CPU with the
submit path but hardly its event loop; while that loop is more than 80 % busy
it sends one attempt at a time, at most 100/s. On this 2-core machine the service, the load generator (autocannon)
and the receiver share the CPU, so the backlog rows include the receiver's work too; the reference
rows show what deliveries cost the submit path when they do not run in the service at all and
only compete for the CPU.

Where the dispatcher's CPU goes, from per-thread CPU (/proc) in three alternated pairs of runs
of this first table on the code before and after the last change, load 5-7.6: the worker
thread took 252-256 µs a delivery before and 191-214 after, the service's thread 83-87 before
and 63-70 after; dispatcher / baseline went from 0.67 (median; CPU 1.87×) to 0.79 (CPU 1.51×).
What changed: the attempts in flight share one timer and one abort listener (a setTimeout,
clearTimeout, addEventListener and removeEventListener per attempt before), each webhook URL
is parsed once, the body goes out as the string it is, and outcomes are committed every 20 ms
rather than every 5 (~50 a transaction instead of ~10 at these rates: recording costs the
service's thread ~40 µs an outcome rather than ~55, and half the messages). What is left:
the worker's HTTP work alone is now cheaper than the baseline's (~150 vs ~160 µs in a
same-process comparison), the two HMACs and five more headers add ~35 µs, and the service's
thread pays ~40 µs of SQLite per delivery (the attempt row, and the event's update, which
moves it out of the due index) plus the garbage collection of a second isolate. The baseline
is a plain client as anyone would write one: it parses its URL string per request and is
measured alone in its process; nothing of Timbre's work is skipped (both signatures, the
attempt log, the status update).
Since those runs the attempt insert and the event's update bind by position (~3 µs less of
the service's thread a delivery); three more alternated pairs on that code, load 4.5-6.3:
CPU per delivery / baseline 2.04× before (median), 1.62× after; worker 250-271 → 206-227 µs,
service's thread 81-93 → 57-67 µs; throughput ratios 0.42-0.84 before and 0.69-0.80 after
(at this load they swing with the scheduler more than with the code). Those pairs shared the
machine with other builds; the tables above are one run on a quiet machine (load in each row).
Two quiet runs of this code, back to back: 0.90× (4,392 against 4,894/s) and 0.82× (4,684
against 5,684/s), submit while draining 0.91 / 0.91 and 0.91 / 0.87 of idle. The 0.9× goal is
reached in one run of two, not reliably.`;
  if (!SMOKE) writeSection('webhook-dispatch', md);
  console.log(md);
} finally {
  sink.stop();
  rmSync(dir, { recursive: true, force: true });
}
