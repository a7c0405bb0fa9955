import { invalid } from '../../errors.ts';
import type { WebhookStatus } from '../../webhooks/webhook-repo.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';

const STATUSES: readonly WebhookStatus[] = ['pending', 'delivered', 'failed'];

type ListQuery = { keyId?: string; status?: string; before?: string; limit?: string };
type ById = { Params: { id: string } };

/** The delivery log, redelivery and the test delivery (session token only). */
export function webhookRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute<{ Querystring: ListQuery }>({
      method: 'GET',
      url: '/api/v1/webhook-events',
      auth: 'session',
      handler: async (req) => {
        const q = req.query;
        const limit = q.limit === undefined ? 50 : Number(q.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw invalid('limit', 'must be an integer from 1 to 500');
        if (q.status !== undefined && !STATUSES.includes(q.status as WebhookStatus)) {
          throw invalid('status', `must be one of ${STATUSES.join(', ')}`);
        }
        return ctx.webhooks.list({ keyId: q.keyId || undefined, status: q.status as WebhookStatus | undefined, before: q.before || undefined, limit });
      },
    }),

    defineRoute<ById>({
      method: 'GET',
      url: '/api/v1/webhook-events/:id',
      auth: 'session',
      handler: async (req) => ({ data: ctx.webhooks.get(req.params.id) }),
    }),

    defineRoute<ById>({
      method: 'POST',
      url: '/api/v1/webhook-events/:id/redeliver',
      auth: 'session',
      handler: async (req, reply) => reply.code(202).send({ data: ctx.webhooks.redeliver(req.params.id) }),
    }),

    defineRoute<ById>({
      method: 'POST',
      url: '/api/v1/api-keys/:id/webhook/test',
      auth: 'session',
      handler: async (req) => ctx.webhooks.test(req.params.id),
    }),
  ];
}
