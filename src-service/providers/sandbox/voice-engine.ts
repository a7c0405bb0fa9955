import { randomBytes } from 'node:crypto';
import { decodePcm } from '../../media/convert.ts';
import { measureVoice } from '../../media/voice-measure.ts';
import { EngineError, type VoiceEngine, type VoiceProfile } from '../engine.ts';
import { chooseSynthesizer } from './engine-choice.ts';
import { fliteVoiceFor } from './flite-voice.ts';
import type { FliteSynth } from './speech/flite-pool.ts';
import type { SpeechSynth } from './speech/synth.ts';
import { parseWav } from './speech/wav.ts';
import { applyTriggers } from './triggers.ts';
import { clamp, espeakVoiceFor, profileFromDescription } from './voice-profile.ts';

/** Spoken when calibrating a profile's pitch: voiced, even, and short. */
const CALIBRATION_TEXT = 'We were away a year ago, and now we are home again.';
const DEFAULT_PREVIEW = 'Hello! This is a preview of the voice you designed. I hope it sounds the way you imagined.';

/** Below this median F0 a sample is given a male variant, above it a female one. */
const GENDER_SPLIT_HZ = 165;

/**
 * Sandbox voice creation. Cloning measures the sample's median F0 and speaking pace and
 * builds an espeak-ng profile that reproduces them: the pitch setting is found by rendering
 * a calibration phrase at two settings and interpolating, so the clone's measured F0 lands
 * near the sample's. English speech is flite's (flite-voice.ts), so its F0 target is
 * calibrated the same way and kept as `fliteF0Mean`. Timbre, accent and prosody are NOT
 * imitated (see README).
 */
export function createSandboxVoiceEngine(opts: { synth: SpeechSynth; flite: FliteSynth; slowMs?: number }): VoiceEngine {
  const { synth, flite } = opts;

  const measureF0 = async (audio: { bytes: Buffer }, signal: AbortSignal): Promise<number | null> => {
    const wav = parseWav(audio.bytes);
    return (await measureVoice(wav.samples, wav.sampleRate, { pace: false, signal })).f0;
  };
  const f0Of = async (profile: VoiceProfile, signal: AbortSignal) =>
    measureF0(await synth.render(CALIBRATION_TEXT, profile, signal), signal);
  const fliteF0Of = async (profile: VoiceProfile, signal: AbortSignal) =>
    measureF0(await flite.render(CALIBRATION_TEXT, fliteVoiceFor(profile), signal), signal);

  /**
   * flite's F0 target whose output has median F0 closest to `targetHz`. Flite follows its
   * target closely (a few per cent low, in proportion), so one render and a proportional
   * correction are enough; espeak-ng's pitch scale needs two.
   */
  const calibrateFlite = async (base: VoiceProfile, targetHz: number, signal: AbortSignal): Promise<number> => {
    const got = await fliteF0Of({ ...base, fliteF0Mean: targetHz }, signal);
    const corrected = got ? (targetHz * targetHz) / got : targetHz;
    return Math.round(Math.min(400, Math.max(50, corrected)));
  };

  /** The espeak pitch (0..99) whose output has median F0 closest to `targetHz`. */
  const calibratePitch = async (base: VoiceProfile, targetHz: number, signal: AbortSignal): Promise<number> => {
    const lo = await f0Of({ ...base, pitch: 15 }, signal);
    const hi = await f0Of({ ...base, pitch: 85 }, signal);
    if (!lo || !hi || hi <= lo) return 50;
    return clamp(15 + ((targetHz - lo) * 70) / (hi - lo), 0, 99);
  };

  return {
    name: 'sandbox',

    async enroll(req) {
      await applyTriggers([req.name, req.referenceText], req.signal, opts.slowMs);
      req.onProgress(5);
      const samples = await decodePcm(req.samplePath, { sampleRate: 24_000, signal: req.signal });
      const { f0, pace } = await measureVoice(samples, 24_000, { pace: true, signal: req.signal });
      if (!f0) {
        throw new EngineError('sample_unusable', 'No voiced speech was found in the sample; record 10–20 s of clear speech and try again.');
      }
      req.onProgress(30);
      const gender = f0 < GENDER_SPLIT_HZ ? 'male' : 'female';
      const base: VoiceProfile = {
        espeakVoice: espeakVoiceFor(req.language),
        variant: gender === 'male' ? 'm3' : 'f2',
        pitch: 50,
        pitchRange: 50,
        rate: clamp(pace?.wordsPerMinute ?? 170, 90, 400),
      };
      // The two engines run in their own workers, so both calibrate at once.
      const [pitch, fliteF0Mean] = await Promise.all([calibratePitch(base, f0, req.signal), calibrateFlite(base, f0, req.signal)]);
      req.onProgress(90);
      return {
        upstreamName: `sandbox_${randomBytes(6).toString('hex')}`,
        profile: { ...base, pitch, fliteF0Mean },
        gender,
        description:
          `Cloned in the sandbox: median pitch ${Math.round(f0)} Hz` +
          (pace ? `, about ${Math.round(pace.wordsPerMinute)} words per minute` : '') +
          '.',
      };
    },

    async design(req) {
      await applyTriggers([req.prompt, req.previewText], req.signal, opts.slowMs);
      req.onProgress(10);
      const { profile } = profileFromDescription(req.prompt, req.language);
      const text = req.previewText || DEFAULT_PREVIEW;
      // The preview speaks as the voice will: flite for English, espeak-ng otherwise.
      const choice = chooseSynthesizer(req.language, text, profile);
      const audio =
        choice.name === 'flite'
          ? await flite.render(text, fliteVoiceFor(profile), req.signal)
          : await synth.render(text, { ...profile, espeakVoice: choice.espeakVoice }, req.signal);
      req.onProgress(50);
      return audio;
    },
  };
}

export { DEFAULT_PREVIEW };
