/**
 * wait-for-task fan-out: 1,000 concurrent callers (keep-alive, one connection each) waiting
 * on 10 `sandbox:slow` tasks, 100 per task. Measures the time from each task's completedAt to
 * each waiter's answer, and checks that every waiter answered COMPLETED. Baseline in the same
 * run: a plain node:http server holding the same requests and answering them from an
 * EventEmitter when a timer "completes" its tasks. The callers run in a child process
 * (undici Pool) so they do not share the server's event loop.
 *
 * Every request must be answered as expected (warm-up 200, submit 200, every wait 200 and
 * COMPLETED) and every waiter must keep its one connection: otherwise the bench fails instead of
 * measuring something else.
 *
 * Run: node bench/wait-fanout.ts   (or: node bench/run.ts wait-fanout)
 * Env: BENCH_WAIT_TASKS (10), BENCH_WAITERS_PER_TASK (100), BENCH_SLOW_MS (3000).
 */
import { spawn } from 'node:child_process';
import { subscribe } from 'node:diagnostics_channel';
import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { call } from './lib/http.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { SMOKE, sized } from './lib/smoke.ts';
import { f, loadAverage, percentile } from './lib/stats.ts';

const TASKS = Number(process.env.BENCH_WAIT_TASKS ?? sized(10, 2));
const PER_TASK = Number(process.env.BENCH_WAITERS_PER_TASK ?? sized(100, 5));
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? sized(3000, 1000));
const WAITERS = TASKS * PER_TASK;
const CLIENT_ENV = 'TIMBRE_BENCH_WAIT_CLIENT';

/** What the client process is told: where to submit, where to wait, with which credential. */
interface ClientConfig {
  origin: string;
  /** Sent with every request; the JSON Content-Type is added only to the ones with a body. */
  headers: Record<string, string>;
  warmPath: string;
  /** Timbre: one generate-tts per task. Baseline: one POST that creates every task. */
  submit: { path: string; body: string; times: number };
  waitPath: string;
  tasks: number;
  perTask: number;
}

/** What it answers: one entry per waiter, times in ms since the epoch (fractional). */
interface ClientResult {
  connectionsOpened: number;
  submittedAt: number;
  lastWaitSentAt: number;
  waiters: Array<{ taskId: string; status: string; completedAt: number; answeredAt: number; httpStatus: number }>;
}

const nowMs = () => performance.timeOrigin + performance.now();

/** The callers: warm one connection per waiter, submit, send every wait, collect the answers. */
async function client(cfg: ClientConfig): Promise<void> {
  const total = cfg.tasks * cfg.perTask;
  let opened = 0;
  const pool = new Pool(cfg.origin, {
    connections: total,
    pipelining: 1,
    keepAliveTimeout: 120_000,
    headersTimeout: 300_000,
    bodyTimeout: 300_000,
  });
  pool.on('connect', () => opened++);
  const json = { ...cfg.headers, 'content-type': 'application/json' };
  // One request per connection at once opens `total` connections before anything is measured.
  // A GET without a body carries no Content-Type (the service's edge answers 415 to one, and
  // closes the connection, so the waits would then measure fresh connections).
  await Promise.all(
    Array.from({ length: total }, async () => {
      const res = await pool.request({ path: cfg.warmPath, method: 'GET', headers: cfg.headers });
      const text = await res.body.text();
      if (res.statusCode !== 200) throw new Error(`warm-up GET ${cfg.warmPath} answered ${res.statusCode}: ${text.slice(0, 300)}`);
    }),
  );
  if (opened !== total) throw new Error(`warm-up opened ${opened} connections for ${total} waiters`);

  const submittedAt = nowMs();
  const taskIds: string[] = [];
  for (let i = 0; i < cfg.submit.times; i++) {
    const res = await pool.request({
      path: cfg.submit.path,
      method: 'POST',
      headers: json,
      body: cfg.submit.body.replace('#', String(i)),
    });
    const body = (await res.body.json()) as { data: { taskId?: string; taskIds?: string[] } };
    if (res.statusCode !== 200) throw new Error(`submit answered ${res.statusCode}: ${JSON.stringify(body)}`);
    taskIds.push(...(body.data.taskIds ?? [body.data.taskId!]));
  }
  // When each request's headers actually went out on its socket (not when it was queued).
  let lastWaitSentAt = 0;
  subscribe('undici:client:sendHeaders', () => (lastWaitSentAt = nowMs()));
  const waits: Array<Promise<ClientResult['waiters'][number]>> = [];
  for (const taskId of taskIds) {
    for (let j = 0; j < cfg.perTask; j++) {
      waits.push(
        (async () => {
          const res = await pool.request({
            path: cfg.waitPath,
            method: 'POST',
            headers: json,
            body: JSON.stringify({ taskId, timeoutSeconds: 120 }),
          });
          const text = await res.body.text();
          const answeredAt = nowMs();
          if (res.statusCode !== 200) throw new Error(`wait for ${taskId} answered ${res.statusCode}: ${text.slice(0, 300)}`);
          const data = (JSON.parse(text) as { data?: { status: string; completedAt?: string } }).data;
          if (data?.status !== 'COMPLETED' || !data.completedAt) throw new Error(`wait for ${taskId} answered ${text.slice(0, 300)}`);
          return {
            taskId,
            status: data?.status ?? `HTTP ${res.statusCode}`,
            completedAt: data?.completedAt ? Date.parse(data.completedAt) : Number.NaN,
            answeredAt,
            httpStatus: res.statusCode,
          };
        })(),
      );
    }
  }
  const waiters = await Promise.all(waits);
  await pool.close();
  // Every waiter kept the connection it warmed: a reopened one would add its handshake to the figures.
  if (opened !== total) throw new Error(`${opened} connections opened for ${total} waiters: some were dropped and reopened`);
  const result: ClientResult = { connectionsOpened: opened, submittedAt, lastWaitSentAt, waiters };
  process.stdout.write(JSON.stringify(result));
}

