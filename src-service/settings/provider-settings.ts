/**
 * Stored provider settings over the contract's defaults, and where each provider's key is
 * kept. The names and defaults themselves are the contract's (the studio shows them too).
 */
import { defaultSettings, RETIRED_DEFAULT_MODELS, type ProviderName, type ProviderSettings } from '../contract/providers.ts';

// Transition: the HTTP context still imports the name type from here.
export type { ProviderName };

/** Stored settings over the defaults, so a new model role added later gets its default. */
export function withDefaults(name: ProviderName, stored: Partial<ProviderSettings> | undefined): ProviderSettings {
  const d = defaultSettings(name);
  if (!stored) return d;
  const models = { ...d.models, ...stored.models };
  for (const [role, retired] of Object.entries(RETIRED_DEFAULT_MODELS[name])) {
    if (retired.includes(models[role])) models[role] = d.models[role];
  }
  return {
    ...d,
    ...stored,
    models,
    rateLimit: { ...d.rateLimit, ...stored.rateLimit },
  };
}

/** Secret-store name of a provider's upstream API key. */
export const keyName = (name: ProviderName): string => `provider-key:${name}`;
