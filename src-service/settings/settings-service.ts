import { invalid } from '../core/app-error.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { DEFAULT_MODELS, PROVIDER_NAMES, type ProviderName, type ProviderSettings } from '../contract/providers.ts';
import type { ProviderUpdate, ProviderView } from '../contract/settings.ts';
import { keyName, withDefaults } from './provider-settings.ts';
import type { SettingsRepo } from './settings-repo.ts';

/**
 * What the route's schema cannot say, since it is the same for every provider: the model
 * roles this provider has, and `pollIntervalMs` for video only. A 400 naming the field.
 */
function checkProviderFields(name: ProviderName, u: ProviderUpdate): void {
  const roles = Object.keys(DEFAULT_MODELS[name]);
  for (const role of Object.keys(u.models ?? {})) {
    if (!roles.includes(role)) throw invalid(`models.${role}`, `is not a model role of ${name}; use ${roles.join(', ')}`);
  }
  if (u.pollIntervalMs !== undefined && name !== 'video')
    throw invalid('pollIntervalMs', 'is a setting of the video provider only; remove it');
}

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
    /** `u` has passed the route's schema (ProviderUpdate). */
    async update(name: ProviderName, u: ProviderUpdate): Promise<ProviderView> {
      checkProviderFields(name, u);
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
        models: { ...current.models, ...(u.models as Record<string, string> | undefined) },
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
