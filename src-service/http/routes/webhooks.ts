import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../errors.ts';
import type { WebhookStatus } from '../../webhooks/webhook-repo.ts';
import type { HttpContext } from '../http-context.ts';

const STATUSES: readonly WebhookStatus[] = ['pending', 'delivered', 'failed'];

type ListQuery = { keyId?: string; status?: string; before?: string; limit?: string };

/** The delivery log, redelivery and the test delivery (session token only). */
export function registerWebhookRoutes(app: FastifyInstance, ctx: HttpContext): void {
  app.get('/api/v1/webhook-events', async (req: FastifyRequest<{ Querystring: ListQuery }>) => {
    ctx.authenticate(req, 'session');
    const q = req.query;
    const limit = q.limit === undefined ? 50 : Number(q.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw invalid('limit', 'must be an integer from 1 to 500');
    if (q.status !== undefined && !STATUSES.includes(q.status as WebhookStatus)) {
      throw invalid('status', `must be one of ${STATUSES.join(', ')}`);
    }
    return ctx.webhooks.list({ keyId: q.keyId || undefined, status: q.status as WebhookStatus | undefined, before: q.before || undefined, limit });
  });

  app.get('/api/v1/webhook-events/:id', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    ctx.authenticate(req, 'session');
    return { data: ctx.webhooks.get(req.params.id) };
  });

  app.post('/api/v1/webhook-events/:id/redeliver', async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
    ctx.authenticate(req, 'session');
    return reply.code(202).send({ data: ctx.webhooks.redeliver(req.params.id) });
  });

  app.post('/api/v1/api-keys/:id/webhook/test', async (req: FastifyRequest<{ Params: { id: string } }>) => {
    ctx.authenticate(req, 'session');
    return ctx.webhooks.test(req.params.id);
  });
}
