import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from '../openapi.ts';
import type { HttpContext } from '../http-context.ts';

/** Health and the OpenAPI document: no credential needed, nothing secret in either. */
export function registerMetaRoutes(app: FastifyInstance, ctx: HttpContext): void {
  app.get('/api/v1/health', async () => ({ status: 'ok', ...ctx.health() }));

  app.get('/api/v1/openapi.json', async (req) => {
    const serverUrl = `http://${req.headers.host ?? '127.0.0.1'}`;
    return buildOpenApi(ctx.tools.values(), { version: ctx.version, serverUrl });
  });
}
