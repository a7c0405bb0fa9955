import type { SpeechEngine } from '../engine.ts';
import type { SpeechSynth } from './speech/synth.ts';
import { applyTriggers, stripTriggers } from './triggers.ts';

/**
 * The embedded, offline speech engine: espeak-ng (WebAssembly) in a worker thread, one
 * distinct profile per voice, 24 kHz mono 16-bit WAV out. The style prompt has no effect
 * here beyond its trigger words; `language` is accepted and does not change the voice.
 */
export function createSandboxSpeechEngine(opts: { synth: SpeechSynth; slowMs?: number }): SpeechEngine {
  return {
    name: 'sandbox',
    async synthesize(req) {
      await applyTriggers([req.text, req.prompt], req.signal, opts.slowMs);
      req.onProgress(10);
      const audio = await opts.synth.render(stripTriggers(req.text), req.voice.profile, req.signal);
      req.onProgress(90);
      return audio;
    },
  };
}
