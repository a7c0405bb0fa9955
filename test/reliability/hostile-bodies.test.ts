import { readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/service.ts';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';
import { startHealthProbe } from '../helpers/health-probe.ts';
import { rawHttp, type RawExchange, type RawRequest } from '../helpers/raw-http.ts';
import { recordFaultRow, recordReliability } from '../helpers/reliability-report.ts';
import { rssOf } from '../../bench/lib/stats.ts';
import { TOOL_BODY_LIMIT, toolBodyLimit } from '../../src-service/tools/tool.ts';
import { uploadAsset } from '../../src-service/tools/asset-tools.ts';
import { MAX_UPLOAD_BYTES } from '../../src-service/assets/assets-service.ts';
import { CLONE_SAMPLE } from '../../src-service/contract/limits.ts';
import { DEFAULT_BODY_LIMIT } from '../../src-service/http/route-table.ts';

// Hostile request bodies against the real service as a child process: every size and content
// type, with and without credentials, on every kind of route, plus slow and stalled senders,
// while a probe times GET /api/v1/health. Nothing may crash, hang, answer outside the contract,
// hold credit or store anything; a caller without a credential is answered before its body is read.
const KB = 1024;
const MB = 1024 * KB;
const SIZES = [1 * KB, 100 * KB, 3 * MB, 12 * MB, 40 * MB];
const TYPES: Record<string, string | undefined> = {
  json: 'application/json',
  'octet-stream': 'application/octet-stream',
  'audio/wav': 'audio/wav',
  'text/plain': 'text/plain',
  multipart: 'multipart/form-data; boundary=----hostile',
  none: undefined,
  garbage: 'x-garbage/;;;=',
};
type Kind = 'json' | 'media' | 'multipart';
interface Route {
  name: string;
  path: string;
  method: string;
  credential: 'key' | 'session';
  accepts: Kind[];
  limit: number;
}
const ROUTES: Route[] = [
  {
    name: 'tool',
    path: '/api/v1/tools/generate-tts/execute',
    method: 'POST',
    credential: 'key',
    accepts: ['json'],
    limit: TOOL_BODY_LIMIT,
  },
  {
    name: 'upload',
    path: '/api/v1/assets',
    method: 'POST',
    credential: 'key',
    accepts: ['media', 'multipart'],
    limit: MAX_UPLOAD_BYTES + 64 * KB,
  },
  {
    name: 'clone',
    path: '/api/voices/clone-from-audio',
    method: 'POST',
    credential: 'key',
    accepts: ['multipart'],
    limit: CLONE_SAMPLE.maxBytes + 64 * KB,
  },
  { name: 'keys', path: '/api/v1/api-keys', method: 'POST', credential: 'session', accepts: ['json'], limit: DEFAULT_BODY_LIMIT },
  { name: 'mcp', path: '/mcp', method: 'POST', credential: 'key', accepts: ['json'], limit: toolBodyLimit(uploadAsset) + 64 * KB },
];
const kindOf = (type: string | undefined): Kind | null =>
  type === 'application/json'
    ? 'json'
    : type?.startsWith('multipart/')
      ? 'multipart'
      : type === 'audio/wav' || type === 'application/octet-stream'
        ? 'media'
        : null;

/** What the contract says each hostile request gets (no body here is valid JSON, media or a form). */
function expected(route: Route, type: string | undefined, withCredential: boolean, size: number): number {
  if (!withCredential) return 401;
  const kind = kindOf(type);
  if (kind === null || !route.accepts.includes(kind)) return 415;
  if (size > route.limit) return 413;
  return 400;
}

const children: ChildService[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const c of children) if (c.proc.exitCode === null) await killHard(c);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Runs jobs with at most `n` at once. */
async function pool<T>(jobs: Array<() => Promise<T>>, n: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]();
      }
    }),
  );
  return out;
}

/** Headers sent slowly and never finished: the service must give up on them. */
function slowHeaders(base: string): Promise<{ status: number; text: string; closedMs: number }> {
  const u = new URL(base);
  return new Promise((resolve) => {
    const started = performance.now();
    const s = connect(Number(u.port), u.hostname);
    let text = '';
    const head = `POST /api/v1/tools/generate-tts/execute HTTP/1.1\r\nhost: ${u.host}\r\nx-slow: `;
    let i = 0;
    const timer = setInterval(() => (i < head.length ? s.write(head[i++]) : s.write('a')), 100);
    s.on('data', (d) => (text += d));
    s.on('error', () => {});
    s.on('close', () => {
      clearInterval(timer);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text, closedMs: performance.now() - started });
    });
  });
}

