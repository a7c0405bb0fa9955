import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import { AppError } from '../errors.ts';
import type { CredentialKind, Principal } from '../auth/principal.ts';

/** Who may call a route: a credential kind, or anyone (`none`: health, signed URLs, the docs). */
export type RouteAuth = CredentialKind | 'none';

/**
 * The kinds of body a route reads. `media` is raw bytes (audio/*, image/*, video/*,
 * application/octet-stream); `multipart` is multipart/form-data.
 */
export type BodyKind = 'json' | 'media' | 'multipart';

/** Bodies of routes that declare none of their own (settings, keys, grants): small JSON. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * One route of the API, declared as data, so the edge can check the credential, the body's
 * type and its size before a byte of the body is read (see edge-gate.ts). Room is left for
 * params/query/body/response schemas, which OpenAPI will be generated from.
 */
export interface RouteDef<G extends RouteGenericInterface = RouteGenericInterface> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  auth: RouteAuth;
  /** Body kinds it reads. Default: none for GET, `json` otherwise. Any other body → 415. */
  accepts?: readonly BodyKind[];
  /** Largest body in bytes (default DEFAULT_BODY_LIMIT); a larger one → 413. */
  bodyLimit?: number;
  /** What a 413 tells the caller to do instead (e.g. where larger files go). */
  tooLargeHint?: string;
  handler(req: FastifyRequest<G>, reply: FastifyReply): unknown;
}

/** Keeps a route's params and query types flowing into its handler. */
export function defineRoute<G extends RouteGenericInterface = RouteGenericInterface>(def: RouteDef<G>): RouteDef {
  return def as unknown as RouteDef;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    accepts?: readonly BodyKind[];
    tooLargeHint?: string;
  }
  interface FastifyRequest {
    /** Set by the edge gate from the route's `auth`, before the body is read; null on `none` routes. */
    principal: Principal | null;
  }
}

/** The body kinds of a route, its default applied. */
export function acceptsOf(method: string, accepts: readonly BodyKind[] | undefined): readonly BodyKind[] {
  return accepts ?? (method === 'GET' || method === 'HEAD' ? [] : ['json']);
}

/** Registers a table of routes, each with its auth, accepted bodies and body limit as route config. */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[]): void {
  for (const r of routes) {
    app.route({
      method: r.method,
      url: r.url,
      bodyLimit: r.bodyLimit ?? DEFAULT_BODY_LIMIT,
      config: { auth: r.auth, accepts: acceptsOf(r.method, r.accepts), tooLargeHint: r.tooLargeHint },
      handler: r.handler as (req: FastifyRequest, reply: FastifyReply) => unknown,
    });
  }
}

/** The caller of an authenticated route (the edge gate has already checked the credential). */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new AppError('internal', 'route has no principal: its auth is "none"');
  return req.principal;
}
