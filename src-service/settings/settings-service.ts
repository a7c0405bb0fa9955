import { Type, type TSchema } from '@sinclair/typebox';
import { invalid } from '../errors.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { compileValidator } from '../validation/validate.ts';
import {
  DEFAULT_MODELS, PROVIDER_NAMES, SETTINGS_BOUNDS, type ProviderName, type ProviderSettings, type ProviderUpdate, type ProviderView,
} from '../contract/providers.ts';
import { keyName, withDefaults } from './provider-settings.ts';
import type { SettingsRepo } from './settings-repo.ts';

const modelId = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._:/-]+$' });

function updateSchema(name: ProviderName): TSchema {
  const models = Object.fromEntries(Object.keys(DEFAULT_MODELS[name]).map((role) => [role, Type.Optional(modelId)]));
  return Type.Object(
    {
      engine: Type.Union([Type.Literal('sandbox'), Type.Literal('live')]),
      baseUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 500, format: 'uri', pattern: '^https?://' })),
      apiKey: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 4096 }), Type.Null()])),
      models: Type.Optional(Type.Object(models, { additionalProperties: false })),
      rateLimit: Type.Optional(Type.Object(
        {
          requests: Type.Integer({ minimum: SETTINGS_BOUNDS.requests.min, maximum: SETTINGS_BOUNDS.requests.max }),
          perSeconds: Type.Integer({ minimum: SETTINGS_BOUNDS.perSeconds.min, maximum: SETTINGS_BOUNDS.perSeconds.max }),
        },
        { additionalProperties: false },
      )),
      ...(name === 'video'
        ? { pollIntervalMs: Type.Optional(Type.Integer({ minimum: SETTINGS_BOUNDS.pollIntervalMs.min, maximum: SETTINGS_BOUNDS.pollIntervalMs.max })) }
        : {}),
    },
    { additionalProperties: false },
  );
}

const validators = Object.fromEntries(PROVIDER_NAMES.map((n) => [n, compileValidator<ProviderUpdate>(updateSchema(n))])) as Record<
  ProviderName, (input: unknown) => ProviderUpdate
>;

/**
 * Provider settings: plain values in SQLite (so they survive restarts with the data dir),
 * API keys in the secret store. Both are cached: engines read them on every upstream call.
 */
export function createSettings(deps: { repo: SettingsRepo; secrets: SecretStore; now: () => Date }) {
  const cache = new Map<ProviderName, ProviderSettings>();
  const keys = new Map<ProviderName, string | null>();

  const provider = (name: ProviderName): ProviderSettings => {
    let s = cache.get(name);
    if (!s) {
      s = withDefaults(name, deps.repo.get(`provider:${name}`) as Partial<ProviderSettings> | undefined);
      cache.set(name, s);
    }
    return s;
  };
  const apiKey = async (name: ProviderName): Promise<string | null> => {
    if (!keys.has(name)) keys.set(name, await deps.secrets.get(keyName(name)));
    return keys.get(name) ?? null;
  };
  const view = async (name: ProviderName): Promise<ProviderView> => ({ ...provider(name), apiKeySet: (await apiKey(name)) !== null });

  return {
    provider,
    apiKey,
    view,
    /** Every provider's view, and where keys are kept. */
    async all(): Promise<{ providers: Record<ProviderName, ProviderView>; secretStore: 'keychain' | 'file' }> {
      const providers = {} as Record<ProviderName, ProviderView>;
      for (const n of PROVIDER_NAMES) providers[n] = await view(n);
      return { providers, secretStore: deps.secrets.backend };
    },
    /** Validates and stores an update; live needs a key (given now or stored before). */
    async update(name: ProviderName, body: unknown): Promise<ProviderView> {
      const u = validators[name](body);
      const hasKey = u.apiKey === undefined ? (await apiKey(name)) !== null : u.apiKey !== null;
      if (u.engine === 'live' && !hasKey) {
        throw invalid('apiKey', `is required to switch ${name} to the live engine; paste the provider's API key`);
      }
      if (u.apiKey === null) await deps.secrets.delete(keyName(name));
      else if (u.apiKey !== undefined) await deps.secrets.set(keyName(name), u.apiKey);
      if (u.apiKey !== undefined) keys.set(name, u.apiKey);
      const current = provider(name);
      const next: ProviderSettings = {
        ...current,
        engine: u.engine,
        baseUrl: (u.baseUrl ?? current.baseUrl).replace(/\/+$/, ''),
        models: { ...current.models, ...u.models },
        rateLimit: u.rateLimit ?? current.rateLimit,
        ...(u.pollIntervalMs !== undefined ? { pollIntervalMs: u.pollIntervalMs } : {}),
      };
      deps.repo.put(`provider:${name}`, next, deps.now().toISOString());
      cache.set(name, next);
      return view(name);
    },
  };
}

/** Provider settings and keys. */
export type Settings = ReturnType<typeof createSettings>;

/** Narrows a path segment to a provider name, or a 404-style 400 naming it. */
export function providerName(value: string): ProviderName {
  if ((PROVIDER_NAMES as readonly string[]).includes(value)) return value as ProviderName;
  throw invalid('name', `must be one of ${PROVIDER_NAMES.join(', ')}`);
}
