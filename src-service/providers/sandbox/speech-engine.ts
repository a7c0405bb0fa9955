import type { SpeechEngine } from '../engine.ts';
import { chooseSynthesizer } from './engine-choice.ts';
import { fliteVoiceFor } from './flite-voice.ts';
import type { FliteSynth } from './speech/flite-pool.ts';
import type { SpeechSynth } from './speech/synth.ts';
import { applyTriggers, stripTriggers } from './triggers.ts';

/**
 * The embedded, offline speech engine, 24 kHz mono 16-bit WAV out: English on CMU Flite's
 * statistical voices, every other language on espeak-ng, chosen per request from the
 * language (Auto: from the text; engine-choice.ts). Each voice profile maps to a flite
 * voice, pitch and pace (flite-voice.ts). The style prompt has no effect beyond its
 * trigger words. The result names the synthesizer for the asset's provenance.
 */
export function createSandboxSpeechEngine(opts: { synth: SpeechSynth; flite: FliteSynth; slowMs?: number }): SpeechEngine {
  return {
    name: 'sandbox',
    async synthesize(req) {
      await applyTriggers([req.text, req.prompt], req.signal, opts.slowMs);
      const text = stripTriggers(req.text);
      const choice = chooseSynthesizer(req.language, text, req.voice.profile);
      req.onProgress(10);
      if (choice.name === 'flite') {
        const voice = fliteVoiceFor(req.voice.profile);
        const audio = await opts.flite.render(text, voice, req.signal);
        req.onProgress(90);
        return { ...audio, synthesizer: { name: 'flite', voice: voice.voice } };
      }
      const profile = { ...req.voice.profile, espeakVoice: choice.espeakVoice };
      const audio = await opts.synth.render(text, profile, req.signal);
      req.onProgress(90);
      return { ...audio, synthesizer: { name: 'espeak-ng', voice: choice.espeakVoice } };
    },
  };
}
