import type { ProviderName } from '../../contract/providers.ts';
import type { ConnectionTestResult } from '../../contract/settings.ts';
import type { Settings } from '../../settings/settings-service.ts';
import type { SpeechEngine, VideoEngine, VoiceEngine } from '../engine.ts';
import { createAlphaSpeechEngine } from './alpha-speech.ts';
import { createAlphaVoiceEngine } from './alpha-voice.ts';
import { createBetaSpeechEngine } from './beta-speech.ts';
import { testConnection } from './connection-test.ts';
import { createHttpClient, type RetryPolicy } from './http-client.ts';
import { createProviderClient } from './provider-client.ts';
import { createRateWindows } from './rate-limiter.ts';
import { createLiveVideoEngine } from './video-engine.ts';

/** The adapters speaking the upstream protocols (docs/providers.md), one client per provider. */
export interface LiveEngines {
  alphaSpeech: SpeechEngine;
  betaSpeech: SpeechEngine;
  voice: VoiceEngine;
  video: VideoEngine;
  /** A minimal authenticated call telling whether the provider's key works. */
  test(name: ProviderName): Promise<ConnectionTestResult>;
}

/** Builds the live adapters over settings (base URLs, models, limits, keys) and an injectable fetch. */
export function createLiveEngines(deps: {
  settings: Settings;
  fetch?: typeof fetch;
  retry?: Partial<RetryPolicy>;
  /** Caps every call's per-attempt timeout (ServiceConfig.upstreamTimeoutMs). */
  maxTimeoutMs?: number;
}): LiveEngines {
  const http = createHttpClient({ fetch: deps.fetch ?? globalThis.fetch, retry: deps.retry, maxTimeoutMs: deps.maxTimeoutMs });
  const windows = createRateWindows((window) => deps.settings.provider(window as ProviderName).rateLimit);
  const clients = {
    alpha: createProviderClient('alpha', { settings: deps.settings, http, windows }),
    beta: createProviderClient('beta', { settings: deps.settings, http, windows }),
    video: createProviderClient('video', { settings: deps.settings, http, windows }),
  };
  return {
    alphaSpeech: createAlphaSpeechEngine({ client: clients.alpha, http }),
    betaSpeech: createBetaSpeechEngine({ client: clients.beta }),
    voice: createAlphaVoiceEngine({ client: clients.alpha }),
    video: createLiveVideoEngine({ client: clients.video, http }),
    test: (name) => testConnection(name, clients[name]),
  };
}
