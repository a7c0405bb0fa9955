import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/app-error.ts';
import type { ApiKeys } from '../auth/api-keys.ts';
import { KEY_PREFIX, safeEqual } from '../auth/key-material.ts';
import type { CredentialKind, Principal } from '../auth/principal.ts';

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
