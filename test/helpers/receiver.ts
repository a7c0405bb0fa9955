import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver got it: the raw body bytes, exactly as sent. */
export interface ReceivedRequest {
  /** Date.now() when the body had fully arrived. */
  at: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  /** The answer it was given. */
  status: number;
  json(): any;
}

/** How to answer one request: a status, or a status with a body, headers and a delay before answering. */
export type Answer = number | { status: number; body?: string; headers?: Record<string, string>; delayMs?: number };

/** A real HTTP receiver on loopback that records every request and answers from a script. */
export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** How many answers have been sent (a delayed answer counts once it goes out). */
  answered(): number;
  /** Answers for the next requests, in order; after them, `fallback`. */
  script(answers: Answer[], fallback?: Answer): void;
  /** Resolves once `n` requests have arrived (rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/** A port nothing listens on (for "connection refused"); it was free a moment ago. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export async function startReceiver(opts: { port?: number; answers?: Answer[]; fallback?: Answer } = {}): Promise<Receiver> {
  let queue: Answer[] = [...(opts.answers ?? [])];
  let fallback: Answer = opts.fallback ?? 200;
  const requests: ReceivedRequest[] = [];
  const waiters: Array<() => void> = [];
  let answered = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = queue.length ? queue.shift()! : fallback;
      const a = typeof answer === 'number' ? { status: answer } : answer;
      const raw = Buffer.concat(chunks);
      requests.push({
        at: Date.now(),
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        raw,
        status: a.status,
        json: () => JSON.parse(raw.toString('utf8')),
      });
      for (const w of waiters.splice(0)) w();
      const answer_ = () => {
        res.writeHead(a.status, { 'content-type': 'text/plain', ...a.headers });
        res.end(a.body ?? `answered ${a.status}`);
        answered++;
      };
      if (a.delayMs) setTimeout(answer_, a.delayMs);
      else answer_();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    requests,
    answered: () => answered,
    script(answers, fb) {
      queue = [...answers];
      if (fb !== undefined) fallback = fb;
    },
    async waitFor(n, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`receiver: expected ${n} requests, got ${requests.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return requests.slice(0, n);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// Receiver-side verification, written from the README rather than from the service's code,
// so a test that passes shows a third party can verify deliveries.

const sameBytes = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** X-Service-Signature (or -Previous): `sha256=` + hex HMAC-SHA256 of the raw body, keyed with the secret string. */
export function verifyServiceSignature(header: string | string[] | undefined, raw: Buffer, secret: string): boolean {
  if (typeof header !== 'string') return false;
  return sameBytes(header, 'sha256=' + createHmac('sha256', secret).update(raw).digest('hex'));
}

/** Standard Webhooks: some `v1,<base64>` of `webhook-signature` is the HMAC of "id.timestamp.body" under base64-decoded secret. */
export function verifyStandardSignature(headers: IncomingHttpHeaders, raw: Buffer, secret: string): boolean {
  const id = headers['webhook-id'];
  const ts = headers['webhook-timestamp'];
  const sigs = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof ts !== 'string' || typeof sigs !== 'string') return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(Buffer.concat([Buffer.from(`${id}.${ts}.`), raw]))
    .digest('base64');
  return sigs.split(' ').some((s) => s.startsWith('v1,') && sameBytes(s.slice(3), expected));
}
