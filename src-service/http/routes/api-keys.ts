import { Type } from '@sinclair/typebox';
import { compileValidator } from '../../validation/validate.ts';
import type { ApiKeyPatch } from '../../auth/api-keys.ts';
import { AppError } from '../../errors.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';

type ById = { Params: { id: string } };

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
export function keyRoutes(ctx: HttpContext): RouteDef[] {
  return [
    // The studio's own key, kept in the OS keychain (session token only).
    defineRoute({ method: 'POST', url: '/api/v1/studio/key', auth: 'session', handler: async () => ({ data: await ctx.studioKey.get() }) }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/api-keys',
      auth: 'session',
      handler: async (req, reply) => reply.code(201).send(await ctx.apiKeys.create(validateCreate(req.body))),
    }),

    defineRoute({ method: 'GET', url: '/api/v1/api-keys', auth: 'session', handler: async () => ({ data: ctx.apiKeys.list() }) }),

    defineRoute<ById>({ method: 'GET', url: '/api/v1/api-keys/:id', auth: 'session', handler: async (req) => ({ data: ctx.apiKeys.get(req.params.id) }) }),

    defineRoute<ById>({
      method: 'PATCH',
      url: '/api/v1/api-keys/:id',
      auth: 'session',
      handler: async (req) => {
        const body = validatePatch(req.body);
        if (Object.keys(body).length === 0) {
          throw new AppError('validation_failed', 'body: set at least one of label, webhookUrl, creditLimit', { field: 'body' });
        }
        return ctx.apiKeys.update(req.params.id, body);
      },
    }),

    defineRoute<ById>({
      method: 'POST',
      url: '/api/v1/api-keys/:id/webhook/rotate',
      auth: 'session',
      handler: async (req) => ctx.apiKeys.rotateWebhookSecret(req.params.id),
    }),

    defineRoute<ById>({ method: 'DELETE', url: '/api/v1/api-keys/:id', auth: 'session', handler: async (req) => ({ data: ctx.apiKeys.revoke(req.params.id) }) }),
  ];
}
