import { providerName } from '../../settings/settings-service.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';

type Named = { Params: { name: string } };

/** Provider settings (session token only). Keys go in and never come out: only `apiKeySet`. */
export function settingsRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/settings',
      auth: 'session',
      // The studio's Settings screen also shows where things live (not secret, but not public either).
      handler: async () => ({ data: { ...(await ctx.settings.all()), system: ctx.system() } }),
    }),

    defineRoute<Named>({
      method: 'PUT',
      url: '/api/v1/settings/providers/:name',
      auth: 'session',
      handler: async (req) => ({ data: await ctx.settings.update(providerName(req.params.name), req.body) }),
    }),

    defineRoute<Named>({
      method: 'POST',
      url: '/api/v1/settings/providers/:name/test',
      auth: 'session',
      handler: async (req) => {
        const name = providerName(req.params.name);
        if (!(await ctx.settings.apiKey(name))) {
          return { data: { ok: false, status: null, message: `No API key is set for ${name}; add one first.` } };
        }
        return { data: await ctx.testProvider(name) };
      },
    }),
  ];
}
