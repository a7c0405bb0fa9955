/**
 * What each provider runs on and how its live adapter reaches upstream. Defaults are the
 * spec's internal model ids (Versioning) and the upstream ids of providers.md.
 */

/** The providers that can be switched between sandbox and live. */
export const PROVIDER_NAMES = ['alpha', 'beta', 'video'] as const;
/** One of the switchable providers. */
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** Requests allowed per window; one window per provider account (spec: shared per process). */
export interface RateLimit {
  requests: number;
  perSeconds: number;
}

/** The stored settings of one provider (the API key is not here: it is in the secret store). */
export interface ProviderSettings {
  engine: 'sandbox' | 'live';
  baseUrl: string;
  /** Model ids by role; see MODEL_ROLES. */
  models: Record<string, string>;
  rateLimit: RateLimit;
  /** video only: how often a pending job is polled. */
  pollIntervalMs?: number;
}

/** Model roles per provider: alpha speech/design/clone, beta speech, video per spec model value. */
export const DEFAULT_MODELS: Record<ProviderName, Record<string, string>> = {
  alpha: {
    speech: 'alpha3-tts-instruct-flash-2026-01-26',
    design: 'alpha3-tts-vd-2026-01-26',
    clone: 'alpha3-tts-vc-2026-01-22',
  },
  beta: { speech: 'beta-3.1-flash-tts-preview' },
  video: {
    'imagine-video': 'grok-imagine-video',
    'imagine-video-1.5-preview': 'grok-imagine-video-1.5-preview',
  },
};

/** A video job is polled this often unless settings say otherwise (providers.md: every few seconds). */
export const DEFAULT_POLL_INTERVAL_MS = 5000;

// The spec shows no numeric limits; these are conservative, and beta (a preview model) is tighter.
const DEFAULTS: Record<ProviderName, ProviderSettings> = {
  alpha: { engine: 'sandbox', baseUrl: 'https://dashscope-intl.aliyuncs.com/api/v1', models: DEFAULT_MODELS.alpha, rateLimit: { requests: 60, perSeconds: 60 } },
  beta: { engine: 'sandbox', baseUrl: 'https://generativelanguage.googleapis.com/v1beta', models: DEFAULT_MODELS.beta, rateLimit: { requests: 10, perSeconds: 60 } },
  video: {
    engine: 'sandbox', baseUrl: 'https://api.x.ai/v1', models: DEFAULT_MODELS.video, rateLimit: { requests: 60, perSeconds: 60 },
    pollIntervalMs: DEFAULT_POLL_INTERVAL_MS,
  },
};

/** The defaults of a provider, as a fresh copy. */
export function defaultSettings(name: ProviderName): ProviderSettings {
  const d = DEFAULTS[name];
  return { ...d, models: { ...d.models }, rateLimit: { ...d.rateLimit } };
}

/** Stored settings over the defaults, so a new model role added later gets its default. */
export function withDefaults(name: ProviderName, stored: Partial<ProviderSettings> | undefined): ProviderSettings {
  const d = defaultSettings(name);
  if (!stored) return d;
  return {
    ...d,
    ...stored,
    models: { ...d.models, ...stored.models },
    rateLimit: { ...d.rateLimit, ...stored.rateLimit },
  };
}

/** Secret-store name of a provider's upstream API key. */
export const keyName = (name: ProviderName): string => `provider-key:${name}`;
