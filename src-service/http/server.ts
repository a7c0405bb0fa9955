import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors.ts';
import { storageAppError } from '../storage/faults.ts';
import { MAX_UPLOAD_BYTES } from '../assets/assets-service.ts';
import { createHostOriginGuard, sendError } from './guards.ts';
import type { HttpContext } from './http-context.ts';
import { registerToolRoutes } from './routes/tools.ts';
import { registerAssetRoutes } from './routes/assets.ts';
import { registerKeyRoutes } from './routes/api-keys.ts';
import { registerCreditRoutes } from './routes/credits.ts';
import { registerMetaRoutes } from './routes/meta.ts';
import { registerWebhookRoutes } from './routes/webhooks.ts';
import { registerVoiceRoutes } from './routes/voices.ts';
import { registerLibraryRoutes } from './routes/library.ts';
import { registerMcpRoutes } from '../mcp/http-route.ts';
import { registerEventRoutes } from './routes/events.ts';
import { registerSettingsRoutes } from './routes/settings.ts';

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

/** Builds the Fastify app: guards, error translation and every route. */
export async function buildHttpApp(
  ctx: HttpContext,
  opts: { logger: FastifyServerOptions['logger']; ownOrigins: () => string[]; allowedOrigins: string[] },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger,
    // Tool bodies carry base64 uploads (upload-asset) up to 30 MB decoded.
    bodyLimit: 48 * 1024 * 1024,
    return503OnClosing: true,
    // Malformed URLs and headers are refused in the contract's error shape too.
    frameworkErrors: (err, _req, reply) =>
      sendError(reply, new AppError('validation_failed', `url: is malformed (${err.message})`, { field: 'url' })),
    forceCloseConnections: true,
  });

  app.addHook('onRequest', createHostOriginGuard({ ownOrigins: opts.ownOrigins, allowedOrigins: opts.allowedOrigins }));

  // An answer sent before the body was read (a 403 on an upload, a bad field before the
  // file part): detach any parser, drain the rest, and close the connection afterwards, or
  // a client still sending the body would stall and never read the answer.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!req.raw.complete) {
      reply.header('connection', 'close');
      req.raw.unpipe();
      req.raw.resume();
    }
    done(null, payload);
  });

  // Raw media uploads to POST /api/v1/assets.
  app.addContentTypeParser(/^(audio|image|video)\/|^application\/octet-stream/, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 } });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) return sendError(reply, err);
    const e = err as { statusCode?: number; code?: string; message: string };
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (e.statusCode === 400 && e.code?.startsWith('FST_ERR_CTP'))) {
      return sendError(reply, new AppError('validation_failed', 'body: is not valid JSON', { field: 'body' }));
    }
    if (e.statusCode === 413 || e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(reply, new AppError('payload_too_large', 'The request body is too large for this endpoint'));
    }
    if (e.statusCode === 415 || e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendError(reply, new AppError('unsupported_media_type', 'Unsupported Content-Type; send application/json (tools) or a media type (uploads)'));
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return sendError(reply, new AppError('validation_failed', `request: ${e.message}`, { field: 'request' }));
    }
    const stored = storageAppError(err, String(ctx.system().dataDir)); if (stored) return sendError(reply, stored); // a write the disk refused: 507/503 naming the folder
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, new AppError('internal', 'Internal error; the service log has the details'));
  });
  app.setNotFoundHandler((req, reply) => sendError(reply, new AppError('not_found', `No route ${req.method} ${req.url.split('?')[0]}`)));

  if (ctx.staticDir && existsSync(join(ctx.staticDir, 'index.html'))) {
    // The built studio. The same page runs in Electron and in any browser pointed here.
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
  }
  registerMetaRoutes(app, ctx);
  registerToolRoutes(app, ctx);
  registerAssetRoutes(app, ctx);
  registerKeyRoutes(app, ctx);
  registerCreditRoutes(app, ctx);
  registerWebhookRoutes(app, ctx);
  registerVoiceRoutes(app, ctx);
  registerLibraryRoutes(app, ctx);
  await registerMcpRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  return app;
}
