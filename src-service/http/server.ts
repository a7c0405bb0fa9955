import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { AppError } from '../core/app-error.ts';
import { storageAppError } from '../storage/faults.ts';
import { createHostOriginGuard } from './host-origin-guard.ts';
import { sendError } from './send-error.ts';
import type { HttpContext } from './http-context.ts';
import { createEdgeGate, tooLarge } from './edge-gate.ts';
import { cutOffUnreadBody } from './unread-body.ts';
import { clientErrorHandler, RECEIVE_TIMEOUTS, toAppError } from './error-reply.ts';
import { closeWhenStalled, STALLED_READER_MS } from './stalled-reader.ts';
import { readBytes, TooManyBytes } from './body-bytes.ts';
import { registerJsonParser } from './json-body.ts';
import { DEFAULT_BODY_LIMIT, registerRoutes } from './route-table.ts';
import { toolRoutes } from './routes/tools.ts';
import { assetRoutes } from './routes/assets.ts';
import { assetMediaRoutes } from './routes/asset-media.ts';
import { keyRoutes } from './routes/api-keys.ts';
import { creditRoutes } from './routes/credits.ts';
import { batchRoutes } from './routes/batches.ts';
import { usageRoutes } from './routes/usage.ts';
import { metaRoutes } from './routes/meta.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { voiceRoutes } from './routes/voices.ts';
import { libraryRoutes } from './routes/library.ts';
import { queueRoutes } from './routes/queue.ts';
import { assetLibraryRoutes } from './routes/asset-library.ts';
import { mcpRoutes } from '../mcp/http-route.ts';
import { eventRoutes } from './routes/events.ts';
import { settingsRoutes } from './routes/settings.ts';
import { requestLogRoutes } from './routes/request-log.ts';
import { registerRequestLogHooks } from './request-log-hooks.ts';
import { openAiRoutes } from './compat/openai-routes.ts';
import { elevenLabsRoutes } from './compat/elevenlabs-routes.ts';
import { compatModelRoutes } from './compat/model-routes.ts';
import { dialectOf, sendDialectError } from './compat/dialect-errors.ts';
import { registerOpenApi } from './openapi.ts';
import { checkResponses } from './response-check.ts';
import { buildLazySerializer } from './lazy-serializer.ts';
import { compileSchema, objectBody, validationError } from '../validation/validate.ts';

/** The studio talks only to this service; media may be blob: URLs made from recordings. */
const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Raw media bodies; only routes that declare `media` get past the edge gate with one. */
const MEDIA_TYPES = /^(audio|image|video)\/|^application\/octet-stream/;

