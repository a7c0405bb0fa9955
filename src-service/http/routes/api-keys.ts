import { Type } from '@sinclair/typebox';
import {
  ApiKeyPatch,
  ApiKeyView,
  CreateApiKey,
  CreatedApiKey,
  RotatedWebhookSecret,
  StudioKey,
  UpdatedApiKey,
} from '../../contract/api-key.ts';
import { DataOf, Id, Ref } from '../../contract/schema-helpers.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';

/** `{id}` of a key. */
export const KeyParams = Type.Object({ id: Id({ description: "The key's id (key_…).", examples: ['key_0m5x2k1a9AbCdEfGhIjKlMnOp'] }) });

/** API key management (session token only): create, list, get, change, revoke, rotate the webhook secret. */
export function keyRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/studio/key',
      auth: 'session',
      operationId: 'getStudioKey',
      summary: "The studio's own API key",
      description: "The studio's API key, kept in the OS keychain: created on first use, replaced if it was revoked.",
      tags: ['keys'],
      answers: { 200: { description: 'The key.', schema: DataOf(Ref(StudioKey)) } },
      handler: async () => ({ data: await ctx.studioKey.get() }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/api-keys',
      auth: 'session',
      operationId: 'createApiKey',
      summary: 'Create an API key',
      description: 'A key for a local app, with an optional webhook URL and credit limit. The key and the webhook secret are shown once.',
      tags: ['keys'],
      body: CreateApiKey,
      answers: { 201: { description: 'The key was created.', schema: Ref(CreatedApiKey) } },
      handler: async (req, reply) => reply.code(201).send(await ctx.apiKeys.create(req.body)),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/api-keys',
      auth: 'session',
      operationId: 'listApiKeys',
      summary: 'List API keys',
      description: 'Every key, revoked ones too (never their secrets).',
      tags: ['keys'],
      answers: { 200: { description: 'The keys.', schema: DataOf(Type.Array(Ref(ApiKeyView))) } },
      handler: async () => ({ data: ctx.apiKeys.list() }),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/api-keys/:id',
      auth: 'session',
      operationId: 'getApiKey',
      summary: 'Get an API key',
      tags: ['keys'],
      params: KeyParams,
      answers: { 200: { description: 'The key.', schema: DataOf(Ref(ApiKeyView)) } },
      errors: ['not_found'],
      handler: async (req) => ({ data: ctx.apiKeys.get(req.params.id) }),
    }),

    defineRoute({
      method: 'PATCH',
      url: '/api/v1/api-keys/:id',
      auth: 'session',
      operationId: 'updateApiKey',
      summary: 'Change an API key',
      description:
        "Change label, webhookUrl, creditLimit or captureBodies (the request log keeps the key's bodies). The first webhookUrl of a key creates its webhook secret, shown this once. A new credit limit applies to the next hold.",
      tags: ['keys'],
      params: KeyParams,
      body: ApiKeyPatch,
      answers: { 200: { description: 'The key as changed.', schema: Ref(UpdatedApiKey) } },
      errors: ['not_found', 'conflict'],
      handler: async (req) => ctx.apiKeys.update(req.params.id, req.body),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/api-keys/:id/webhook/rotate',
      auth: 'session',
      operationId: 'rotateWebhookSecret',
      summary: 'Rotate a webhook secret',
      description: 'A new webhook secret, shown once; the old one keeps signing beside it for 24 h.',
      tags: ['keys', 'webhooks'],
      params: KeyParams,
      answers: { 200: { description: 'The new secret.', schema: Ref(RotatedWebhookSecret) } },
      errors: ['not_found', 'conflict'],
      handler: async (req) => ctx.apiKeys.rotateWebhookSecret(req.params.id),
    }),

    defineRoute({
      method: 'DELETE',
      url: '/api/v1/api-keys/:id',
      auth: 'session',
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key',
      description: 'Refused from the very next request on. Its tasks, assets and ledger rows stay.',
      tags: ['keys'],
      params: KeyParams,
      answers: { 200: { description: 'The key, revoked.', schema: DataOf(Ref(ApiKeyView)) } },
      errors: ['not_found'],
      handler: async (req) => ({ data: ctx.apiKeys.revoke(req.params.id) }),
    }),
  ];
}
