import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { AppError } from '../core/app-error.ts';
import type { ErrorCode } from '../contract/error-codes.ts';
import type { Principal } from '../auth/principal.ts';
import { responsesOf, securityOf, type Answers } from './route-responses.ts';
import type { ApiTag } from './api-tags.ts';
import type { ErrorDialect, RouteAuth } from './route-auth.ts';

/**
 * The kinds of body a route reads. `media` is raw bytes (audio/*, image/*, video/*,
 * application/octet-stream); `multipart` is multipart/form-data.
 */
export type BodyKind = 'json' | 'media' | 'multipart';

/** Bodies of routes that declare none of their own (settings, keys, grants): small JSON. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** A body the route reads by itself (raw bytes, a form): its schema per media type, for the document. */
interface BodyContent {
  content: Record<string, { schema: TSchema | object }>;
  description?: string;
}

/** The parts of a request a route declares, each a schema Fastify checks before the handler runs. */
interface RouteSchemas<P extends TSchema, Q extends TSchema, H extends TSchema, B extends TSchema> {
  params?: P;
  querystring?: Q;
  headers?: H;
  /** A JSON body (checked), or content the handler reads itself (documented only). */
  body?: B | BodyContent;
}

type Part<T extends TSchema | undefined> = T extends TSchema ? Static<T> : unknown;

/** The request a handler gets: its params, query, headers and body typed from the route's schemas. */
type RouteRequest<P extends TSchema, Q extends TSchema, H extends TSchema, B extends TSchema> = FastifyRequest<{
  Params: Part<P>;
  Querystring: Part<Q>;
  Headers: Part<H>;
  Body: Part<B>;
}>;

/**
 * One route of the API, declared as data: the edge checks the credential, the body's type and
 * its size from it before a byte of the body is read (see edge-gate.ts); Fastify checks the
 * params, query, headers and JSON body against its schemas and writes its answers with them;
 * and the OpenAPI document and the generated client are made from it.
 */
export interface RouteDef<
  P extends TSchema = TSchema,
  Q extends TSchema = TSchema,
  H extends TSchema = TSchema,
  B extends TSchema = TSchema,
> extends RouteSchemas<P, Q, H, B> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  auth: RouteAuth;
  /** Unique, stable: the name of the operation in the document and the generated client. */
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly [ApiTag, ...ApiTag[]];
  /** Its answers when it works, by status. Errors are added from `errors` and what the route is. */
  answers: Answers;
  /** Error codes it answers besides those every route can (see route-responses.ts). */
  errors?: readonly ErrorCode[];
  /** Body kinds it reads. Default: none for GET, `json` otherwise. Any other body → 415. */
  accepts?: readonly BodyKind[];
  /** Largest body in bytes (default DEFAULT_BODY_LIMIT); a larger one → 413. */
  bodyLimit?: number;
  /** What a 413 tells the caller to do instead (e.g. where larger files go). */
  tooLargeHint?: string;
  /**
   * Most values a large JSON body may hold (default MAX_LARGE_BODY_VALUES, json-body.ts): a
   * route whose handler reads many values in slices (a batch's items) says how many.
   */
  maxBodyValues?: number;
  /**
   * The body is checked by the handler, not by Fastify: a tool's input goes through the tool
   * executor, which MCP shares, so both answer the same 400s in the same order.
   */
  bodyCheckedByHandler?: boolean;
  /** Left out of the document (a fallback that only answers 404). */
  hide?: boolean;
  /**
   * A compatible endpoint: its errors are answered in that API's shape (`either`: in the
   * caller's, told by the credential header it used; see compat/dialect-errors.ts).
   */
  dialect?: ErrorDialect;
  /** The API key may also come as `xi-api-key: <key>` (ElevenLabs' header), besides Authorization. */
  xiApiKey?: boolean;
  handler(req: RouteRequest<P, Q, H, B>, reply: FastifyReply): unknown;
}

/** Keeps a route's params, query, headers and body types flowing from its schemas into its handler. */
export function defineRoute<
  P extends TSchema = TSchema,
  Q extends TSchema = TSchema,
  H extends TSchema = TSchema,
  B extends TSchema = TSchema,
>(def: RouteDef<P, Q, H, B>): RouteDef {
  return def as unknown as RouteDef;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    accepts?: readonly BodyKind[];
    tooLargeHint?: string;
    dialect?: ErrorDialect;
    xiApiKey?: boolean;
    maxBodyValues?: number;
  }
  interface FastifyRequest {
    /** Set by the edge gate from the route's `auth`, before the body is read; null without a credential. */
    principal: Principal | null;
  }
}

/** The body kinds of a route, its default applied. */
function acceptsOf(method: string, accepts: readonly BodyKind[] | undefined): readonly BodyKind[] {
  return accepts ?? (method === 'GET' || method === 'HEAD' ? [] : ['json']);
}

const isBodyContent = (body: unknown): body is BodyContent => typeof body === 'object' && body !== null && 'content' in body;

/** The Fastify schema of a route: what it checks and answers, and how the document shows it. */
function fastifySchemaOf(r: RouteDef): FastifySchema & Record<string, unknown> {
  const accepts = acceptsOf(r.method, r.accepts);
  return {
    operationId: r.operationId,
    summary: r.summary,
    ...(r.description ? { description: r.description } : {}),
    tags: [...r.tags],
    // ElevenLabs' own routes list its header first; /v1/models (either dialect) lists Authorization first.
    security: securityOf(r.auth, r.xiApiKey ? (r.dialect === 'elevenlabs' ? 'first' : 'second') : false),
    ...(r.hide ? { hide: true } : {}),
    ...(r.params ? { params: r.params } : {}),
    ...(r.querystring ? { querystring: r.querystring } : {}),
    ...(r.headers ? { headers: r.headers } : {}),
    ...(r.body ? { body: r.body } : {}),
    response: responsesOf({
      answers: r.answers,
      errors: r.errors ?? [],
      auth: r.auth,
      method: r.method,
      readsBody: accepts.length > 0,
      hasParams: Boolean(r.params),
      dialect: r.dialect,
    }),
  };
}

/** Registers a table of routes, each with its auth, accepted bodies, body limit and schemas. */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[]): void {
  for (const r of routes) {
    const handlerReadsBody = r.bodyCheckedByHandler || isBodyContent(r.body);
    app.route({
      method: r.method,
      url: r.url,
      bodyLimit: r.bodyLimit ?? DEFAULT_BODY_LIMIT,
      config: {
        auth: r.auth,
        accepts: acceptsOf(r.method, r.accepts),
        tooLargeHint: r.tooLargeHint,
        dialect: r.dialect,
        xiApiKey: r.xiApiKey,
        maxBodyValues: r.maxBodyValues,
      },
      schema: fastifySchemaOf(r),
      // A body the handler reads or checks itself is in the schema for the document only.
      ...(handlerReadsBody ? { validatorCompiler: skipBody(app) } : {}),
      handler: r.handler as (req: FastifyRequest, reply: FastifyReply) => unknown,
    });
  }
}

/** The app's validator compiler for every part but the body. */
function skipBody(app: FastifyInstance): NonNullable<Parameters<FastifyInstance['route']>[0]['validatorCompiler']> {
  return (route) => (route.httpPart === 'body' ? () => true : app.validatorCompiler!(route));
}

/** The caller of an authenticated route (the edge gate has already checked the credential). */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new AppError('internal', 'route has no principal: its auth is "none"');
  return req.principal;
}
