import { CreditGrant, CreditsView, LEDGER_PAGE_LIMIT, LedgerPage, LedgerQuery } from '../../contract/credits.ts';
import { DataOf, Ref } from '../../contract/schema-helpers.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';

/** Credits: balance (API key or session), ledger, grants (session). */
export function creditRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/credits',
      auth: 'any',
      operationId: 'getCredits',
      summary: 'The credit balance',
      description: "The workspace's balance, what is held for tasks that have not ended, and what is available.",
      tags: ['credits'],
      answers: { 200: { description: 'The balance.', schema: DataOf(Ref(CreditsView)) } },
      handler: async () => ({ data: ctx.credits.view() }),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/credits/ledger',
      auth: 'session',
      operationId: 'listLedger',
      summary: 'The credit ledger',
      description: 'Grants, holds, captures and refunds, newest first; page with `before` (the `nextBefore` of the previous page).',
      tags: ['credits'],
      querystring: LedgerQuery,
      answers: { 200: { description: 'A page of the ledger.', schema: Ref(LedgerPage) } },
      handler: async (req) => {
        const limit = req.query.limit ?? LEDGER_PAGE_LIMIT.default;
        const rows = ctx.credits.page(req.query.before ?? Number.MAX_SAFE_INTEGER, limit);
        return {
          data: rows.map((r) => ({
            id: r.id,
            kind: r.kind,
            amount: r.amount,
            taskId: r.task_id,
            apiKeyId: r.api_key_id,
            note: r.note,
            createdAt: r.created_at,
          })),
          nextBefore: rows.length === limit ? rows[rows.length - 1].id : null,
        };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/credits/grants',
      auth: 'session',
      operationId: 'grantCredits',
      summary: 'Grant credits',
      description: 'Adds credits to the workspace; answers the new balance.',
      tags: ['credits'],
      body: CreditGrant,
      answers: { 201: { description: 'The credits were added.', schema: DataOf(Ref(CreditsView)) } },
      handler: async (req, reply) => {
        ctx.grantCredits(req.body.amount, req.body.note ?? null);
        return reply.code(201).send({ data: ctx.credits.view() });
      },
    }),
  ];
}
