import type { SpeechEngine } from './engine.ts';

/** The engine serving each provider, chosen in settings (sandbox until credentials exist). */
export interface Engines {
  speech(provider: 'alpha' | 'beta'): SpeechEngine;
  /** Engine name recorded on tasks and assets. */
  speechEngineName(provider: 'alpha' | 'beta'): string;
  close(): Promise<void>;
}

/** Engines for a service where every provider runs on the given speech engine. */
export function createEngines(opts: { sandboxSpeech: SpeechEngine }): Engines {
  return {
    speech: () => opts.sandboxSpeech,
    speechEngineName: () => opts.sandboxSpeech.name,
    async close() {
      await opts.sandboxSpeech.close?.();
    },
  };
}
