import type { SpeechEngine, VideoEngine, VoiceEngine } from './engine.ts';
import type { SandboxEngines } from './sandbox/sandbox.ts';

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

/** Engines where every provider runs on the sandbox (live adapters plug in here later). */
export function createEngines(opts: { sandbox: SandboxEngines }): Engines {
  return {
    speech: () => opts.sandbox.speech,
    voice: () => opts.sandbox.voice,
    video: () => opts.sandbox.video,
    speechEngineName: () => opts.sandbox.speech.name,
    close: () => opts.sandbox.close(),
  };
}
