import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a client has to read an early answer before its connection is destroyed. */
const LINGER_MS = 1000;

/**
 * An answer sent before the request's body was read (401/403/413/415 from the edge gate, or a
 * bad form field before the file part). The rest of the body is not read: the answer says
 * `Connection: close`, and the connection is closed after it.
 *
 * How it is closed matters. Node's default is to read the rest of the body and throw it away,
 * which is what the gate exists to avoid. Destroying the socket at once is no better: with body
 * bytes still arriving, the kernel answers them with an RST, and a client busy sending can lose
 * the answer it had not read yet (a test client did, 2 times in 100). So the body is left
 * unread instead: the request stream is paused, which stops reading the socket once its small
 * buffer is full (16 KiB), the client's writes then block, and the answer is followed by a FIN.
 * A client has LINGER_MS to read its answer (curl, undici and Node read it as soon as it
 * arrives); then the socket is destroyed, so a sender that never stops cannot hold it either.
 */
export function cutOffUnreadBody(req: FastifyRequest, reply: FastifyReply): void {
  const raw = req.raw;
  if (raw.complete) return;
  reply.header('connection', 'close');
  const socket = raw.socket as Socket & { destroySoon?: () => void };
  // Whatever was reading the body (a parser, a multipart form) lets go of it, and it stays
  // unread: paused, and marked as consumed (read(0)) so that Node does not drain it itself.
  raw.unpipe();
  raw.pause();
  raw.read(0);
  raw.on('error', () => {});
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // Node ends a `Connection: close` socket with destroySoon() once the answer is written: a FIN
  // and, right after, the destroy (and RST) described above. Only the FIN is wanted here.
  socket.destroySoon = () => {
    if (!socket.destroyed) socket.end();
  };
}
