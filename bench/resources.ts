/**
 * Resource use of the headless service as users run it (`node dist/cli.js serve --data-dir <tmp> --port 0`,
 * the bundle scripts/build-service.ts makes, rebuilt first when a source is newer; a child process): start-up time from spawn to the first 200 from GET /api/v1/health
 * (median of 5, on a new data folder and on an existing one), resident memory (VmRSS from
 * /proc/<pid>/status) after start, after 10 s idle, during a 10 s submit load and while the
 * runner synthesizes the backlog that load left. Baseline in the same run: a bare Fastify +
 * SQLite server script (bench/lib/bare-fastify.ts) started the same way, idle and under the
 * same load against one insert route.
 *
 * Run: node bench/resources.ts   (or: node bench/run.ts resources)   — Linux only (/proc).
 * Env: BENCH_STARTS (5), BENCH_IDLE_SECONDS (10), BENCH_SECONDS (10, per load phase); BENCH_SMOKE=1 shrinks them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildService, SERVICE_BUNDLE, serviceBundleStale } from '../scripts/build-service.ts';
import { load, type LoadResult } from './lib/load.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { f, loadAverage, median, rssOf } from './lib/stats.ts';

/** BENCH_SMOKE=1: one start of each, one-second phases, nothing written to BENCHMARKS.md. */
const SMOKE = process.env.BENCH_SMOKE === '1';
const STARTS = Number(process.env.BENCH_STARTS ?? (SMOKE ? 1 : 5));
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? (SMOKE ? 1 : 10));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 10));
const CONNECTIONS = 32;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The CLI users run: the bundle (scripts/build-service.ts), built first when a source is newer. */
const CLI = SERVICE_BUNDLE;
const BARE = join(ROOT, 'bench', 'lib', 'bare-fastify.ts');
const BODY = JSON.stringify({ text: 'Hello from the benchmark.', voiceId: 'alpha-cherry' });

/**
 * Where the service's start-up time and idle memory go, read from \`--cpu-prof\`, a heap snapshot
 * (\`--heapsnapshot-signal\`), V8's heap statistics and \`/proc/<pid>/smaps\` of an idle service
 * (2026-11-27); the figures in the tables are each run's own.
 */
const WHERE_MEMORY_GOES = `What the service runs: \`dist/cli.js\`, one bundle of the CLI and everything it loads (scripts/build-service.ts,
rolldown; \`npm run serve\` and \`npm run timbre\` rebuild it when a source is newer). The sources loaded one by one
(\`node src-service/cli.ts\`, still how tests and development run it) took ~1,300 modules through Node's type stripping,
module resolution and the CommonJS lexer: 4.6× the baseline's start and 2.26× its idle memory before the bundle.
Start-up work left, in order (\`--cpu-prof\`): compiling and running the bundle's modules (Fastify, Ajv, TypeBox, the
contract, the tools, pino), opening and checking the database, building the app (the API's routes registered with
find-my-way; the built studio adds a route per file) and the first secrets read. Kept off the start: the ESM facade of
\`node:http\` (it loaded undici, the fetch implementation; the bundle takes the CommonJS object instead), the batch
envelope's validator (the first Ajv compile also compiles Ajv's meta-schema), the health answer's writer (it is
JSON.stringify: its schema's unions made fast-json-stringify compile Ajv validators, ~130 ms), and everything
listed at the end. V8's compiled code of the bundle is cached beside it (\`dist/.compile-cache\`) from the first start.

Where the idle memory goes (idle service, 10 s after start, new data folder, studio built; \`process.memoryUsage()\`,
\`v8.getHeapSpaceStatistics()\`, a heap snapshot and \`/proc/<pid>/smaps\`, 2026-11-27; Timbre vs baseline):

- **V8 heap: 37.5 vs 22.3 MiB reserved, 19.0 vs 13.0 MiB used.** The young generation's reserve is 16 vs 8 MiB
  (it grew while the modules ran at start; nearly empty now), old space 15.5 vs 8.5 MiB. The heap snapshot's live
  ~21 MiB: compiled code and its metadata 6.8 MiB (bytecode, scope infos, line-end tables, feedback vectors of the
  functions that ran), strings 5.7 MiB (mostly the bundle's source, which V8 keeps for lazy compilation and stack
  traces: the service chunk alone is 1.8 MB, one byte a character since the bundle is all ASCII; then the voice
  catalogue and schema texts), arrays 3.3, plain objects 1.7, object shapes 1.6, closures 1.2, native buffers 1.6
  (1 MiB of log buffer, the event-loop delay histogram).
- **Off the V8 heap (external): 3.9 vs 8.4 MiB**: SQLite's page cache and statements, Node's buffers. The baseline,
  a \`.ts\` script, pays for the type stripper's wasm here; the bundle loads no TypeScript, so Timbre does not.
- **The checkpoint worker (~23 MiB: idle RSS 121.0 MiB with it from the start, about 97 MiB when it started only under
  write load, same bench on a quiet machine)**: its own isolate and SQLite connection (src-service/db/checkpointer.ts). It runs
  from the start: started only once the WAL had grown, it let the WAL grow instead of being reused from its start, and
  on a nearly full disk the service then could not write a task's end (test/reliability/full-disk.test.ts).
- **Threads: 13 vs 7**: libuv's 4 pool threads (asynchronous file writes of the log), the checkpoint worker, the
  keychain's glib \`gmain\` thread; small stacks, little resident memory.
- **File-backed: 64 vs 56 MiB**: the node binary's pages (~55 MiB, shared with every node process), better-sqlite3,
  libsecret/glib (the keychain) and the bundle's pages.

Loaded on first use, not at start: each answer's writer (fast-json-stringify, built on a route's first
answer from its schema and only the shared schemas it refers to) and each request check (Ajv), the MCP SDK,
archiver (zips), fluent-ffmpeg, file-type and the studio's file server.`;

