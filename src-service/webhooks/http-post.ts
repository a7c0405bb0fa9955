import http from 'node:http';
import https from 'node:https';
import { abortError, createFlights } from './flights.ts';

/** How many bytes of a receiver's answer the delivery log keeps. */
const EXCERPT_BYTES = 512;

/** What a receiver answered: its status, and the start of its body. */
interface PostAnswer {
  status: number;
  excerpt: Buffer;
}

/**
 * One POST; resolves with the answer or rejects with the network error (its `code` says
 * which). `signal` aborts it. Injectable so a test can stand in for the network.
 */
export type PostFn = (
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; signal: AbortSignal },
) => Promise<PostAnswer>;

/** Thrown when no status arrived within the time limit. */
class PostTimeoutError extends Error {
  readonly code = 'WEBHOOK_TIMEOUT';
}

// Keep-alive: retries and bursts to the same receiver reuse connections.
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/** Where a URL points, parsed once: every delivery to a key goes to the same few URLs. */
interface Target {
  isHttps: boolean;
  hostname: string;
  port: string;
  path: string;
}
const targets = new Map<string, Target>();
// Bounded, since a changed URL leaves its old entry behind.
const MAX_TARGETS = 256;
const targetOf = (url: string): Target => {
  let t = targets.get(url);
  if (!t) {
    const u = new URL(url);
    const isHttps = u.protocol === 'https:';
    // An IPv6 literal comes bracketed in a URL but not in a hostname option.
    const hostname = u.hostname.startsWith('[') ? u.hostname.slice(1, -1) : u.hostname;
    t = { isHttps, hostname, port: u.port || (isHttps ? '443' : '80'), path: u.pathname + u.search };
    if (targets.size >= MAX_TARGETS) targets.clear();
    targets.set(url, t);
  }
  return t;
};

// Every attempt's time limit and stop signal (see flights.ts).
const flights = createFlights();

/**
 * POST with node:http rather than fetch: fetch refuses the "bad ports" of browsers
 * (6000, 6665–6669, 10080, …), which a loopback receiver may well use, and redirects are
 * never followed here (a 3xx is an answer, and a failed delivery). The time limit covers
 * the status line; once a status is in, a slow body only shortens the excerpt (at the time
 * limit the answer is taken as it stands). The body goes out as the string it is.
 */
export const httpPost: PostFn = (url, headers, body, { timeoutMs, signal }) =>
  new Promise<PostAnswer>((resolve, reject) => {
    if (signal.aborted) return reject(abortError(signal));
    const target = targetOf(url);
    let status = 0;
    let chunks: Buffer[] | undefined;
    let size = 0;
    let settled = false;

    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      flight.end();
      if (status) resolve({ status, excerpt: chunks ? Buffer.concat(chunks).subarray(0, EXCERPT_BYTES) : Buffer.alloc(0) });
      else reject(err);
    };
    const cancel = (err: unknown) => {
      settle(err);
      req.destroy();
    };

    const req = (target.isHttps ? https : http).request(
      {
        method: 'POST',
        agent: target.isHttps ? agents.https : agents.http,
        hostname: target.hostname,
        port: target.port,
        path: target.path,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        status = res.statusCode ?? 0;
        res.on('data', (chunk: Buffer) => {
          if (size >= EXCERPT_BYTES) return;
          (chunks ??= []).push(chunk);
          size += chunk.length;
          // Enough for the log: stop reading a large answer (this drops the connection).
          if (size >= EXCERPT_BYTES) {
            settle();
            res.destroy();
          }
        });
        res.on('end', () => settle());
        res.on('error', (err) => settle(err));
        res.on('close', () => settle());
      },
    );
    const flight = flights.add(timeoutMs, signal, (reason) => cancel(reason ?? new PostTimeoutError(`no answer within ${timeoutMs} ms`)));
    req.on('error', (err) => settle(err));
    req.end(body);
  });
