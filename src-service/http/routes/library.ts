import { invalid } from '../../errors.ts';
import type { TaskStatus } from '../../contract/task.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';

const STATUSES: TaskStatus[] = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED'];
const KINDS = ['audio', 'image', 'video'];

type Query = { limit?: string; before?: string; status?: string; kind?: string; q?: string };

function limitOf(q: Query): number {
  const limit = q.limit === undefined ? 50 : Number(q.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw invalid('limit', 'must be an integer from 1 to 500');
  return limit;
}

/** Listings for the queue view and the library: a key sees its own, the studio everything. */
export function libraryRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute<{ Querystring: Query }>({
      method: 'GET',
      url: '/api/v1/tasks',
      auth: 'any',
      handler: async (req) => {
        const { status } = req.query;
        if (status !== undefined && !STATUSES.includes(status as TaskStatus)) throw invalid('status', `must be one of ${STATUSES.join(', ')}`);
        return { data: ctx.tasks.list(principalOf(req), { status: (status as TaskStatus) ?? null, before: req.query.before ?? null, limit: limitOf(req.query) }) };
      },
    }),

    defineRoute<{ Querystring: Query }>({
      method: 'GET',
      url: '/api/v1/assets',
      auth: 'any',
      handler: async (req) => {
        const { kind, q } = req.query;
        if (kind !== undefined && !KINDS.includes(kind)) throw invalid('kind', `must be one of ${KINDS.join(', ')}`);
        if (q !== undefined && q.length > 200) throw invalid('q', 'must be at most 200 characters');
        return { data: ctx.assets.list(principalOf(req), { kind: kind ?? null, q: q || null, before: req.query.before ?? null, limit: limitOf(req.query) }) };
      },
    }),
  ];
}
