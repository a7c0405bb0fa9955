import { AssetListQuery, AssetPage, PAGE_LIMIT, TaskListQuery, TaskPage } from '../../contract/library.ts';
import { DataOf, Ref } from '../../contract/shapes.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';

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
        'Tasks newest first, with the queue position and lane of PENDING ones; page with `before` (the `nextBefore` of the previous page). ' +
        'A key sees its own; the session token sees every task, with the parameters it was submitted with.',
      tags: ['tasks'],
      querystring: TaskListQuery,
      answers: { 200: { description: 'A page of tasks.', schema: DataOf(Ref(TaskPage)) } },
      handler: async (req) => {
        const { status, before, limit } = req.query;
        return {
          data: ctx.tasks.list(principalOf(req), { status: status ?? null, before: before ?? null, limit: limit ?? PAGE_LIMIT.default }),
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
        'Assets newest first, each with a signed URL (1 h) and its provenance (key, engine, parameters); filter by kind and words (`q`), page with `before`. ' +
        'A key sees its own; the session token sees every asset.',
      tags: ['assets'],
      querystring: AssetListQuery,
      answers: { 200: { description: 'A page of the library.', schema: DataOf(Ref(AssetPage)) } },
      handler: async (req) => {
        const { kind, q, before, limit } = req.query;
        return {
          data: ctx.assets.list(principalOf(req), {
            kind: kind ?? null,
            q: q || null,
            before: before ?? null,
            limit: limit ?? PAGE_LIMIT.default,
          }),
        };
      },
    }),
  ];
}
