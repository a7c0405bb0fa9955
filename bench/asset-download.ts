/**
 * Asset download path: a ~31 MB H.264 MP4 made with ffmpeg (an upload may be 32 MiB), uploaded through
 * POST /api/v1/assets and fetched through its signed URL. Full downloads (MB/s with N
 * concurrent clients) and random 1 MiB Range requests (autocannon: req/s, p50, p99), each
 * beside a plain node:http server streaming the same file with fs.createReadStream (same Range
 * handling) in the same run. Clients run in child processes; both servers in this one.
 *
 * Run: node bench/asset-download.ts   (or: node bench/run.ts asset-download)
 * Env: BENCH_VIDEO_MB (31), BENCH_DL_CLIENTS (1,4), BENCH_DL_SECONDS (8),
 *      BENCH_RANGE_CONNECTIONS (16), BENCH_SECONDS (10, per Range run).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { MAX_UPLOAD_BYTES } from '../src-service/assets/assets-service.ts';
import { call } from './lib/http.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { sized } from './lib/smoke.ts';
import { f, loadAverage, percentile } from './lib/stats.ts';

// Just under the 32 MiB an upload may be (MAX_UPLOAD_BYTES): the largest file a user can bring in.
// A smoke run (BENCH_SMOKE=1) uses 3 MB, enough for the checked 1 MiB range at 1,234,567.
const VIDEO_MB = Number(process.env.BENCH_VIDEO_MB ?? sized(Math.floor((MAX_UPLOAD_BYTES / 1e6) * 0.95), 3));
const CLIENTS = (process.env.BENCH_DL_CLIENTS ?? sized('1,4', '1')).split(',').map((c) => Number(c.trim()));
const DL_SECONDS = Number(process.env.BENCH_DL_SECONDS ?? sized(8, 1));
const RANGE_CONNECTIONS = Number(process.env.BENCH_RANGE_CONNECTIONS ?? sized(16, 2));
const RANGE_SECONDS = Number(process.env.BENCH_SECONDS ?? sized(10, 1));
const RANGE_BYTES = 1024 * 1024;
const CLIENT_ENV = 'TIMBRE_BENCH_DOWNLOAD_CLIENT';
const MB = 1e6;

type ClientJob =
  | { mode: 'full'; url: string; clients: number; seconds: number }
  | { mode: 'range' | 'range-undici'; url: string; connections: number; seconds: number; size: number };

interface FullResult {
  bytes: number;
  seconds: number;
  downloads: number;
  p50: number;
  p99: number;
  bad: number;
}
interface RangeResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  bytesPerSecond: number;
}

/** Child process: full downloads in a loop per client, or autocannon with a random Range per request. */
async function client(job: ClientJob): Promise<void> {
  const u = new URL(job.url);
  if (job.mode === 'full') {
    const pool = new Pool(u.origin, { connections: job.clients, pipelining: 1 });
    const path = u.pathname + u.search;
    const started = performance.now();
    const deadline = started + job.seconds * 1000;
    let bytes = 0;
    let bad = 0;
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: job.clients }, async () => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const res = await pool.request({ path, method: 'GET' });
          let got = 0;
          for await (const chunk of res.body) got += (chunk as Buffer).length;
          if (res.statusCode !== 200 || got !== Number(res.headers['content-length'])) bad++;
          bytes += got;
          times.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await pool.close();
    const result: FullResult = { bytes, seconds, downloads: times.length, p50: percentile(times, 50), p99: percentile(times, 99), bad };
    process.stdout.write(JSON.stringify(result));
    return;
  }
  if (job.mode === 'range-undici') {
    // The same random 1 MiB ranges from an undici Pool: a client cheap enough not to be the limit.
    const pool = new Pool(u.origin, { connections: job.connections, pipelining: 1 });
    const path = u.pathname + u.search;
    const started = performance.now();
    const deadline = started + job.seconds * 1000;
    const last = job.size - RANGE_BYTES;
    const times: number[] = [];
    let bytes = 0;
    let bad = 0;
    await Promise.all(
      Array.from({ length: job.connections }, async () => {
        while (performance.now() < deadline) {
          const start = Math.floor(Math.random() * (last + 1));
          const t0 = performance.now();
          const res = await pool.request({ path, method: 'GET', headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` } });
          let got = 0;
          for await (const chunk of res.body) got += (chunk as Buffer).length;
          if (res.statusCode !== 206 || got !== RANGE_BYTES) bad++;
          bytes += got;
          times.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await pool.close();
    const result: RangeResult = {
      requestsPerSecond: times.length / seconds,
      p50: Math.round(percentile(times, 50) * 10) / 10,
      p99: Math.round(percentile(times, 99) * 10) / 10,
      total: times.length,
      non2xx: bad,
      errors: 0,
      bytesPerSecond: bytes / seconds,
    };
    process.stdout.write(JSON.stringify(result));
    return;
  }
  const autocannon = createRequire(import.meta.url)('autocannon') as (opts: object, cb: (err: Error | null, r: any) => void) => void;
  const last = job.size - RANGE_BYTES;
  const r = await new Promise<any>((resolve, reject) =>
    autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (req: { headers?: Record<string, string> }) => {
              const start = Math.floor(Math.random() * (last + 1));
              return { ...req, headers: { ...req.headers, range: `bytes=${start}-${start + RANGE_BYTES - 1}` } };
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
  const result: RangeResult = {
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    bytesPerSecond: r.throughput.average,
  };
  process.stdout.write(JSON.stringify(result));
}

function runClient<T>(job: ClientJob): Promise<T> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(job.url)) throw new Error('load targets loopback only');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      env: { ...process.env, [CLIENT_ENV]: JSON.stringify(job) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    const timer = setTimeout(() => child.kill(), (job.seconds + 120) * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`download client exited with ${code}`));
      // A wrong status or short body in any download fails the bench rather than its figures.
      const r = JSON.parse(out) as { bad?: number; non2xx?: number; errors?: number };
      const wrong = (r.bad ?? 0) + (r.non2xx ?? 0) + (r.errors ?? 0);
      if (wrong > 0) return reject(new Error(`${job.mode} downloads: ${wrong} answered with a wrong status, wrong length or an error`));
      resolve(r as T);
    });
  });
}

/** With the CPU time this process (where both servers run) spent during the run. */
async function withCpu<T>(run: () => Promise<T>): Promise<{ r: T; cpuMs: number; loadAvg: string }> {
  const loadAvg = loadAverage();
  const before = process.cpuUsage();
  const r = await run();
  const used = process.cpuUsage(before);
  return { r, cpuMs: (used.user + used.system) / 1000, loadAvg };
}

/** The baseline: fs.createReadStream of the file, 200 or 206 for one `bytes=a-b` range. */
async function baselineServer(file: string): Promise<{ server: Server; url: string }> {
  const size = statSync(file).size;
  const server = createServer((req, res) => {
    const m = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (m && (m[1] || m[2])) {
      const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
      const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
        return;
      }
      res.writeHead(206, {
        'content-type': 'video/mp4',
        'accept-ranges': 'bytes',
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': end - start + 1,
      });
      createReadStream(file, { start, end }).pipe(res);
      return;
    }
    res.writeHead(200, { 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'content-length': size });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/video.mp4` };
}

/** A ~VIDEO_MB MB H.264 MP4: testsrc2 at a constant 6 Mb/s, as long as it takes to reach the size. */
function makeVideo(file: string): number {
  const seconds = Math.ceil((VIDEO_MB * 8) / 6);
  const t0 = performance.now();
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '6M',
    '-minrate',
    '6M',
    '-maxrate',
    '6M',
    '-bufsize',
    '3M',
    '-x264-params',
    'nal-hrd=cbr',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
  return (performance.now() - t0) / 1000;
}

/** Checks one full GET and one Range GET answer the right bytes. */
async function verify(url: string, original: Buffer): Promise<void> {
  const whole = await fetch(url);
  const full = Buffer.from(await whole.arrayBuffer());
  if (whole.status !== 200 || !full.equals(original))
    throw new Error(`${url.split('?')[0]}: full download answered ${whole.status}, not the file`);
  const start = 1_234_567;
  const res = await fetch(url, { headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` } });
  const part = Buffer.from(await res.arrayBuffer());
  if (res.status !== 206 || !part.equals(original.subarray(start, start + RANGE_BYTES)))
    throw new Error(`${url.split('?')[0]}: Range answered ${res.status} with wrong bytes`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'timbre-download-'));
  try {
    const file = join(dir, 'video.mp4');
    const encodeSeconds = makeVideo(file);
    const bytes = readFileSync(file);
    const size = bytes.length;
    console.log(`[asset-download] ${f(size / MB)} MB video made in ${f(encodeSeconds)} s`);

    const base = await baselineServer(file);
    // Imported here, not at the top: the client processes run this file too and need none of it.
    const { startService } = await import('../src-service/index.ts');
    const service = await startService({ dataDir: join(dir, 'timbre'), port: 0, concurrency: 0, logLevel: 'warn' });
    try {
      const { key } = await call<{ key: string }>(`${service.url}/api/v1/api-keys`, {
        token: service.sessionToken,
        body: { label: 'bench' },
      });
      const t0 = performance.now();
      const upload = await fetch(`${service.url}/api/v1/assets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'video/mp4', 'x-file-name': 'bench.mp4' },
        body: bytes,
      });
      const uploadMs = performance.now() - t0;
      const asset = ((await upload.json()) as { data: { assetId: string; kind: string; bytes: number } }).data;
      if (upload.status !== 201 || asset.kind !== 'video' || asset.bytes !== size)
        throw new Error(`upload answered ${upload.status}: ${JSON.stringify(asset)}`);
      const got = await call<{ data: { url: string } }>(`${service.url}/api/v1/tools/get-asset/execute`, {
        token: key,
        body: { assetId: asset.assetId },
      });
      const signedUrl = got.data.url;
      await verify(base.url, bytes);
      await verify(signedUrl, bytes);

      const full: Array<{
        clients: number;
        base: Awaited<ReturnType<typeof withCpu<FullResult>>>;
        timbre: Awaited<ReturnType<typeof withCpu<FullResult>>>;
      }> = [];
      for (const clients of CLIENTS) {
        const b = await withCpu(() => runClient<FullResult>({ mode: 'full', url: base.url, clients, seconds: DL_SECONDS }));
        const t = await withCpu(() => runClient<FullResult>({ mode: 'full', url: signedUrl, clients, seconds: DL_SECONDS }));
        full.push({ clients, base: b, timbre: t });
        console.log(
          `[asset-download] full ×${clients}: baseline ${f(b.r.bytes / b.r.seconds / MB, 0)} MB/s, timbre ${f(t.r.bytes / t.r.seconds / MB, 0)} MB/s`,
        );
      }
      const rb = await withCpu(() =>
        runClient<RangeResult>({ mode: 'range', url: base.url, connections: RANGE_CONNECTIONS, seconds: RANGE_SECONDS, size }),
      );
      const rt = await withCpu(() =>
        runClient<RangeResult>({ mode: 'range', url: signedUrl, connections: RANGE_CONNECTIONS, seconds: RANGE_SECONDS, size }),
      );
      console.log(
        `[asset-download] range (autocannon): baseline ${Math.round(rb.r.requestsPerSecond)} req/s p99 ${rb.r.p99}, timbre ${Math.round(rt.r.requestsPerSecond)} req/s p99 ${rt.r.p99}`,
      );
      const ub = await withCpu(() =>
        runClient<RangeResult>({ mode: 'range-undici', url: base.url, connections: RANGE_CONNECTIONS, seconds: RANGE_SECONDS, size }),
      );
      const ut = await withCpu(() =>
        runClient<RangeResult>({ mode: 'range-undici', url: signedUrl, connections: RANGE_CONNECTIONS, seconds: RANGE_SECONDS, size }),
      );
      console.log(
        `[asset-download] range (undici): baseline ${Math.round(ub.r.requestsPerSecond)} req/s p99 ${ub.r.p99}, timbre ${Math.round(ut.r.requestsPerSecond)} req/s p99 ${ut.r.p99}`,
      );

      const fullRow = (x: Awaited<ReturnType<typeof withCpu<FullResult>>>) =>
        `${f(x.r.bytes / x.r.seconds / MB, 0)} | ${x.r.downloads} | ${f(x.r.p50, 0)} | ${f(x.r.p99, 0)} | ${x.r.bad} | ${f(x.cpuMs / (x.r.bytes / MB), 2)} | ${x.loadAvg}`;
      const rangeRow = (x: Awaited<ReturnType<typeof withCpu<RangeResult>>>) =>
        `${Math.round(x.r.requestsPerSecond)} | ${f(x.r.bytesPerSecond / MB, 0)} | ${x.r.p50} | ${x.r.p99} | ${x.r.total} | ${x.r.non2xx + x.r.errors} | ${f((x.cpuMs * 1000) / Math.max(1, x.r.total), 0)} | ${x.loadAvg}`;
      const md = `## Asset download (signed URL, ${f(size / MB)} MB video)

\`node bench/asset-download.ts\` — an H.264 MP4 (testsrc2 1280×720, 6 Mb/s CBR, ${f(size / MB)} MB) uploaded with \`POST /api/v1/assets\`
(${Math.round(uploadMs)} ms: sniff, ffprobe, store) and fetched through the URL \`get-asset\` signs; clients in a child process on loopback,
the file in the page cache. Baseline in the same run: a node:http server streaming the same file with \`fs.createReadStream\`,
handling the same single \`bytes=a-b\` Range. Both answers were checked byte-for-byte first. CPU = CPU time of the benchmark
process (where both servers run). ${machineLine()}.

Full downloads, ${DL_SECONDS} s per run, each client downloading the whole file in a loop:

| Clients | Run | MB/s | downloads | p50 ms | p99 ms | bad | server CPU ms/MB | load avg |
|---|---|---|---|---|---|---|---|---|
${full
  .map(
    (x) => `| ${x.clients} | Baseline: node:http + createReadStream | ${fullRow(x.base)} |
| ${x.clients} | **Timbre signed URL** | ${fullRow(x.timbre)} |`,
  )
  .join('\n')}

Random 1 MiB Range requests (\`Range: bytes=a-(a+1048575)\`, uniform offset), ${RANGE_CONNECTIONS} connections, ${RANGE_SECONDS} s, from
autocannon (\`setupRequest\` sets each request's Range) and from an undici Pool doing the same:

| Client | Run | req/s | MB/s | p50 ms | p99 ms | requests | non-2xx/errors | server CPU µs/req | load avg |
|---|---|---|---|---|---|---|---|---|---|
| autocannon | Baseline: node:http + createReadStream(start, end) | ${rangeRow(rb)} |
| autocannon | **Timbre signed URL** | ${rangeRow(rt)} |
| undici | Baseline: node:http + createReadStream(start, end) | ${rangeRow(ub)} |
| undici | **Timbre signed URL** | ${rangeRow(ut)} |

autocannon tops out near the same req/s against both servers while the servers' CPU per request stays low: with 1 MiB
bodies the limit is autocannon's own response handling, so its rows compare the servers' latency under the same
offered load rather than their capacity; the undici rows show the capacity. Timbre / baseline: full downloads
${full.map((x) => `${f(x.timbre.r.bytes / x.timbre.r.seconds / (x.base.r.bytes / x.base.r.seconds), 2)} (×${x.clients})`).join(', ')}; Range req/s ${f(ut.r.requestsPerSecond / ub.r.requestsPerSecond, 2)} (undici), ${f(rt.r.requestsPerSecond / rb.r.requestsPerSecond, 2)} (autocannon);
Range p99 ${ut.r.p99} vs ${ub.r.p99} ms (undici), ${rt.r.p99} vs ${rb.r.p99} ms (autocannon).
Per request Timbre checks the HMAC signature and expiry, reads the asset row, and streams with @fastify/send.`;
      writeSection('asset-download', md);
      console.log(md);
    } finally {
      await service.close();
      base.server.closeAllConnections();
      await new Promise((r) => base.server.close(r));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const clientJob = process.env[CLIENT_ENV];
if (clientJob) await client(JSON.parse(clientJob) as ClientJob);
else await main();