describe('hostile bodies', () => {
  it('every size and type, with and without credentials, slow and stalled: answered in the contract, nothing read before auth, nothing kept', async () => {
    const dataDir = tempDir('timbre-hostile-');
    dirs.push(dataDir);
    const child = await spawnService(dataDir);
    children.push(child);
    const key = (await api(child.url, child.token, '/api/v1/api-keys', { label: 'hostile' })).body.key as string;
    const rssStart = rssOf(child.proc.pid!);
    const loopBefore = (await api(child.url, child.token, '/api/v1/health')).body.eventLoop;
    const probe = startHealthProbe(() => child.url, { intervalMs: 50, timeoutMs: 5000 });
    const auth = (route: Route) => ({ authorization: `Bearer ${route.credential === 'key' ? key : child.token}` });

    // Slow and stalled senders run alongside everything else: they must not hold anyone up.
    const slow = {
      // No credential, a byte every 20 ms: answered at once, before the body.
      unauthTrickle: rawHttp(child.url, {
        path: ROUTES[0].path,
        headers: { 'content-type': 'application/json' },
        body: 1 * MB,
        trickle: { bytes: 1, everyMs: 20 },
      }),
      // A valid key, a byte every 50 ms of a 100 KB upload: cut off by the receive timeout.
      keyTrickle: rawHttp(child.url, {
        path: '/api/v1/assets',
        headers: { ...auth(ROUTES[1]), 'content-type': 'audio/wav' },
        body: 100 * KB,
        trickle: { bytes: 1, everyMs: 50 },
        timeoutMs: 90_000,
      }),
      // A valid key announcing 20 MB and stopping after 64 KB.
      stalled: rawHttp(child.url, {
        path: '/api/v1/assets',
        headers: { ...auth(ROUTES[1]), 'content-type': 'application/octet-stream' },
        body: 20 * MB,
        stallAfter: 64 * KB,
        timeoutMs: 90_000,
      }),
      // No credential, announcing 40 MB and stopping after 1 KB.
      unauthStalled: rawHttp(child.url, {
        path: '/mcp',
        headers: { 'content-type': 'application/json' },
        body: 40 * MB,
        stallAfter: KB,
        timeoutMs: 90_000,
      }),
      headers: slowHeaders(child.url),
    };

    const cases: Array<{ route: Route; type: string; withCredential: boolean; size: number }> = [];
    for (const route of ROUTES)
      for (const type of Object.keys(TYPES))
        for (const withCredential of [false, true])
          for (const size of SIZES) {
            cases.push({ route, type, withCredential, size });
          }
    const results = await pool(
      cases.map((c) => async () => {
        const headers: Record<string, string> = c.withCredential ? auth(c.route) : {};
        if (TYPES[c.type]) headers['content-type'] = TYPES[c.type]!;
        const req: RawRequest = { method: c.route.method, path: c.route.path, headers, body: c.size, timeoutMs: 60_000 };
        return { ...c, want: expected(c.route, TYPES[c.type], c.withCredential, c.size), r: await rawHttp(child.url, req) };
      }),
      4,
    );

    const settled = {
      unauthTrickle: await slow.unauthTrickle,
      keyTrickle: await slow.keyTrickle,
      stalled: await slow.stalled,
      unauthStalled: await slow.unauthStalled,
    };
    const slowHead = await slow.headers;
    const health = await probe.stop();
    const rssEnd = rssOf(child.proc.pid!);

    const failures = results
      .filter(({ r, want }) => r.status !== want)
      .map(
        ({ route, type, withCredential, size, r, want }) =>
          `${route.name} ${type} ${withCredential ? 'cred' : 'none'} ${size}: ${r.status} (want ${want}) ${r.body.slice(0, 200)}`,
      );
    expect(failures).toEqual([]);
    const contract = (r: RawExchange) =>
      r.json !== null &&
      Object.keys(r.json).join() === 'error' &&
      typeof r.json.error.code === 'string' &&
      typeof r.json.error.message === 'string';
    expect(results.filter(({ r }) => !contract(r)).map(({ route, type, size }) => `${route.name} ${type} ${size}`)).toEqual([]);
    const largestAnswer = Math.max(...results.map(({ r }) => r.answerBytes));
    expect(largestAnswer).toBeLessThan(2 * KB);
    // Without a credential nothing is read: on a body too large for the socket buffers to swallow
    // (loopback buffers take a few MB), the answer arrives while the client is still sending, and
    // the client never gets to finish.
    const unreadLarge = results.filter(({ withCredential, size }) => !withCredential && size >= 40 * MB);
    expect(
      unreadLarge.filter(({ r }) => !r.answeredBeforeBodySent).map(({ route, type, size }) => `${route.name} ${type} ${size}`),
    ).toEqual([]);

    expect(settled.unauthTrickle.status).toBe(401);
    expect(settled.unauthTrickle.answeredBeforeBodySent).toBe(true);
    expect(settled.unauthStalled.status).toBe(401);
    for (const r of [settled.keyTrickle, settled.stalled]) {
      expect(r.status).toBe(400);
      expect(r.json.error.message).toMatch(/^request: was not received in time/);
    }
    expect(slowHead.text).toMatch(/"code":"validation_failed"/);

    // Alive, answering, bounded, and nothing kept.
    expect(child.proc.exitCode).toBeNull();
    expect(health.misses).toBe(0);
    expect(rssEnd.hwm).toBeLessThan(1024);
    const credits = (await api(child.url, child.token, '/api/v1/credits')).body.data;
    expect(credits.held).toBe(0);
    expect((await api(child.url, child.token, '/api/v1/tasks?limit=500')).body.data.tasks).toEqual([]);
    expect((await api(child.url, child.token, '/api/v1/assets?limit=500')).body.data.assets).toEqual([]);
    expect(readdirSync(join(dataDir, 'assets')).filter((f) => !f.startsWith('.'))).toEqual([]);
    expect(readdirSync(join(dataDir, 'assets', '.tmp'))).toEqual([]);

    const byStatus = new Map<number, number>();
    for (const { r } of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    const after = (await api(child.url, child.token, '/api/v1/health')).body.eventLoop;
    recordFaultRow('hostile-bodies', {
      fault: `hostile and slow clients: ${results.length} bodies up to 40 MB of every content type, with and without a key, trickled, stalled and slow-header senders`,
      userSees:
        '401 / 413 / 415 / 400 in the contract shape before the body is read; slow senders cut off with a 400 naming the receive timeout',
      testChecks: `every answer as expected, largest ${largestAnswer} bytes; no credential → nothing read; no exit; peak RSS ${Math.round(rssEnd.hwm)} MB; nothing held or kept`,
      slowestHealthMs: health.maxMs,
      maxEventLoopDelayMs: health.maxEventLoopDelayMs,
    });
    recordReliability(
      'hostile-bodies',
      `## Hostile request bodies (\`test/reliability/hostile-bodies.test.ts\`)

The real service as a child process. ${results.length} requests: sizes ${SIZES.map((s) => (s >= MB ? `${s / MB} MB` : `${s / KB} KB`)).join(', ')} × Content-Types ${Object.keys(TYPES).join(', ')} × with and without a credential × routes ${ROUTES.map((r) => r.name).join(', ')} (4 at a time), plus slow senders (a byte every 20 or 50 ms), a 20 MB body that stalls after 64 KB, a 40 MB body without a credential that stalls after 1 KB, and headers sent a byte every 100 ms, all alongside; \`GET /api/v1/health\` probed every 50 ms throughout.

- Answers: ${[...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s} × ${n}`)
        .join(', ')}; every one in the contract's error shape; the largest ${largestAnswer} bytes.
- Without a credential: 401 before the body on every route; every 40 MB body was still being sent when the answer came (the most a sender got written before it was cut off: ${f1(Math.max(...unreadLarge.map(({ r }) => r.bodyBytesWritten)) / MB)} MB of 40).
- Slow and stalled senders: without a credential answered at once (${Math.round(settled.unauthTrickle.firstByteMs)} ms); with a key, cut off by the receive timeout after ${f1(settled.keyTrickle.closedMs / 1000)} s and ${f1(settled.stalled.closedMs / 1000)} s with a 400 naming it; slow headers closed after ${f1(slowHead.closedMs / 1000)} s.
- Health: ${health.samples} probes, **${health.misses} missed**, slowest answer **${health.maxMs} ms** (p99 ${health.p99Ms} ms); largest event-loop delay the service reported **${health.maxEventLoopDelayMs} ms** over the last minute (${loopBefore.maxMs} ms before the hostile traffic, ${after.maxSinceStartMs} ms since start).
- Memory: RSS ${Math.round(rssStart.rss)} MB at the start, ${Math.round(rssEnd.rss)} MB at the end, peak ${Math.round(rssEnd.hwm)} MB. Credits held: 0. Tasks, assets, files kept: none.`,
    );
  }, 240_000);
});

const f1 = (n: number) => n.toFixed(1);