/** Runs the client process against one server and returns what it measured. */
function runClient(cfg: ClientConfig): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      env: { ...process.env, [CLIENT_ENV]: JSON.stringify(cfg) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    const timer = setTimeout(() => child.kill(), 240_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`wait client exited with ${code}`));
      resolve(JSON.parse(out) as ClientResult);
    });
  });
}

/** The baseline server: holds each wait, answers every holder of a task when its timer fires. */
async function baselineServer(): Promise<{ server: Server; origin: string }> {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const done = new Map<string, { taskId: string; status: string; completedAt: string }>();
  let next = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d));
    req.on('end', () => {
      const answer = (record: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ data: record }));
      };
      if (req.url === '/health') return answer({ status: 'ok' });
      if (req.url === '/submit') {
        // Task i completes SLOW_MS + offsets[i] ms from now (Timbre's own completion schedule, replayed).
        const { offsets } = JSON.parse(body) as { offsets: number[] };
        const taskIds = offsets.map(() => `task_${next++}`);
        offsets.forEach((offset, i) =>
          setTimeout(() => {
            const taskId = taskIds[i];
            const record = { taskId, status: 'COMPLETED', completedAt: new Date().toISOString() };
            done.set(taskId, record);
            bus.emit(`task:${taskId}`, record);
          }, SLOW_MS + offset),
        );
        return answer({ taskIds });
      }
      if (req.url === '/wait') {
        const { taskId } = JSON.parse(body) as { taskId: string };
        const record = done.get(taskId);
        if (record) return answer(record);
        bus.once(`task:${taskId}`, answer);
        return;
      }
      res.writeHead(404).end();
    });
  });
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

interface Summary {
  answered: number;
  completed: number;
  p50: number;
  p99: number;
  max: number;
  lateSends: number;
  sendMarginMs: number;
  completionSpreadMs: number;
  connections: number;
  loadAvg: string;
}

function summarize(r: ClientResult, loadAvg: string): Summary {
  const lat = r.waiters.filter((w) => Number.isFinite(w.completedAt)).map((w) => w.answeredAt - w.completedAt);
  const completions = [...new Set(r.waiters.map((w) => w.completedAt).filter(Number.isFinite))];
  const firstCompletion = Math.min(...completions);
  return {
    answered: r.waiters.filter((w) => w.httpStatus === 200).length,
    completed: r.waiters.filter((w) => w.status === 'COMPLETED').length,
    p50: percentile(lat, 50),
    p99: percentile(lat, 99),
    max: Math.max(...lat),
    // A wait sent after its task had completed measures a plain read, not the fan-out.
    lateSends: r.waiters.filter((w) => w.completedAt < r.lastWaitSentAt).length,
    sendMarginMs: firstCompletion - r.lastWaitSentAt,
    completionSpreadMs: Math.max(...completions) - firstCompletion,
    connections: r.connectionsOpened,
    loadAvg,
  };
}

