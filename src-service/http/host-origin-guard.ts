import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/app-error.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The hostname of a Host header (`name:port`, `[v6]:port`), lower-cased. */
function hostnameOf(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0];
}

/**
 * DNS-rebinding and cross-site defence (docs/architecture.md §4): the Host must be a loopback name,
 * and an Origin, when a browser sends one, must be the app's own or an allowed one.
 */
export function createHostOriginGuard(opts: { ownOrigins: () => string[]; allowedOrigins: string[] }) {
  // A callback-style hook: it runs on every request, and an async one costs a promise each time.
  return (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void): void => {
    const host = req.headers.host;
    if (!host || !LOOPBACK_HOSTS.has(hostnameOf(host))) {
      return done(new AppError('forbidden', 'Requests must address the service by a loopback name (127.0.0.1, localhost or [::1])'));
    }
    const origin = req.headers.origin;
    if (origin !== undefined) {
      const allowed = [...opts.ownOrigins(), ...opts.allowedOrigins];
      if (!allowed.includes(origin.toLowerCase())) {
        return done(
          new AppError(
            'forbidden',
            `Origin ${origin} is not allowed; add it to allowedOrigins in the settings to let that page call the service`,
          ),
        );
      }
    }
    done();
  };
}
