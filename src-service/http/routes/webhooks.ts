import { Type } from '@sinclair/typebox';
import { DataOf, Id, Ref } from '../../contract/schema-helpers.ts';
import { PAGE_LIMIT } from '../../contract/library.ts';
import { WebhookEventDetail, WebhookEventPage, WebhookEventQuery, WebhookEventView, WebhookTestResult } from '../../contract/webhooks.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';
import { KeyParams } from './api-keys.ts';

const EventParams = Type.Object({ id: Id({ description: "The event's id (whev_…).", examples: ['whev_0m5x2k1a9AbCdEfGhIjKlMnOp'] }) });

/** The delivery log, redelivery and the test delivery (session token only). */
export function webhookRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/webhook-events',
      auth: 'session',
      operationId: 'listWebhookEvents',
      summary: 'List webhook events',
      description: 'The delivery log, newest first: by key and status; page with `before` (the `nextBefore` of the previous page).',
      tags: ['webhooks'],
      querystring: WebhookEventQuery,
      answers: { 200: { description: 'A page of events.', schema: Ref(WebhookEventPage) } },
      handler: async (req) => {
        const q = req.query;
        return ctx.webhooks.list({
          keyId: q.keyId || undefined,
          status: q.status,
          before: q.before || undefined,
          limit: q.limit ?? PAGE_LIMIT.default,
        });
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/webhook-events/:id',
      auth: 'session',
      operationId: 'getWebhookEvent',
      summary: 'Get a webhook event',
      description: 'One event with every delivery attempt of every series, oldest first.',
      tags: ['webhooks'],
      params: EventParams,
      answers: { 200: { description: 'The event and its attempts.', schema: DataOf(Ref(WebhookEventDetail)) } },
      errors: ['not_found'],
      handler: async (req) => ({ data: ctx.webhooks.get(req.params.id) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/webhook-events/:id/redeliver',
      auth: 'session',
      operationId: 'redeliverWebhookEvent',
      summary: 'Redeliver a webhook event',
      description: 'The same event id, in a new series of attempts from now. 409 while a series is still running.',
      tags: ['webhooks'],
      params: EventParams,
      answers: { 202: { description: 'A new series of attempts has started.', schema: DataOf(Ref(WebhookEventView)) } },
      errors: ['not_found', 'conflict'],
      handler: async (req, reply) => reply.code(202).send({ data: ctx.webhooks.redeliver(req.params.id) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/api-keys/:id/webhook/test',
      auth: 'session',
      operationId: 'testWebhook',
      summary: 'Send a test webhook event',
      description: "A signed `webhook.test` event to the key's webhookUrl now (one attempt), recorded in the delivery log like any other.",
      tags: ['keys', 'webhooks'],
      params: KeyParams,
      answers: { 200: { description: 'How the delivery went.', schema: Ref(WebhookTestResult) } },
      errors: ['not_found', 'conflict'],
      handler: async (req) => ctx.webhooks.test(req.params.id),
    }),
  ];
}
