import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { ApiKeys } from '../auth/api-keys.ts';
import { KEY_PREFIX, safeEqual } from '../auth/key-material.ts';
import type { CredentialKind, Principal } from '../auth/principal.ts';

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

/** Resolves the bearer credential of a request into a principal, enforcing the kind the route needs. */
export function createAuthenticator(opts: { apiKeys: ApiKeys; sessionToken: string; isStudioKey?: (keyId: string) => boolean }) {
  return (req: FastifyRequest, need: CredentialKind, xiApiKey = false): Principal => {
    const header = req.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    // ElevenLabs' clients send the key in their own header; routes of that API take it there too.
    const xi = xiApiKey && header === undefined ? req.headers['xi-api-key'] : undefined;
    const secret = match?.[1] ?? (typeof xi === 'string' && xi.trim() ? xi.trim() : undefined);
    if (secret === undefined) {
      const how = xiApiKey
        ? 'Authorization: Bearer <API key> or xi-api-key: <API key>'
        : 'Authorization: Bearer <API key or session token>';
      throw new AppError('unauthorized', `Missing credential: send ${how}`, undefined, {
        'www-authenticate': 'Bearer',
      });
    }
    let principal: Principal | null = null;
    // API keys carry a prefix, so only other secrets are compared with the session token.
    if (secret.startsWith(KEY_PREFIX)) principal = opts.apiKeys.authenticate(secret);
    else if (safeEqual(secret, opts.sessionToken)) principal = { kind: 'session' };
    if (!principal) {
      throw new AppError('unauthorized', 'The credential is not valid (unknown or revoked API key, or an old session token)', undefined, {
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    }
    // The studio's own key is marked, so a tool may let it act on work of the whole workspace.
    if (principal.kind === 'apiKey' && opts.isStudioKey?.(principal.keyId)) principal = { ...principal, studio: true };
    if (need !== 'any' && principal.kind !== need) {
      throw new AppError(
        'forbidden',
        need === 'session'
          ? 'This endpoint needs the session token of the app, not an API key'
          : 'This endpoint needs an API key; create one with POST /api/v1/api-keys',
      );
    }
    return principal;
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;

/** Sends an AppError in the contract's shape. */
export function sendError(reply: FastifyReply, err: AppError): FastifyReply {
  if (err.headers) reply.headers(err.headers);
  const body: { error: { code: string; message: string; details?: unknown } } = { error: { code: err.code, message: err.message } };
  if (err.details !== undefined) body.error.details = err.details;
  return reply.code(err.status).send(body);
}