/** One scenario: Timbre first, then the baseline replaying Timbre's completion schedule. */
async function scenario(dir: string, tasks: number, perTask: number): Promise<{ tasks: number; perTask: number; b: Summary; t: Summary }> {
  // Imported here, not at the top: the client processes run this file too and need none of it.
  const { startService } = await import('../src-service/index.ts');
  const service = await startService({
    dataDir: join(dir, `timbre-${tasks}x${perTask}`),
    port: 0,
    concurrency: tasks,
    sandboxSlowMs: SLOW_MS,
    logLevel: 'warn',
  });
  let timbreResult: ClientResult;
  const timbreLoad = loadAverage();
  try {
    const created = await call<{ key: string }>(`${service.url}/api/v1/api-keys`, {
      token: service.sessionToken,
      body: { label: 'bench' },
    });
    timbreResult = await runClient({
      origin: service.url,
      headers: { authorization: `Bearer ${created.key}` },
      warmPath: '/api/v1/health',
      submit: {
        path: '/api/v1/tools/generate-tts/execute',
        body: JSON.stringify({ text: 'sandbox:slow Waiting room number #.', voiceId: 'alpha-cherry' }),
        times: tasks,
      },
      waitPath: '/api/v1/tools/wait-for-task/execute',
      tasks,
      perTask,
    });
  } finally {
    await service.close();
  }
  const completions = [...new Set(timbreResult.waiters.map((w) => w.completedAt))].sort((x, y) => x - y);
  const offsets = completions.map((c) => c - completions[0]);

  const base = await baselineServer();
  let baseResult: ClientResult;
  const baseLoad = loadAverage();
  try {
    baseResult = await runClient({
      origin: base.origin,
      headers: {},
      warmPath: '/health',
      submit: { path: '/submit', body: JSON.stringify({ offsets }), times: 1 },
      waitPath: '/wait',
      tasks,
      perTask,
    });
  } finally {
    base.server.closeAllConnections();
    await new Promise((r) => base.server.close(r));
  }
  const t = summarize(timbreResult, timbreLoad);
  const b = summarize(baseResult, baseLoad);
  console.log(
    `[wait-fanout] ${tasks}×${perTask}: timbre p50 ${f(t.p50)} p99 ${f(t.p99)} max ${f(t.max)}; baseline p50 ${f(b.p50)} p99 ${f(b.p99)} max ${f(b.max)}`,
  );
  return { tasks, perTask, b, t };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'timbre-wait-'));
  try {
    // A smoke run (BENCH_SMOKE=1) checks the path once: the second shape would only start another service.
    const runs = [await scenario(dir, TASKS, PER_TASK), ...(SMOKE ? [] : [await scenario(dir, 1, WAITERS)])];
    const row = (s: Summary) =>
      `${s.answered} | ${s.completed} | ${f(s.p50)} | ${f(s.p99)} | ${f(s.max)} | ${f(s.completionSpreadMs, 0)} | ${f(s.sendMarginMs, 0)} | ${s.connections} | ${s.loadAvg}`;
    const checks = runs.map(({ tasks, perTask, t }) => {
      const n = tasks * perTask;
      const late = t.lateSends
        ? ` ${t.lateSends} waiters' tasks completed before the last wait was sent (those may have been answered from the row, not the fan-out).`
        : '';
      return t.completed === n && !t.lateSends
        ? `${tasks} × ${perTask}: all ${n.toLocaleString('en-US')} Timbre waiters answered COMPLETED; every wait was on the wire before its task ended.`
        : `**Check ${tasks} × ${perTask}:** ${t.completed} of ${n} answered COMPLETED.${late}`;
    });
    const md = `## wait-for-task fan-out

\`node bench/wait-fanout.ts\` — ${WAITERS.toLocaleString('en-US')} concurrent \`wait-for-task\` callers, each on its own keep-alive connection
(undici Pool in a child process, all connections opened before the tasks are submitted), waiting on \`sandbox:slow\`
generate-tts tasks (\`sandboxSlowMs: ${SLOW_MS}\`, runner concurrency = number of tasks, so they run at once). Latency =
the waiter's answer (body read) − the task's \`completedAt\` (same machine clock, ms). Baseline, same run: a node:http server
holding the same POSTs and answering them from an EventEmitter when a timer completes each task — at the same offsets
as Timbre's completions in the run just before, so both fan out the same bursts. ${machineLine()}.

| Tasks × waiters | Run | answered 200 | COMPLETED | p50 ms | p99 ms | max ms | completions spread (ms) | last wait sent before 1st completion (ms) | connections | load avg |
|---|---|---|---|---|---|---|---|---|---|---|
${runs
  .map(
    ({ tasks, perTask, b, t }) => `| ${tasks} × ${perTask} | Baseline: node:http, EventEmitter fan-out | ${row(b)} |
| ${tasks} × ${perTask} | **Timbre \`wait-for-task\`** | ${row(t)} |`,
  )
  .join('\n')}

${checks.join('\n')}
Timbre / baseline, same run: ${runs.map(({ tasks, perTask, b, t }) => `${tasks} × ${perTask}: p50 **${f(t.p50 / b.p50, 2)}×**, p99 **${f(t.p99 / b.p99, 2)}×**`).join('; ')}.
Per answer Timbre re-reads the task row (\`repo.get\`), maps it, and serializes through Fastify; the baseline sends a
prepared record. The latency includes the client's own time to read ${perTaskNote(runs)} answers arriving together.`;
    writeSection('wait-fanout', md);
    console.log(md);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function perTaskNote(runs: Array<{ perTask: number }>): string {
  return runs.map((r) => r.perTask.toLocaleString('en-US')).join(' or ');
}

const clientConfig = process.env[CLIENT_ENV];
if (clientConfig) await client(JSON.parse(clientConfig) as ClientConfig);
else await main();
