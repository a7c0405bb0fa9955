import type { SpeechEngine, VideoEngine, VoiceEngine } from '../engine.ts';
import { createFlitePool } from './speech/flite-pool.ts';
import { createSpeechSynth } from './speech/synth.ts';
import { createSandboxSpeechEngine } from './speech-engine.ts';
import { createSandboxVoiceEngine } from './voice-engine.ts';
import { createSandboxVideoEngine } from './video-engine.ts';

/** The offline engines, sharing one espeak-ng worker and one flite pool. */
export interface SandboxEngines {
  speech: SpeechEngine;
  voice: VoiceEngine;
  video: VideoEngine;
  close(): Promise<void>;
}

export function createSandboxEngines(
  opts: { slowMs?: number; workerUrl?: URL | string; fliteWorkerUrl?: URL | string; fliteWorkers?: number } = {},
): SandboxEngines {
  const synth = createSpeechSynth({ workerUrl: opts.workerUrl });
  const flite = createFlitePool({ workerUrl: opts.fliteWorkerUrl, size: opts.fliteWorkers });
  return {
    speech: createSandboxSpeechEngine({ synth, flite, slowMs: opts.slowMs }),
    voice: createSandboxVoiceEngine({ synth, flite, slowMs: opts.slowMs }),
    video: createSandboxVideoEngine({ slowMs: opts.slowMs }),
    close: async () => {
      await Promise.all([synth.close(), flite.close()]);
    },
  };
}
