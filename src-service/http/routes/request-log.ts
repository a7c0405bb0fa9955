import { DataOf, Ref } from '../../contract/schema-helpers.ts';
import {
  RequestLogDetail,
  RequestLogPage,
  RequestLogParams,
  RequestLogQuery,
  RequestLogSettings,
  RequestLogSettingsUpdate,
  ResendResult,
} from '../../contract/request-log.ts';
import { resend } from './request-log-resend.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';

/**
 * The request log: every call an API key made. The studio (session) reads every key's calls
 * and re-sends tool calls; a key reads its own. Retention is a setting.
 */
export function requestLogRoutes(ctx: HttpContext): RouteDef[] {
  const log = ctx.requestLog;
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/request-log',
      auth: 'any',
      operationId: 'listRequestLog',
      summary: 'List logged calls',
      description:
        'Calls made with API keys, newest first: time, route or tool, status, latency, error, task id, bytes in and out. ' +
        'Filter by key, status (`404`) or class (`4xx`), error code, route pattern (or `mcp`) and tool; page with `before` (the `nextBefore` of the previous page). ' +
        'The studio sees every key; an API key sees only its own calls (another `apiKeyId` is a 403).',
      tags: ['request-log'],
      querystring: RequestLogQuery,
      answers: { 200: { description: 'A page of calls.', schema: Ref(RequestLogPage) } },
      errors: ['forbidden'],
      handler: async (req) => log.list(principalOf(req), req.query),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/request-log/:id',
      auth: 'any',
      operationId: 'getRequestLogEntry',
      summary: 'Get a logged call',
      description: 'One call, with its request and response bodies when body capture was on for its key (truncated, secrets redacted).',
      tags: ['request-log'],
      params: RequestLogParams,
      answers: { 200: { description: 'The call.', schema: DataOf(Ref(RequestLogDetail)) } },
      errors: ['not_found'],
      handler: async (req) => ({ data: log.get(principalOf(req), req.params.id) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/request-log/:id/resend',
      auth: 'session',
      operationId: 'resendRequestLogEntry',
      summary: 'Re-send a logged tool call',
      description:
        'Runs a tool call again as the key that made it, with its captured request body (the key must have had body capture on), ' +
        "through the same checks, holds and tasks as any call. Answers the new call's entry (itself logged, with `resentFrom`) and the tool's data when it worked.",
      tags: ['request-log'],
      params: RequestLogParams,
      answers: { 200: { description: 'The new call.', schema: DataOf(Ref(ResendResult)) } },
      errors: ['not_found', 'conflict'],
      handler: async (req) => ({ data: await resend({ log, apiKeys: ctx.apiKeys, executor: ctx.executor }, req.params.id) }),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/settings/request-log',
      auth: 'session',
      operationId: 'getRequestLogSettings',
      summary: 'Request log retention',
      tags: ['request-log', 'settings'],
      answers: { 200: { description: 'How many entries and days are kept.', schema: DataOf(Ref(RequestLogSettings)) } },
      handler: async () => ({ data: log.settings() }),
    }),

    defineRoute({
      method: 'PUT',
      url: '/api/v1/settings/request-log',
      auth: 'session',
      operationId: 'updateRequestLogSettings',
      summary: 'Change the request log retention',
      description: 'Applies at once: entries beyond the new bounds are removed in the background.',
      tags: ['request-log', 'settings'],
      body: RequestLogSettingsUpdate,
      answers: { 200: { description: 'The retention as stored.', schema: DataOf(Ref(RequestLogSettings)) } },
      handler: async (req) => ({ data: log.updateSettings(req.body) }),
    }),
  ];
}
