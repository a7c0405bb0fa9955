import type { SpeechEngine, VideoEngine, VoiceEngine } from './engine.ts';
import type { SandboxEngines } from './sandbox/sandbox.ts';
import type { LiveEngines } from './live/live.ts';
import type { ProviderName } from '../contract/providers.ts';

/** The engine serving each provider, chosen in settings (sandbox until credentials exist). */
export interface Engines {
  speech(provider: 'alpha' | 'beta'): SpeechEngine;
  /** Voice design and cloning: alpha only. */
  voice(): VoiceEngine;
  /** Both video versions. */
  video(): VideoEngine;
  /** Engine name recorded on tasks and assets. */
  speechEngineName(provider: 'alpha' | 'beta'): string;
  close(): Promise<void>;
}

/**
 * Engines chosen per provider at each call from settings, so a switch in the studio applies
 * to the next task without a restart. Without `live` (or a settings reader) every provider
 * runs on the sandbox.
 */
export function createEngines(opts: {
  sandbox: SandboxEngines;
  live?: LiveEngines;
  engineOf?: (provider: ProviderName) => 'sandbox' | 'live';
}): Engines {
  const isLive = (p: ProviderName) => Boolean(opts.live && opts.engineOf?.(p) === 'live');
  const speech = (provider: 'alpha' | 'beta'): SpeechEngine => {
    if (!isLive(provider)) return opts.sandbox.speech;
    return provider === 'alpha' ? opts.live!.alphaSpeech : opts.live!.betaSpeech;
  };
  return {
    speech,
    // Voice creation is alpha's, so it follows alpha's engine.
    voice: () => (isLive('alpha') ? opts.live!.voice : opts.sandbox.voice),
    video: () => (isLive('video') ? opts.live!.video : opts.sandbox.video),
    speechEngineName: (provider) => speech(provider).name,
    close: () => opts.sandbox.close(),
  };
}
