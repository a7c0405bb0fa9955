/**
 * The providers and their defaults, declared once: the service starts from these settings,
 * and the studio's Settings screen shows them as hints and restores them. Model ids are the
 * values the API takes (docs/interface.md#tools) mapped to the providers' upstream ids.
 */

/** The providers that can be switched between the sandbox and their live engine. */
export const PROVIDER_NAMES = ['alpha', 'beta', 'video'] as const;
/** One of the switchable providers. */
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** The providers that speak (voices belong to one of them). */
export const SPEECH_PROVIDERS = ['alpha', 'beta'] as const;
/** One of the speech providers. */
export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];

/** Which engine a provider runs on: the offline sandbox, or the provider itself. */
export type EngineChoice = 'sandbox' | 'live';

/** Requests allowed per window; one window per provider account, shared by the whole service. */
export interface RateLimit {
  requests: number;
  perSeconds: number;
}

/** The stored settings of one provider (the API key is not here: it is in the secret store). */
export interface ProviderSettings {
  engine: EngineChoice;
  baseUrl: string;
  /** Upstream model ids by role; see DEFAULT_MODELS for the roles. */
  models: Record<string, string>;
  rateLimit: RateLimit;
  /** video only: how often a pending job is polled, ms. */
  pollIntervalMs?: number;
}

/**
 * Upstream model ids by role: alpha speech/design/clone, beta speech, video per `model` value
 * (docs/interface.md#tools). The video ids are the ones in the model list of the client the
 * adapter is held to (@ai-sdk/xai, docs/providers.md): the `-preview` suffix names the version
 * to callers only.
 */
export const DEFAULT_MODELS: Readonly<Record<ProviderName, Readonly<Record<string, string>>>> = {
  alpha: {
    speech: 'alpha3-tts-instruct-flash-2026-01-26',
    design: 'alpha3-tts-vd-2026-01-26',
    clone: 'alpha3-tts-vc-2026-01-22',
  },
  beta: { speech: 'beta-3.1-flash-tts-preview' },
  video: {
    'imagine-video': 'grok-imagine-video',
    'imagine-video-1.5-preview': 'grok-imagine-video-1.5',
  },
};

/**
 * Defaults that were replaced, by provider and role: a stored value equal to one of these was
 * never chosen by the user (saving settings stores every model), so it follows the new default.
 */
export const RETIRED_DEFAULT_MODELS: Readonly<Record<ProviderName, Readonly<Record<string, readonly string[]>>>> = {
  alpha: {},
  beta: {},
  video: { 'imagine-video-1.5-preview': ['grok-imagine-video-1.5-preview'] },
};

/**
 * The largest inputs the live video adapter sends inline as data URIs (the upstream fetches
 * nothing from a desktop): the upstream documents no ceiling for them, so these are Timbre's,
 * checked before credits are held (docs/providers.md). Clone samples have the provider's own
 * documented 10 MB limit (CLONE_SAMPLE in limits.ts).
 */
export const INLINE_INPUT_LIMITS = {
  /** One image of image-to-video or reference-to-video. */
  imageBytes: 10 * 1024 * 1024,
  /** Every inline input of one request together (the extension's video, or all reference images). */
  requestBytes: 20 * 1024 * 1024,
} as const;

/** Where each live adapter reaches its provider unless settings say otherwise. */
export const DEFAULT_BASE_URLS: Readonly<Record<ProviderName, string>> = {
  alpha: 'https://dashscope-intl.aliyuncs.com/api/v1',
  beta: 'https://generativelanguage.googleapis.com/v1beta',
  video: 'https://api.x.ai/v1',
};

/** The interface promises no numeric rate limits (docs/interface.md#limits); these are conservative, and beta (a preview model) is tighter. */
export const DEFAULT_RATE_LIMITS: Readonly<Record<ProviderName, Readonly<RateLimit>>> = {
  alpha: { requests: 60, perSeconds: 60 },
  beta: { requests: 10, perSeconds: 60 },
  video: { requests: 60, perSeconds: 60 },
};

/** A video job is polled this often unless settings say otherwise (every few seconds). */
export const DEFAULT_POLL_INTERVAL_MS = 5000;

/** What a settings update may set: the rate limit window and the video poll interval. */
export const SETTINGS_BOUNDS = {
  requests: { min: 1, max: 100_000 },
  perSeconds: { min: 1, max: 86_400 },
  pollIntervalMs: { min: 10, max: 60_000 },
} as const;

/** The defaults of a provider, as a fresh copy (every provider starts on the sandbox). */
export function defaultSettings(name: ProviderName): ProviderSettings {
  return {
    engine: 'sandbox',
    baseUrl: DEFAULT_BASE_URLS[name],
    models: { ...DEFAULT_MODELS[name] },
    rateLimit: { ...DEFAULT_RATE_LIMITS[name] },
    ...(name === 'video' ? { pollIntervalMs: DEFAULT_POLL_INTERVAL_MS } : {}),
  };
}