/** Builds the Fastify app: guards, error translation and every route. */
export async function buildHttpApp(
  ctx: HttpContext,
  opts: {
    logger: FastifyBaseLogger;
    ownOrigins: () => string[];
    allowedOrigins: string[];
    /** Check every JSON answer against its schema and answer 500 on a difference (see response-check.ts). */
    checkResponses?: boolean;
    /** How long a streamed answer may wait unread before its connection is closed (stalled-reader.ts). */
    stalledReaderMs?: number;
  },
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: opts.logger,
    // Each route declares its own limit (route-table.ts); this is for anything else.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Slow or stalled senders: see RECEIVE_TIMEOUTS. Node checks them once a second.
    requestTimeout: RECEIVE_TIMEOUTS.requestMs,
    http: { headersTimeout: RECEIVE_TIMEOUTS.headersMs, connectionsCheckingInterval: 1000 },
    clientErrorHandler,
    // Requests that arrive while the service stops are answered by the edge gate, in the contract's shape.
    return503OnClosing: false,
    // Malformed URLs and headers are refused in the contract's error shape too.
    frameworkErrors: (err, _req, reply) =>
      sendError(reply, new AppError('validation_failed', `url: is malformed (${err.message})`, { field: 'url' })),
    forceCloseConnections: true,
    // Answers' writers are built on first use, not all at start (see lazy-serializer.ts).
    schemaController: { compilersFactory: { buildSerializer: buildLazySerializer as never } },
  });

  app.decorateRequest('principal', null);
  // Params, query, headers and JSON bodies are checked with the tools' Ajv setup, so a REST
  // route and a tool name the field and the rule the same way; a failure is the contract's 400.
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const part = httpPart === 'body' ? 'body' : 'text';
    // Compiled on the route's first request, not while the service starts (as its answers' writers).
    let compiled: ReturnType<typeof compileSchema> | undefined;
    return (data: unknown) => {
      const validate = (compiled ??= compileSchema(schema, part));
      let input = data;
      if (part === 'body') {
        try {
          input = objectBody(data);
        } catch (err) {
          return { error: err as Error };
        }
      }
      return validate(input) ? { value: input } : { error: validationError(validate.errors ?? []) };
    };
  });
  // Before any route: it reads each route's schema as the route is added.
  await registerOpenApi(app, { version: ctx.version });
  if (opts.checkResponses) checkResponses(app);
  // Every API route goes through the route table, so none can be added without an auth declaration.
  app.addHook('onRoute', (route) => {
    if (/^\/(api|mcp|v1|v2)(\/|$)/.test(route.url) && route.config?.auth === undefined) {
      throw new Error(`route ${route.method} ${route.url} declares no auth; register it with registerRoutes`);
    }
  });
  app.addHook('onRequest', createHostOriginGuard({ ownOrigins: opts.ownOrigins, allowedOrigins: opts.allowedOrigins }));
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', createEdgeGate({ authenticate: ctx.authenticate, closing: () => closing }));
  // An answer sent before the body was read: see unread-body.ts.
  app.addHook('onSend', (req, reply, payload, done) => {
    cutOffUnreadBody(req, reply);
    // A streamed answer (a file, speech as it is made, events) is cut off once left unread too long.
    if (isStream(payload)) {
      closeWhenStalled(reply.raw, opts.stalledReaderMs ?? STALLED_READER_MS, (unreadMs) =>
        req.log.warn({ unreadMs }, 'the caller stopped reading the answer; the connection was closed'),
      );
    }
    done(null, payload);
  });

  // Every answer to an API key goes to the request log (buffered; see request-log/).
  registerRequestLogHooks(app, ctx.requestLog);

  // Bodies are JSON, raw media or multipart; no route reads text.
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app);
  // Raw media uploads (POST /api/v1/assets), read into a buffer allocated from Content-Length.
  app.addContentTypeParser(MEDIA_TYPES, (req, payload, done) => {
    const announced = req.headers['content-length'];
    readBytes(payload, {
      max: req.routeOptions.bodyLimit,
      capacity: announced === undefined ? undefined : Number(announced),
      exact: true,
    }).then(
      (r) => done(null, r.bytes),
      (err: Error) => done(err instanceof TooManyBytes ? tooLarge(req) : err, undefined),
    );
  });
  // Routes pass their own limits to req.file()/req.parts(); these are the defaults.
  await app.register(multipart, { limits: { fileSize: DEFAULT_BODY_LIMIT, files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024 } });

  app.setErrorHandler((err, req, reply) => {
    // The compatible endpoints answer in their clients' shape; every other route in the contract's.
    const dialect = dialectOf(req);
    const send = (e: AppError) => (dialect ? sendDialectError(reply, dialect, e) : sendError(reply, e));
    const known = toAppError(err, req);
    if (known) return send(known);
    // A write the disk refused: 507/503 naming the folder.
    const stored = storageAppError(err, String(ctx.system().dataDir));
    if (stored) return send(stored);
    req.log.error({ err }, 'unhandled error');
    return send(new AppError('internal', 'Internal error; the service log has the details'));
  });
  app.setNotFoundHandler((req, reply) => sendError(reply, new AppError('not_found', `No route ${req.method} ${req.url.split('?')[0]}`)));

  if (ctx.staticDir && existsSync(join(ctx.staticDir, 'index.html'))) {
    // The built studio. The same page runs in Electron and in any browser pointed here (its
    // file server is loaded only then: a headless service without a build does without it).
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: ctx.staticDir,
      prefix: '/',
      index: 'index.html',
      wildcard: false,
      setHeaders(reply, path) {
        if (path.endsWith('.html')) {
          reply.header('content-security-policy', STUDIO_CSP);
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    // No studio here (a headless service without a build): the address the service prints
    // still answers, saying where the API is and how to get the studio.
    app.get('/', { logLevel: 'silent' }, async () => ({
      service: 'timbre',
      version: ctx.version,
      studio: 'not built: run `npx electron-vite build` (or `npm run serve`, which builds it) and start the service again',
      openapi: '/api/v1/openapi.json',
    }));
  }
  registerRoutes(app, [
    ...metaRoutes(ctx),
    ...toolRoutes(ctx),
    ...assetRoutes(ctx),
    ...assetMediaRoutes(ctx),
    ...keyRoutes(ctx),
    ...creditRoutes(ctx),
    ...batchRoutes(ctx),
    ...usageRoutes(ctx),
    ...webhookRoutes(ctx),
    ...voiceRoutes(ctx),
    ...libraryRoutes(ctx),
    ...queueRoutes(ctx),
    ...assetLibraryRoutes(ctx),
    ...mcpRoutes(ctx),
    ...eventRoutes(ctx),
    ...settingsRoutes(ctx),
    ...requestLogRoutes(ctx),
    ...openAiRoutes(ctx),
    ...elevenLabsRoutes(ctx),
    ...compatModelRoutes(ctx),
  ]);
  return app;
}

/** A body Fastify pipes rather than writes at once. */
function isStream(payload: unknown): payload is NodeJS.ReadableStream {
  return typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';
}
