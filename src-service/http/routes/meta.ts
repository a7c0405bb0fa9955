import { buildOpenApi } from '../openapi.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';

/** Health and the OpenAPI document: no credential needed, nothing secret in either. */
export function metaRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({ method: 'GET', url: '/api/v1/health', auth: 'none', handler: async () => ({ status: 'ok', ...ctx.health() }) }),
    defineRoute({
      method: 'GET',
      url: '/api/v1/openapi.json',
      auth: 'none',
      handler: async (req) => {
        const serverUrl = `http://${req.headers.host ?? '127.0.0.1'}`;
        return buildOpenApi(ctx.tools.values(), { version: ctx.version, serverUrl });
      },
    }),
  ];
}
