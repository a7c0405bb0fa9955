import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** A request as the fake received it. */
export interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, or undefined. */
  body: any;
  /** The raw body text. */
  text: string;
  /** When the request line and headers arrived (performance.now(), ms): when the call started, before its body was read. */
  at: number;
}

/**
 * A scripted answer, sent instead of the default behaviour: an HTTP answer, a connection
 * reset (the socket is destroyed once the request is read) or no answer at all.
 */
export type Scripted =
  | {
      status: number;
      json?: unknown;
      /** A raw body (for malformed answers). */
      raw?: string;
      headers?: Record<string, string>;
    }
  | { reset: true }
  | { hang: true }
  /** Answered as by default, but only once `until` has settled (a request held open on cue). */
  | { until: Promise<unknown> };

/** A handler answers a recorded request; the fake server owns the socket. */
export type FakeHandler = (req: Recorded, res: ServerResponse) => void | Promise<void>;

/** A loopback HTTP server that records every request and replays scripted answers first. */
export interface FakeServer {
  url: string;
  requests: Recorded[];
  /** The next requests matching `match` get these answers, in order, before the default behaviour resumes. */
  script(match: (r: Recorded) => boolean, answers: Scripted[]): void;
  /** Drops scripted answers not yet used. */
  clearScripts(): void;
  /** Ends every connection, hung ones included, then stops listening. */
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, json: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(json));
}

/** Starts a fake on 127.0.0.1 (port 0) with a default handler. */
export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: Recorded[] = [];
  const scripts: Array<{ match: (r: Recorded) => boolean; answers: Scripted[] }> = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const rec: Recorded = { method: req.method ?? 'GET', path: req.url ?? '/', headers: { ...req.headers }, body, text, at };
    requests.push(rec);
    const s = scripts.find((x) => x.answers.length > 0 && x.match(rec));
    if (s) {
      const a = s.answers.shift()!;
      if ('reset' in a) return void req.socket.destroy();
      // Left open: the caller's timeout has to end it (or close() does).
      if ('hang' in a) return;
      if ('until' in a) {
        await a.until.catch(() => undefined);
        try {
          await handler(rec, res);
        } catch (err) {
          sendJson(res, 500, { error: `fake crashed: ${(err as Error).message}` });
        }
        return;
      }
      if (a.raw !== undefined) {
        res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
        res.end(a.raw);
      } else sendJson(res, a.status, a.json ?? {}, a.headers);
      return;
    }
    try {
      await handler(rec, res);
    } catch (err) {
      sendJson(res, 500, { error: `fake crashed: ${(err as Error).message}` });
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (match, answers) => scripts.push({ match, answers: [...answers] }),
    clearScripts: () => void scripts.splice(0),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A tone as 16-bit mono PCM: stands in for speech (the tests measure format and duration). */
export function tonePcm(seconds: number, rate = 24_000, hz = 220): Buffer {
  const n = Math.round(seconds * rate);
  const buf = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) buf.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / rate)), i * 2);
  return buf;
}

/** The same tone as a 44-byte-header WAV. */
export function toneWav(seconds: number, rate = 24_000): Buffer {
  const pcm = tonePcm(seconds, rate);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + pcm.length, 4);
  h.write('WAVEfmt ', 8, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([h, pcm]);
}

/** Seconds of fake speech for a text: about 15 characters a second, as real speech runs. */
export const speechSeconds = (text: string): number => Math.max(0.5, Math.round((text.length / 15) * 10) / 10);
