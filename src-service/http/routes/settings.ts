import type { FastifyInstance, FastifyRequest } from 'fastify';
import { providerName } from '../../settings/settings-service.ts';
import type { HttpContext } from '../http-context.ts';

type Named = FastifyRequest<{ Params: { name: string } }>;

/** Provider settings (session token only). Keys go in and never come out: only `apiKeySet`. */
export function registerSettingsRoutes(app: FastifyInstance, ctx: HttpContext): void {
  app.get('/api/v1/settings', async (req) => {
    ctx.authenticate(req, 'session');
    // The studio's Settings screen also shows where things live (not secret, but not public either).
    return { data: { ...(await ctx.settings.all()), system: ctx.system() } };
  });

  app.put('/api/v1/settings/providers/:name', async (req: Named) => {
    ctx.authenticate(req, 'session');
    return { data: await ctx.settings.update(providerName(req.params.name), req.body) };
  });

  app.post('/api/v1/settings/providers/:name/test', async (req: Named) => {
    ctx.authenticate(req, 'session');
    const name = providerName(req.params.name);
    if (!(await ctx.settings.apiKey(name))) {
      return { data: { ok: false, status: null, message: `No API key is set for ${name}; add one first.` } };
    }
    return { data: await ctx.testProvider(name) };
  });
}
