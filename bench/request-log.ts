/**
 * Request log: what logging every call costs the submit path. generate-tts submissions from
 * 32 concurrent loopback clients against three services in the same run: the log off, the log
 * on (the default), and the log on with body capture on for the key. Rounds interleave the
 * three and each figure is the median over rounds. The queue is paused (concurrency 0), so the
 * figures are the submit path alone, not synthesis competing for the cores.
 * Run: node bench/request-log.ts   (BENCH_SECONDS, BENCH_ROUNDS)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService, type RunningService } from '../src-service/index.ts';
import { call } from './lib/http.ts';
import { load, type LoadResult } from './lib/load.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { sized } from './lib/smoke.ts';
import { f, median, stealMeter } from './lib/stats.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? sized(5, 1));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? sized(5, 1));
const WARM_SECONDS = sized(2, 1);
/** Entries of the direct measurement of the log's own work (buffering, then writing). */
const DIRECT = sized(20_000, 1000);
const BODY = JSON.stringify({ text: 'Hello from the benchmark.', voiceId: 'alpha-cherry' });

type Variant = 'off' | 'on' | 'capture';

interface Measured extends LoadResult {
  cpuMicrosPerRequest: number;
  stealPercent: number;
}

interface Target {
  service: RunningService;
  url: string;
  headers: Record<string, string>;
}

async function start(dir: string, variant: Variant): Promise<Target> {
  const service = await startService({
    dataDir: join(dir, variant),
    port: 0,
    concurrency: 0,
    logLevel: 'warn',
    requestLog: { enabled: variant !== 'off' },
  });
  const token = service.sessionToken;
  await call(`${service.url}/api/v1/credits/grants`, { token, body: { amount: 100_000_000 } });
  const created = await call<{ key: string; apiKey: { id: string } }>(`${service.url}/api/v1/api-keys`, {
    token,
    body: { label: 'bench' },
  });
  if (variant === 'capture') {
    await call(`${service.url}/api/v1/api-keys/${created.apiKey.id}`, { method: 'PATCH', token, body: { captureBodies: true } });
  }
  return {
    service,
    url: `${service.url}/api/v1/tools/generate-tts/execute`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${created.key}` },
  };
}

async function measure(t: Target): Promise<Measured> {
  const before = process.cpuUsage();
  const steal = stealMeter();
  const r = await load({ url: t.url, connections: CONNECTIONS, seconds: SECONDS, headers: t.headers, body: BODY });
  const cpu = process.cpuUsage(before);
  return { ...r, cpuMicrosPerRequest: Math.round((cpu.user + cpu.system) / Math.max(1, r.total)), stealPercent: steal() };
}

const dir = mkdtempSync(join(tmpdir(), 'timbre-bench-reqlog-'));
const runs: Record<Variant, Measured[]> = { off: [], on: [], capture: [] };
const logged: Record<Variant, number> = { off: 0, on: 0, capture: 0 };
const loads: number[] = [];
const direct = { micros: 0 };
try {
  const targets = {} as Record<Variant, Target>;
  for (const v of ['off', 'on', 'capture'] as const) targets[v] = await start(dir, v);
  for (const v of ['off', 'on', 'capture'] as const) {
    await load({ url: targets[v].url, connections: CONNECTIONS, seconds: WARM_SECONDS, headers: targets[v].headers, body: BODY });
  }
  for (let round = 0; round < ROUNDS; round++) {
    loads.push(loadavg()[0]);
    // The order turns each round, so no variant always runs first (or right after another's writes).
    const order = (['off', 'on', 'capture'] as const).map((_, i, all) => all[(i + round) % all.length]);
    for (const v of order) runs[v].push(await measure(targets[v]));
  }
  // The log's own work, timed in process (immune to the load generator's share of the cores):
  // entries like the ones above, buffered; record() writes by itself each time 500 are waiting.
  const log = targets.on.service.internals.requestLog;
  const listed = await call<{ data: Array<Record<string, unknown>> }>(`${targets.on.service.url}/api/v1/request-log?limit=1`, {
    token: targets.on.service.sessionToken,
  });
  const { id: _id, createdAt: _at, ...draft } = listed.data[0];
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < DIRECT; i++) log.record({ ...(draft as Parameters<typeof log.record>[0]), bodies: null });
  log.flush();
  direct.micros = Number(process.hrtime.bigint() - t0) / 1000 / DIRECT;
  for (const v of ['off', 'on', 'capture'] as const) {
    logged[v] = targets[v].service.internals.requestLog.count();
    await targets[v].service.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const rps = (v: Variant) => median(runs[v].map((r) => r.requestsPerSecond));
const cpu = (v: Variant) => median(runs[v].map((r) => r.cpuMicrosPerRequest));
const answered = (v: Variant) => runs[v].reduce((a, r) => a + r.total, 0);
const row = (name: string, v: Variant) =>
  `| ${name} | ${Math.round(rps(v))} | ${median(runs[v].map((r) => r.p50))} | ${median(runs[v].map((r) => r.p99))} (${runs[v].map((r) => r.p99).join(', ')}) | ${answered(v)} | ${runs[v].reduce((a, r) => a + r.non2xx + r.errors, 0)} | ${cpu(v)} | ${logged[v]} | ${runs[v].map((r) => f(r.stealPercent, 0)).join(', ')} |`;
const cost = (v: Variant) => `${(100 * (1 - rps(v) / rps('off'))).toFixed(1)} %`;
const cpuCost = (v: Variant) => `${(100 * (cpu(v) / cpu('off') - 1)).toFixed(1)} %`;
const md = `## Request log: cost on the submit path

\`node bench/request-log.ts\` — generate-tts submissions, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds (the order turns each round), autocannon in its own process on loopback, after a ${WARM_SECONDS} s unrecorded warm-up of each service; queue paused (submissions only); medians over rounds (each round's p99 in brackets). ${machineLine()}; load average at the start of each round: ${loads.map((l) => l.toFixed(2)).join(', ')}.

| Run | req/s | p50 ms | p99 ms (rounds) | requests | non-2xx/errors | CPU µs/req | entries logged | CPU steal % (rounds) |
|---|---|---|---|---|---|---|---|---|
${row('Log off (baseline)', 'off')}
${row('Log on (default)', 'on')}
${row('Log on, body capture on for the key', 'capture')}

Throughput lost to the log: **${cost('on')}** (goal < 10 %), **${cost('capture')}** with body capture on; CPU per request: ${cpuCost('on')} and ${cpuCost('capture')}.
The log's own work, timed in process over ${DIRECT.toLocaleString('en')} entries like these (buffered, then written by the 500 in one transaction, 50 rows per INSERT): **${direct.micros.toFixed(1)} µs per entry**,
${((100 * direct.micros) / cpu('off')).toFixed(1)} % of the baseline's ${cpu('off')} µs of CPU per submission (the hooks that read each answer come on top). The tight loop is a worst case (no turn of the event loop between entries, all of them written at once); the runs above are what clients see. On a shared machine (see the load average) read both as bounds.
Every answer to an app's key is turned into an entry in Fastify's onSend/onResponse hooks (status, error code, task id
read from the answer, bytes, latency) and pushed into an in-memory buffer; nothing touches SQLite on the request's path.
The buffer is written in one transaction every 200 ms (or at 500 entries), so at a few thousand calls per second the log
costs one small INSERT transaction per interval rather than one per call. "entries logged" counts the rows in each service's
table at the end (warm-up included; the baseline logs none). With capture on, each body is copied through the scrubber
(redaction, base64 and length limits) and serialized again, which is the extra cost in the last row.`;
writeSection('request-log', md);
console.log(md);
