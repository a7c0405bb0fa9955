import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How many ports past the default to try before giving up. */
const FALLBACK_TRIES = 20;

/**
 * Listens on 127.0.0.1 only. With `fallback`, a taken port moves to the next one, so a
 * second copy or another program on 7717 does not stop the app from starting.
 */
export async function listen(app: FastifyInstance, port: number, opts: { fallback: boolean }): Promise<number> {
  let chosen = port;
  if (port !== 0 && opts.fallback) {
    for (let attempt = 0; attempt <= FALLBACK_TRIES; attempt++) {
      if (await isFree(port + attempt)) {
        chosen = port + attempt;
        break;
      }
    }
  }
  try {
    await app.listen({ host: '127.0.0.1', port: chosen });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`Port ${chosen} is already in use; choose another with --port (0 picks any free port)`, { cause: err });
    }
    throw err;
  }
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('the server has no TCP address');
  return addr.port;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
