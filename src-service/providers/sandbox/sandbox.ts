import type { SpeechEngine, VideoEngine, VoiceEngine } from '../engine.ts';
import { createSpeechSynth } from './speech/synth.ts';
import { createSandboxSpeechEngine } from './speech-engine.ts';
import { createSandboxVoiceEngine } from './voice-engine.ts';
import { createSandboxVideoEngine } from './video-engine.ts';

/** The offline engines, sharing one espeak-ng worker. */
export interface SandboxEngines {
  speech: SpeechEngine;
  voice: VoiceEngine;
  video: VideoEngine;
  close(): Promise<void>;
}

export function createSandboxEngines(opts: { slowMs?: number; workerUrl?: URL | string } = {}): SandboxEngines {
  const synth = createSpeechSynth({ workerUrl: opts.workerUrl });
  return {
    speech: createSandboxSpeechEngine({ synth, slowMs: opts.slowMs }),
    voice: createSandboxVoiceEngine({ synth, slowMs: opts.slowMs }),
    video: createSandboxVideoEngine({ slowMs: opts.slowMs }),
    close: () => synth.close(),
  };
}
