import { AssetListQuery, AssetPage, PAGE_LIMIT, STUDIO, TaskListQuery, TaskPage } from '../../contract/library.ts';
import { DataOf, Ref } from '../../contract/schema-helpers.ts';
import { TASK_STATUSES, type TaskStatus } from '../../contract/task.ts';
import { invalid } from '../../core/app-error.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';

/** `status=PENDING,PROCESSING` as a list; 400 naming status for an unknown one. */
function statusList(value: string | undefined): TaskStatus[] | null {
  if (value === undefined) return null;
  const list = [...new Set(value.split(',').map((s) => s.trim()))];
  for (const s of list)
    if (!(TASK_STATUSES as readonly string[]).includes(s))
      throw invalid('status', `must be one or a comma list of ${TASK_STATUSES.join(', ')}`);
  return list as TaskStatus[];
}

/** `apiKeyId`: a key id or `studio`. */
function keyFilter(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (value !== STUDIO && !value.startsWith('key_')) throw invalid('apiKeyId', `must be a key id (key_…) or ${STUDIO}`);
  return value;
}

/** Listings for the queue view and the library: a key sees its own, the studio everything. */
export function libraryRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/tasks',
      auth: 'any',
      operationId: 'listTasks',
      summary: 'List tasks',
      description:
        'Tasks newest first, with the queue position and lane of PENDING ones, the key that asked (and its label) and a brief of what was asked; ' +
        'filter by `status` (one or a comma list), `apiKeyId` (or `studio`), `tool` and `batchId`; `total` counts every match. Page with `before` (the `nextBefore` of the previous page). ' +
        'A key sees its own; the session token sees every task, with the parameters it was submitted with.',
      tags: ['tasks'],
      querystring: TaskListQuery,
      answers: { 200: { description: 'A page of tasks.', schema: DataOf(Ref(TaskPage)) } },
      handler: async (req) => {
        const { status, apiKeyId, tool, batchId, before, limit } = req.query;
        return {
          data: ctx.tasks.list(principalOf(req), {
            statuses: statusList(status),
            apiKeyId: keyFilter(apiKeyId),
            tool: tool ?? null,
            batchId: batchId ?? null,
            before: before ?? null,
            limit: limit ?? PAGE_LIMIT.default,
          }),
        };
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/assets',
      auth: 'any',
      operationId: 'listAssets',
      summary: 'List the library',
      description:
        'Assets with a signed URL (1 h), their provenance (key, engine, parameters), title, voice, tool, tags and favourite flag. ' +
        'Filter by kind, voiceId, apiKeyId (or `studio`), tag, favorite, from/to (created), tool and words (`q`, also voice names and key labels); ' +
        'order with `sort` and page with `cursor` (the `nextCursor` of the previous page; `before` still works for sort=newest); `total` counts every match. ' +
        'A key sees its own; the session token sees every asset.',
      tags: ['assets'],
      querystring: AssetListQuery,
      answers: { 200: { description: 'A page of the library.', schema: DataOf(Ref(AssetPage)) } },
      handler: async (req) => {
        const { limit, ...query } = req.query;
        return { data: ctx.assets.library.list(principalOf(req), { ...query, limit: limit ?? PAGE_LIMIT.default }) };
      },
    }),
  ];
}