interface Started {
  child: ChildProcess;
  url: string;
  readyMs: number;
}

/** Spawns a server script; resolves at its first 200 from /api/v1/health (clock starts just before spawn). */
function startProcess(script: string, dataDir: string): Promise<Started> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [script, 'serve', '--data-dir', dataDir, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: ROOT,
    });
    let out = '';
    let err = '';
    let found = false;
    child.stderr!.on('data', (d: Buffer) => (err += d));
    child.on('exit', (code) => {
      if (!found) reject(new Error(`${script} exited with ${code}: ${err}`));
    });
    child.stdout!.on('data', async (d: Buffer) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (!m || found) return;
      found = true;
      const url = m[0];
      for (;;) {
        try {
          const res = await fetch(`${url}/api/v1/health`);
          await res.arrayBuffer();
          if (res.status === 200) break;
        } catch {
          // not answering yet
        }
        await new Promise((r) => setTimeout(r, 2));
      }
      resolve({ child, url, readyMs: performance.now() - t0 });
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Where a process's resident memory is: anonymous (heaps, malloc, stacks) and file-backed (the node binary, libraries), MiB; its threads. */
function rssParts(pid: number): { anon: number; file: number; threads: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { anon: kib('RssAnon'), file: kib('RssFile'), threads: kib('Threads') * 1024 };
}

/** utime + stime of a process, in ms (clock ticks are 100 Hz on Linux). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Samples VmRSS every 200 ms while `during` runs: peak and mean, plus the process's CPU use. */
async function sampled<T>(
  pid: number,
  during: () => Promise<T>,
): Promise<{ r: T; peak: number; mean: number; cpuPct: number; loadAvg: string }> {
  const samples: number[] = [];
  const loadAvg = loadAverage();
  const cpu0 = cpuMsOf(pid);
  const t0 = performance.now();
  const timer = setInterval(() => samples.push(rssOf(pid).rss), 200);
  try {
    const r = await during();
    samples.push(rssOf(pid).rss);
    const cpuPct = ((cpuMsOf(pid) - cpu0) / (performance.now() - t0)) * 100;
    return { r, peak: Math.max(...samples), mean: samples.reduce((a, b) => a + b, 0) / samples.length, cpuPct, loadAvg };
  } finally {
    clearInterval(timer);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  if (serviceBundleStale()) await buildService();
  const dir = mkdtempSync(join(tmpdir(), 'timbre-resources-'));
  const children: ChildProcess[] = [];
  try {
    // Start-up: interleaved so a busy moment on the machine hits every kind alike.
    const warmDir = join(dir, 'warm');
    await stopProcess((await startProcess(CLI, warmDir)).child); // creates and migrates it once
    const times = { bare: [] as number[], cold: [] as number[], warm: [] as number[] };
    const startLoad = loadAverage();
    for (let i = 0; i < STARTS; i++) {
      const b = await startProcess(BARE, join(dir, `bare-${i}`));
      times.bare.push(b.readyMs);
      await stopProcess(b.child);
      const c = await startProcess(CLI, join(dir, `cold-${i}`));
      times.cold.push(c.readyMs);
      await stopProcess(c.child);
      const w = await startProcess(CLI, warmDir);
      times.warm.push(w.readyMs);
      await stopProcess(w.child);
    }
    console.log(
      `[resources] start-up medians: bare ${f(median(times.bare), 0)} ms, timbre new dir ${f(median(times.cold), 0)} ms, existing ${f(median(times.warm), 0)} ms`,
    );

    // Memory: both long-lived, idle side by side, then loaded one after the other.
    const timbre = await startProcess(CLI, join(dir, 'rss'));
    children.push(timbre.child);
    const bare = await startProcess(BARE, join(dir, 'bare-rss'));
    children.push(bare.child);
    const tPid = timbre.child.pid!;
    const bPid = bare.child.pid!;
    const afterStart = { timbre: rssOf(tPid).rss, bare: rssOf(bPid).rss };
    const idle = await sampled(tPid, () => sleep(IDLE_SECONDS * 1000));
    const afterIdle = { timbre: rssOf(tPid).rss, bare: rssOf(bPid).rss };
    const parts = { timbre: rssParts(tPid), bare: rssParts(bPid) };
    console.log(
      `[resources] RSS after start ${f(afterStart.timbre)} / ${f(afterStart.bare)} MiB, after ${IDLE_SECONDS} s idle ${f(afterIdle.timbre)} / ${f(afterIdle.bare)} MiB (timbre / bare)`,
    );

    const bareLoad = await sampled(bPid, () =>
      load({
        url: `${bare.url}/insert`,
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers: { 'content-type': 'application/json' },
        body: BODY,
      }),
    );

    const sessionToken = readFileSync(join(dir, 'rss', 'session-token'), 'utf8').trim();
    const auth = { authorization: `Bearer ${sessionToken}` };
    // Only the POSTs carry a JSON content type: the edge answers a GET with a body type 415.
    const session = { ...auth, 'content-type': 'application/json' };
    await fetch(`${timbre.url}/api/v1/credits/grants`, { method: 'POST', headers: session, body: JSON.stringify({ amount: 100_000_000 }) });
    const { key } = (await (
      await fetch(`${timbre.url}/api/v1/api-keys`, { method: 'POST', headers: session, body: JSON.stringify({ label: 'bench' }) })
    ).json()) as { key: string };
    const credits = async () =>
      ((await (await fetch(`${timbre.url}/api/v1/credits`, { headers: auth })).json()) as { data: { balance: number; held: number } }).data;
    const c0 = await credits();
    const submitLoad = await sampled(tPid, () =>
      load({
        url: `${timbre.url}/api/v1/tools/generate-tts/execute`,
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: BODY,
      }),
    );
    const c1 = await credits();
    // The submit load left a backlog; the runner (CLI default: 2 at a time) synthesizes it now.
    const synth = await sampled(tPid, () => sleep(SECONDS * 1000));
    const c2 = await credits();
    const perTask = 15; // generate-tts, alpha, ≤ 1,000 characters
    const synthesizedDuringSubmit = (c0.balance - c1.balance) / perTask;
    const synthesized = (c1.balance - c2.balance) / perTask;
    const backlog = c2.held / perTask;
    const hwm = { timbre: rssOf(tPid).hwm, bare: rssOf(bPid).hwm };
    console.log(
      `[resources] timbre RSS peak: submit ${f(submitLoad.peak)} MiB, synthesis ${f(synth.peak)} MiB; ${synthesized} tasks synthesized in ${SECONDS} s`,
    );

    const lr = (r: LoadResult) => `${Math.round(r.requestsPerSecond)} req/s, p99 ${r.p99} ms`;
    const md = `## Resource use (headless service)

\`node bench/resources.ts\` — \`node dist/cli.js serve --data-dir <tmp> --port 0\` (the bundle) as a child process (the CLI's
defaults: runner concurrency 2, log level info to \`<dataDir>/logs\`); memory is VmRSS from \`/proc/<pid>/status\`, sampled
every 200 ms. Baseline in the same run: \`bench/lib/bare-fastify.ts\` (Fastify + better-sqlite3, one table, a health route
and one insert route) started the same way. ${machineLine()}; load average at the start of each phase in the tables.

Start-up, spawn → first 200 from \`GET /api/v1/health\`, ${STARTS} starts each, interleaved (load average ${startLoad}):

| Process | median ms | min ms | max ms |
|---|---|---|---|
| Baseline: bare Fastify + SQLite | ${f(median(times.bare), 0)} | ${f(Math.min(...times.bare), 0)} | ${f(Math.max(...times.bare), 0)} |
| **Timbre, new data folder** (creates the DB, migrations, voice catalogue, secrets) | ${f(median(times.cold), 0)} | ${f(Math.min(...times.cold), 0)} | ${f(Math.max(...times.cold), 0)} |
| **Timbre, existing data folder** | ${f(median(times.warm), 0)} | ${f(Math.min(...times.warm), 0)} | ${f(Math.max(...times.warm), 0)} |

Resident memory (MiB):

| Moment | Baseline: bare Fastify + SQLite | Timbre | Timbre CPU | load avg |
|---|---|---|---|---|
| Just ready | ${f(afterStart.bare)} | ${f(afterStart.timbre)} | | |
| After ${IDLE_SECONDS} s idle | ${f(afterIdle.bare)} | ${f(afterIdle.timbre)} | ${f(idle.cpuPct)} % | ${idle.loadAvg} |
| During a ${SECONDS} s load, ${CONNECTIONS} connections (baseline: one insert; Timbre: generate-tts submits) — peak / mean | ${f(bareLoad.peak)} / ${f(bareLoad.mean)} (${lr(bareLoad.r)}) | ${f(submitLoad.peak)} / ${f(submitLoad.mean)} (${lr(submitLoad.r)}; the runner synthesized ${synthesizedDuringSubmit} meanwhile) | ${f(submitLoad.cpuPct)} % | ${submitLoad.loadAvg} |
| Next ${SECONDS} s: runner synthesizing the backlog, no HTTP load — peak / mean | — | ${f(synth.peak)} / ${f(synth.mean)} (${synthesized} tasks synthesized, ${backlog} still queued) | ${f(synth.cpuPct)} % | ${synth.loadAvg} |
| Peak over the whole run (VmHWM) | ${f(hwm.bare)} | ${f(hwm.timbre)} | | |

Start → health: Timbre ${f(median(times.warm) / median(times.bare), 1)}× the baseline (existing folder), ${f(median(times.cold) / median(times.bare), 1)}× (new folder).
Idle RSS: Timbre ${f(afterIdle.timbre / afterIdle.bare, 2)}× the baseline, ${f(afterIdle.timbre - afterIdle.bare)} MiB more. After ${IDLE_SECONDS} s idle,
file-backed (the node binary's and libraries' pages) ${f(parts.timbre.file)} MiB vs ${f(parts.bare.file)} MiB; anonymous (V8 heaps, malloc, SQLite,
wasm) ${f(parts.timbre.anon)} MiB vs ${f(parts.bare.anon)} MiB; threads ${parts.timbre.threads} vs ${parts.bare.threads} (timbre / baseline).

${WHERE_MEMORY_GOES}`;
    if (!SMOKE) writeSection('resources', md);
    console.log(md);
  } finally {
    for (const c of children) await stopProcess(c);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
