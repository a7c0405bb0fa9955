/**
 * A webhook receiver in its own process (so it does not share the service's event loop):
 * answers 204, counts requests, and checks X-Service-Signature once told the secret.
 * Started with fork(); messages: `{cmd: 'secret', secret}`, `{cmd: 'reset'}`, and
 * `{cmd: 'stats'}`, answered with `{count, signed, bad, firstAt, lastAt}` (epoch ms).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

let secret: string | undefined;
let count = 0;
let signed = 0;
let bad = 0;
let firstAt = 0;
let lastAt = 0;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const header = req.headers['x-service-signature'];
    if (secret && typeof header === 'string') {
      signed++;
      const expected = Buffer.from('sha256=' + createHmac('sha256', secret).update(Buffer.concat(chunks)).digest('hex'));
      const got = Buffer.from(header);
      if (got.length !== expected.length || !timingSafeEqual(got, expected)) bad++;
    }
    const now = performance.timeOrigin + performance.now();
    if (count === 0) firstAt = now;
    lastAt = now;
    count++;
    res.writeHead(204).end();
  });
});

server.listen(Number(process.env.SINK_PORT ?? 0), '127.0.0.1', () => {
  process.send!({ port: (server.address() as AddressInfo).port });
});

process.on('message', (msg: { cmd: string; secret?: string }) => {
  if (msg.cmd === 'secret') {
    secret = msg.secret;
    process.send!({ ok: true });
  }
  if (msg.cmd === 'stats') process.send!({ count, signed, bad, firstAt, lastAt });
  if (msg.cmd === 'reset') {
    count = signed = bad = firstAt = lastAt = 0;
    process.send!({ reset: true });
  }
});
process.on('disconnect', () => process.exit(0));
