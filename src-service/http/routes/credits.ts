import { Type } from '@sinclair/typebox';
import { invalid } from '../../errors.ts';
import { compileValidator } from '../../validation/validate.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';

const grantBody = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
const validateGrant = compileValidator<{ amount: number; note?: string }>(grantBody);

/** Credits: balance (API key or session), ledger, grants (session). */
export function creditRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({ method: 'GET', url: '/api/v1/credits', auth: 'any', handler: async () => ({ data: ctx.credits.view() }) }),

    defineRoute<{ Querystring: { before?: string; limit?: string } }>({
      method: 'GET',
      url: '/api/v1/credits/ledger',
      auth: 'session',
      handler: async (req) => {
        const limit = req.query.limit === undefined ? 100 : Number(req.query.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw invalid('limit', 'must be an integer from 1 to 1000');
        const before = req.query.before === undefined ? Number.MAX_SAFE_INTEGER : Number(req.query.before);
        if (!Number.isInteger(before) || before < 1) throw invalid('before', 'must be a ledger entry id');
        const rows = ctx.credits.page(before, limit);
        return {
          data: rows.map((r) => ({
            id: r.id, kind: r.kind, amount: r.amount, taskId: r.task_id, apiKeyId: r.api_key_id, note: r.note, createdAt: r.created_at,
          })),
          nextBefore: rows.length === limit ? rows[rows.length - 1].id : null,
        };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/credits/grants',
      auth: 'session',
      handler: async (req, reply) => {
        const body = validateGrant(req.body);
        ctx.grantCredits(body.amount, body.note ?? null);
        return reply.code(201).send({ data: ctx.credits.view() });
      },
    }),
  ];
}
