import { connect } from 'node:net';

/** What a raw HTTP/1.1 exchange produced, as the client saw it. */
export interface RawExchange {
  status: number;
  headers: Record<string, string>;
  /** The answer's body, raw. */
  body: string;
  /** Bytes of the answer (head and body). */
  answerBytes: number;
  /** Body bytes the client managed to hand to its socket before the exchange ended. */
  bodyBytesWritten: number;
  /** Whether the client had written its whole body when the answer's first byte arrived. */
  answeredBeforeBodySent: boolean;
  /** Milliseconds from connecting to the first byte of the answer, and to the connection closing. */
  firstByteMs: number;
  closedMs: number;
  /** The parsed error body, when the answer is JSON. */
  json: any;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** The body to send (a Buffer, or a byte count of filler). */
  body?: Buffer | number;
  /** Content-Length to announce (default: the body's length; null: send none). */
  contentLength?: number | null;
  /** Send the body in chunked transfer encoding (no Content-Length). */
  chunked?: boolean;
  /** A slow sender: this many bytes every `everyMs`. */
  trickle?: { bytes: number; everyMs: number };
  /** Stop sending after this many body bytes and wait (a sender that stalls). */
  stallAfter?: number;
  /** Keep writing after the answer has arrived (a client that does not listen). Default: stop, as curl and Node do. */
  ignoreAnswer?: boolean;
  /** Give up after this long (the exchange then reports status 0). */
  timeoutMs?: number;
}

const FILLER = Buffer.alloc(64 * 1024, 0x41);

/**
 * One HTTP/1.1 request over a plain socket, so a test controls exactly what is sent and when:
 * announced lengths that are never sent, bodies a byte at a time, chunked bodies, no
 * Content-Type at all. The answer is read as it arrives, while the body is still being sent.
 */
export function rawHttp(base: string, req: RawRequest): Promise<RawExchange> {
  const url = new URL(base);
  const body = req.body === undefined ? Buffer.alloc(0) : typeof req.body === 'number' ? null : req.body;
  const total = typeof req.body === 'number' ? req.body : body!.length;
  const headers: Record<string, string> = { host: url.host, connection: 'keep-alive', ...req.headers };
  if (req.chunked) headers['transfer-encoding'] = 'chunked';
  else if (req.contentLength !== null && (req.contentLength !== undefined || total > 0))
    headers['content-length'] = String(req.contentLength ?? total);
  const head = `${req.method ?? 'POST'} ${req.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  const sendUpTo = Math.min(total, req.stallAfter ?? total);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    let written = 0;
    let firstByteMs = -1;
    let writtenAtAnswer = -1;
    let timer: NodeJS.Timeout | undefined;
    let trickle: NodeJS.Timeout | undefined;
    const slice = (from: number, n: number) => (body ? body.subarray(from, from + n) : FILLER.subarray(0, n));
    const frame = (b: Buffer) => (req.chunked ? Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]) : b);
    const answered = () => firstByteMs >= 0 && !req.ignoreAnswer;
    const finish = () => {
      if (req.chunked && written === total) socket.write('0\r\n\r\n');
    };
    const pump = () => {
      while (written < sendUpTo && !answered() && !socket.destroyed) {
        const n = Math.min(FILLER.length, sendUpTo - written);
        const ok = socket.write(frame(slice(written, n)));
        written += n;
        if (!ok) return void socket.once('drain', pump);
      }
      if (written === total) finish();
    };
    socket.on('connect', () => {
      socket.write(head);
      if (req.trickle) {
        const { bytes, everyMs } = req.trickle;
        trickle = setInterval(() => {
          if (written >= sendUpTo || answered() || socket.destroyed) return void clearInterval(trickle);
          const n = Math.min(bytes, sendUpTo - written);
          socket.write(frame(slice(written, n)));
          written += n;
          if (written === total) finish();
        }, everyMs);
      } else {
        pump();
      }
    });
    socket.on('data', (d: Buffer) => {
      if (firstByteMs < 0) {
        firstByteMs = performance.now() - started;
        writtenAtAnswer = written;
      }
      chunks.push(d);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      clearInterval(trickle);
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      const lines = (split < 0 ? raw : raw.slice(0, split)).split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      const hdrs: Record<string, string> = {};
      for (const l of lines.slice(1)) {
        const i = l.indexOf(':');
        if (i > 0) hdrs[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      const text = split < 0 ? '' : Buffer.from(raw.slice(split + 4), 'latin1').toString('utf8');
      let json: any = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON (or cut off)
      }
      resolve({
        status,
        headers: hdrs,
        body: text,
        answerBytes: raw.length,
        bodyBytesWritten: written,
        answeredBeforeBodySent: firstByteMs >= 0 && writtenAtAnswer < total,
        firstByteMs,
        closedMs: performance.now() - started,
        json,
      });
    });
    // Once the whole answer is in, a client that listens closes its side, as curl and Node do;
    // one that does not (ignoreAnswer) leaves closing to the server.
    socket.on('data', () => {
      if (req.ignoreAnswer) return;
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(raw.slice(0, split))?.[1] ?? Number.NaN);
      if (Number.isFinite(length) && raw.length - split - 4 >= length) socket.end();
    });
    timer = setTimeout(() => socket.destroy(), req.timeoutMs ?? 60_000);
  });
}
