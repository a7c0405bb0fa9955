/**
 * Level, clipping, silence and pace of a clone sample, and the advice shown to the user
 * before they spend a clone on a poor recording. Levels are dBFS relative to digital
 * full scale (32768): a full-scale square wave is 0 dBFS RMS, a full-scale sine −3 dBFS.
 */
import { estimateSpeakingRate, SYLLABLES_PER_WORD } from './speaking-rate.ts';
import { CLONE_SAMPLE } from '../contract/limits.ts';

export type { AudioAnalysis, QualityWarning } from '../contract/audio-quality.ts';
import type { AudioAnalysis, QualityWarning } from '../contract/audio-quality.ts';

/** |sample| at or above this counts as clipped (−0.02 dBFS; lossy decoders rarely land exactly on 32767). */
const CLIP_LEVEL = 32_700;
/** Level reported for digital silence instead of −Infinity (which JSON cannot carry). */
export const FLOOR_DBFS = -120;
/** Duration advised for a clone sample, seconds. */
const RECOMMENDED_SECONDS = CLONE_SAMPLE.recommendedSeconds;

const FRAME_SECONDS = 0.02;
const SILENCE_BELOW_LOUDEST_DB = 35;
const SILENCE_FLOOR_DBFS = -70;
const CLIPPING_WARN_RATIO = 0.001; // 0.1 %: a normalised file has a handful of samples at the peak, not hundreds
const QUIET_PEAK_DBFS = -20;
const QUIET_SPEECH_DBFS = -40;
const SILENCE_WARN_RATIO = 0.5;
const ADVISED_RATE = 24_000;

/**
 * Analyses mono 16-bit PCM. A 20 ms frame is silent when its RMS is more than 35 dB
 * below the loudest frame, or below −70 dBFS. The threshold is relative so that a quiet
 * but clean recording counts as speech (it is reported as too quiet instead); for a
 * well-levelled recording (loudest frame ≈ −10 dBFS) it works out to about −45 dBFS.
 */
export function analyzeAudio(samples: Int16Array, sampleRate: number): AudioAnalysis {
  if (!(sampleRate > 0)) throw new RangeError(`invalid sample rate ${sampleRate}`);
  let peak = 0;
  let sumSquares = 0;
  let clipped = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i];
    const a = s < 0 ? -s : s;
    if (a > peak) peak = a;
    if (a >= CLIP_LEVEL) clipped++;
    sumSquares += s * s;
  }

  const frame = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const frameEnergy: number[] = []; // mean square per frame; the last may be partial
  for (let start = 0; start < samples.length; start += frame) {
    const end = Math.min(samples.length, start + frame);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i] * samples[i];
    frameEnergy.push(sum / (end - start));
  }
  const loudest = frameEnergy.reduce((m, e) => (e > m ? e : m), 0);
  const gate = Math.max(loudest * 10 ** (-SILENCE_BELOW_LOUDEST_DB / 10), 32768 ** 2 * 10 ** (SILENCE_FLOOR_DBFS / 10));
  let silent = 0;
  let speechEnergy = 0;
  for (const e of frameEnergy) {
    if (e < gate) silent++;
    else speechEnergy += e;
  }
  const voicedFrames = frameEnergy.length - silent;

  const analysis: AudioAnalysis = {
    durationSeconds: samples.length / sampleRate,
    peakDbfs: dbfs(peak),
    rmsDbfs: dbfs(Math.sqrt(sumSquares / Math.max(1, samples.length))),
    speechRmsDbfs: dbfs(voicedFrames ? Math.sqrt(speechEnergy / voicedFrames) : 0),
    clippingRatio: samples.length ? clipped / samples.length : 0,
    silenceRatio: frameEnergy.length ? silent / frameEnergy.length : 1,
  };
  const pace = estimateSpeakingRate(samples, sampleRate);
  if (pace) analysis.speechRateWps = pace.syllablesPerSecond / SYLLABLES_PER_WORD;
  return analysis;
}

/** The warning for a sample recorded under 24 kHz (the service accepts it; the provider is the backstop). */
export function lowSampleRateWarning(sourceSampleRate: number): QualityWarning | null {
  if (!(sourceSampleRate > 0 && sourceSampleRate < ADVISED_RATE)) return null;
  return {
    code: 'low_sample_rate',
    message:
      `The sample is ${khz(sourceSampleRate)} kHz; 24 kHz or more is advised for a faithful clone. ` +
      'Record or export at 44.1 or 48 kHz if you can.',
  };
}

/**
 * Advice for a clone sample. `sourceSampleRate` is the rate of the file as uploaded
 * (from probe), not of the 24 kHz copy: upsampling cannot restore what was never recorded.
 */
export function qualityWarnings(a: AudioAnalysis, sourceSampleRate: number): QualityWarning[] {
  const out: QualityWarning[] = [];
  const rate = lowSampleRateWarning(sourceSampleRate);
  if (rate) out.push(rate);
  if (a.clippingRatio > CLIPPING_WARN_RATIO) {
    out.push({
      code: 'clipping',
      message:
        `${percent(a.clippingRatio)} of the sample is clipped (distorted at full scale), and the clone would copy the distortion. ` +
        'Record again with the input gain lower, so that speech peaks around −6 dBFS.',
    });
  }
  if (a.peakDbfs < QUIET_PEAK_DBFS || a.speechRmsDbfs < QUIET_SPEECH_DBFS) {
    out.push({
      code: 'too_quiet',
      message:
        `The sample is very quiet (peak ${signed(a.peakDbfs)} dBFS). ` +
        'Move closer to the microphone or raise the input gain so that speech peaks between −12 and −3 dBFS.',
    });
  }
  if (a.silenceRatio > SILENCE_WARN_RATIO) {
    out.push({
      code: 'mostly_silence',
      message:
        `${percent(a.silenceRatio)} of the sample is silence. Trim long pauses and the silence at the start and end, ` +
        `or record ${RECOMMENDED_SECONDS.min}–${RECOMMENDED_SECONDS.max} s of continuous speech.`,
    });
  }
  const d = a.durationSeconds;
  if (d < RECOMMENDED_SECONDS.min || d > RECOMMENDED_SECONDS.max) {
    out.push({
      code: 'duration_outside_recommended',
      message:
        `The sample is ${d.toFixed(1)} s; ${RECOMMENDED_SECONDS.min}–${RECOMMENDED_SECONDS.max} s of speech is recommended. ` +
        (d < RECOMMENDED_SECONDS.min ? 'Record a few more sentences.' : `Trim it to the clearest ${RECOMMENDED_SECONDS.max} s.`),
    });
  }
  return out;
}

function dbfs(amplitude: number): number {
  return amplitude > 0 ? Math.max(FLOOR_DBFS, 20 * Math.log10(amplitude / 32768)) : FLOOR_DBFS;
}

/** Whole dB with a typographic minus, matching the advice text ("−60"). */
function signed(db: number): string {
  return Math.round(db).toString().replace('-', '−');
}

function khz(rate: number): string {
  return String(rate / 1000); // 16000 → "16", 22050 → "22.05"
}

function percent(ratio: number): string {
  return ratio >= 0.1 ? `${Math.round(ratio * 100)}%` : `${(ratio * 100).toFixed(1)}%`;
}
