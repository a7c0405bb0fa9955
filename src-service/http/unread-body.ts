import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** After an early answer, body bytes discarded at most... */
export const LINGER_BYTES = 1024 * 1024;
/** ...and for at most this long, before the connection is destroyed. */
export const LINGER_MS = 2000;

/**
 * An answer sent before the request's body was read (401/403/413/415 from the edge gate, or a
 * bad form field before the file part). The rest of the body is not read: the answer says
 * `Connection: close`, and the connection is closed once it has been written.
 *
 * How it is closed matters. Destroying a socket with unread bytes makes the kernel send an RST,
 * which can cost a client that is still sending the answer it was about to read; draining the
 * body instead (what Node does by default) reads all of it, which is what the gate exists to
 * avoid. So, like a web server's lingering close but bounded: the service half-closes after the
 * answer and discards what still arrives, for at most LINGER_MS and LINGER_BYTES, then destroys
 * the socket. A client that reads its answer and stops sending (curl, Node, undici do) closes
 * first; one that keeps pushing is cut off after a megabyte or two seconds, whichever comes
 * first, and has had its answer in its receive buffer all along.
 */
export function cutOffUnreadBody(req: FastifyRequest, reply: FastifyReply): void {
  const raw = req.raw;
  if (raw.complete) return;
  reply.header('connection', 'close');
  const socket = raw.socket as Socket & { destroySoon?: () => void };
  // Whatever was consuming the body (a multipart parser) lets go of it.
  raw.unpipe();
  let discarded = 0;
  const destroy = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(destroy, LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) destroy();
  });
  raw.on('error', () => {});
  raw.resume();
  // Node ends a `Connection: close` socket with destroySoon() once the answer is written: a FIN
  // and, right after, a destroy (the RST above). Only the half-close is wanted; the linger
  // timer and byte count do the rest.
  socket.destroySoon = () => {
    if (!socket.destroyed) socket.end();
  };
}
