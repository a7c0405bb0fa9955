import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compileValidator } from '../../tools/validate.ts';
import type { ApiKeyPatch } from '../../auth/api-keys.ts';
import { AppError } from '../../errors.ts';
import type { HttpContext } from '../http-context.ts';

const createBody = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: 100 }),
    webhookUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
    creditLimit: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const validateCreate = compileValidator<{ label: string; webhookUrl?: string; creditLimit?: number | null }>(createBody);

const patchBody = Type.Object(
  {
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    webhookUrl: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 2048 }), Type.Null()])),
    creditLimit: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const validatePatch = compileValidator<ApiKeyPatch>(patchBody);

/** API key management (session token only): create, list, get, change, revoke, rotate the webhook secret. */
export function registerKeyRoutes(app: FastifyInstance, ctx: HttpContext): void {
  // The studio's own key, kept in the OS keychain (session token only).
  app.post('/api/v1/studio/key', async (req) => {
    ctx.authenticate(req, 'session');
    return { data: await ctx.studioKey.get() };
  });

  app.post('/api/v1/api-keys', async (req, reply) => {
    ctx.authenticate(req, 'session');
    const body = validateCreate(req.body);
    return reply.code(201).send(await ctx.apiKeys.create(body));
  });

  app.get('/api/v1/api-keys', async (req) => {
    ctx.authenticate(req, 'session');
    return { data: ctx.apiKeys.list() };
  });

  app.get('/api/v1/api-keys/:id', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    ctx.authenticate(req, 'session');
    return { data: ctx.apiKeys.get(req.params.id) };
  });

  app.patch('/api/v1/api-keys/:id', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    ctx.authenticate(req, 'session');
    const body = validatePatch(req.body);
    if (Object.keys(body).length === 0) {
      throw new AppError('validation_failed', 'body: set at least one of label, webhookUrl, creditLimit', { field: 'body' });
    }
    return ctx.apiKeys.update(req.params.id, body);
  });

  app.post('/api/v1/api-keys/:id/webhook/rotate', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    ctx.authenticate(req, 'session');
    return ctx.apiKeys.rotateWebhookSecret(req.params.id);
  });

  app.delete('/api/v1/api-keys/:id', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    ctx.authenticate(req, 'session');
    return { data: ctx.apiKeys.revoke(req.params.id) };
  });
}
