import { Type } from '@sinclair/typebox';
import { UsageQuery, UsageReport } from '../contract/usage.ts';
import { Ref } from '../contract/schema-helpers.ts';
import { defineQueryTool } from './tool.ts';

// The key asking is the key reported on (an app sees only its own use), so `apiKeyId` is left out.
const { apiKeyId: _own, ...range } = UsageQuery.properties;

export const getUsage = defineQueryTool({
  name: 'get-usage',
  description:
    "Where this API key's credits went over a range of days: charged, refunded and tasks ended, by day, tool and voice, with the key's cap and use. " +
    'from and to are calendar days (YYYY-MM-DD, both included; default the last 30 days, at most 366), in the IANA zone tz (default UTC). Free.',
  input: Type.Object(range, { additionalProperties: false }),
  output: Ref(UsageReport),
  errors: ['validation_failed'],
  async handle(body, ctx) {
    return { kind: 'json', data: await ctx.deps.usage.report(body, ctx.principal) };
  },
});
