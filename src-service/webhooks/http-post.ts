import http from 'node:http';
import https from 'node:https';

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

/**
 * POST with node:http rather than fetch: fetch refuses the "bad ports" of browsers
 * (6000, 6665–6669, 10080, …), which a loopback receiver may well use, and redirects are
 * never followed here (a 3xx is an answer, and a failed delivery). The time limit covers
 * the status line; once a status is in, a slow body only shortens the excerpt.
 */
export const httpPost: PostFn = (url, headers, body, { timeoutMs, signal }) =>
  new Promise<PostAnswer>((resolve, reject) => {
    const target = new URL(url);
    const isHttps = target.protocol === 'https:';
    const payload = Buffer.from(body);
    let status = 0;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;

    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (status) resolve({ status, excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES) });
      else reject(err);
    };

    const req = (isHttps ? https : http).request(
      target,
      { method: 'POST', agent: isHttps ? agents.https : agents.http, headers: { ...headers, 'content-length': String(payload.length) } },
      (res) => {
        status = res.statusCode ?? 0;
        res.on('data', (chunk: Buffer) => {
          if (size >= EXCERPT_BYTES) return;
          chunks.push(chunk);
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
    const timer = setTimeout(() => {
      settle(new PostTimeoutError(`no answer within ${timeoutMs} ms`));
      req.destroy();
    }, timeoutMs);
    const onAbort = () => {
      settle(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
      req.destroy();
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (err) => settle(err));
    req.end(payload);
  });
