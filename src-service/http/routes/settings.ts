import { DataOf, Ref } from '../../contract/schema-helpers.ts';
import { ConnectionTestResult, ProviderParams, ProviderUpdate, ProviderView, SettingsView } from '../../contract/settings.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, type RouteDef } from '../route-table.ts';

/** Provider settings (session token only). Keys go in and never come out: only `apiKeySet`. */
export function settingsRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/settings',
      auth: 'session',
      operationId: 'getSettings',
      summary: 'Provider settings',
      description:
        'The engine of each provider, its base URL, model ids and rate limit, whether a key is set (never the key), and where the service keeps its data.',
      tags: ['settings'],
      answers: { 200: { description: 'The settings.', schema: DataOf(Ref(SettingsView)) } },
      // The studio's Settings screen also shows where things live (not secret, but not public either).
      handler: async () => ({ data: { ...(await ctx.settings.all()), system: ctx.system() } }),
    }),

    defineRoute({
      method: 'PUT',
      url: '/api/v1/settings/providers/:name',
      auth: 'session',
      operationId: 'updateProviderSettings',
      summary: "Change a provider's settings",
      description:
        'Switch between the sandbox and the live engine, set the base URL, model ids, rate limit and key. live needs a key (given now or stored before). Omitted fields keep their value.',
      tags: ['settings'],
      params: ProviderParams,
      body: ProviderUpdate,
      answers: { 200: { description: "The provider's settings as stored.", schema: DataOf(Ref(ProviderView)) } },
      handler: async (req) => ({ data: await ctx.settings.update(req.params.name, req.body) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/settings/providers/:name/test',
      auth: 'session',
      operationId: 'testProviderConnection',
      summary: "Test a provider's key",
      description: 'One minimal authenticated call upstream, to tell whether the stored key works.',
      tags: ['settings'],
      params: ProviderParams,
      answers: { 200: { description: 'What upstream said.', schema: DataOf(Ref(ConnectionTestResult)) } },
      handler: async (req) => {
        const { name } = req.params;
        if (!(await ctx.settings.apiKey(name))) {
          return { data: { ok: false, status: null, message: `No API key is set for ${name}; add one first.` } };
        }
        return { data: await ctx.testProvider(name) };
      },
    }),
  ];
}
