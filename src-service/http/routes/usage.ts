import { Type } from '@sinclair/typebox';
import { UsageAnswer, UsageQuery } from '../../contract/usage.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';

const RANGE_RULES =
  'The range is `from`–`to` (calendar days, both included; default the last 30 days), at most 366 days, in the zone `tz` (IANA, default UTC). ' +
  'Credits count on the day a task was settled: charged when it completed, refunded when it failed or was cancelled. ' +
  'An API key sees only its own use; the session token sees every key, or one with `apiKeyId`.';

/** Where the credits went: the usage report and its CSV export. */
export function usageRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/usage',
      auth: 'any',
      operationId: 'getUsage',
      summary: 'Where the credits went',
      description: `Credits charged and refunded, and tasks ended, by day, API key, tool and voice. ${RANGE_RULES}`,
      tags: ['credits'],
      querystring: UsageQuery,
      errors: ['not_found'],
      answers: { 200: { description: 'The usage over the range; every breakdown sums to the totals.', schema: UsageAnswer } },
      handler: async (req) => ({ data: await ctx.usage.report(req.query, principalOf(req)) }),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/usage.csv',
      auth: 'any',
      operationId: 'exportUsageCsv',
      summary: 'Where the credits went, as CSV',
      description:
        `The same use as \`GET /api/v1/usage\`, one line per day × key × tool × voice with any use: ` +
        '`day,api_key_id,api_key_label,tool,voice_id,voice_name,charged_credits,refunded_credits,tasks` (RFC 4180, CRLF; ' +
        'text a spreadsheet would read as a formula starts with an apostrophe). ' +
        RANGE_RULES,
      tags: ['credits'],
      querystring: UsageQuery,
      errors: ['not_found'],
      answers: { 200: { description: 'The CSV file, as an attachment.', content: { 'text/csv': Type.String() } } },
      handler: async (req, reply) => {
        const { fileName, text } = await ctx.usage.csv(req.query, principalOf(req));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(text);
      },
    }),
  ];
}
