import type { VoiceProfile } from '../engine.ts';

/**
 * How flite speaks one Timbre voice: one of its three statistical (clustergen) voices, a
 * target F0 mean and spread in Hz, and a duration stretch (>1 slower). Flite moves the
 * whole pitch contour of a clustergen voice to the target mean, so the measured median
 * F0 of its output lands within a few per cent of `f0Mean`.
 */
export interface FliteVoice {
  voice: 'slt' | 'rms' | 'awb';
  f0Mean: number;
  f0Stddev: number;
  durationStretch: number;
}

/** The pace espeak-ng's `rate` is measured against: 175 wpm is "neutral" there and here. */
const NEUTRAL_RATE = 175;
/**
 * `rms` takes its F0 from a SPAM model that ignores the target mean (measured: targets
 * 95–143 Hz all come out at 98–100 Hz), so it only speaks voices whose pitch is its own.
 */
const RMS_F0 = 100;
const RMS_MAX_F0 = 110;

/**
 * Maps a voice profile (made for espeak-ng: variant, pitch 0..99, range, words per minute)
 * to flite, keeping every seeded, designed and cloned voice distinct:
 * - gender from the espeak variant (f… female, m… male; none is espeak's male default);
 *   women speak with `slt`, men with `awb`, except deep American men (≤ 110 Hz), who get
 *   `rms` at its fixed ~100 Hz;
 * - pitch 0..99 spreads over 150–280 Hz for women and 75–185 Hz for men, so the seeded
 *   voices' pitches (28–70, 18–62) stay as far apart as they were on espeak-ng; a clone
 *   carries its own calibrated `fliteF0Mean` instead;
 * - pitch range scales the F0 spread around 12 % of the mean;
 * - rate becomes the duration stretch (175 wpm = 1.0).
 */
export function fliteVoiceFor(profile: VoiceProfile): FliteVoice {
  const female = /^f/i.test(profile.variant ?? '');
  const british = /^en-gb/i.test(profile.espeakVoice);
  const pitch = Math.min(99, Math.max(0, profile.pitch));
  let f0Mean = profile.fliteF0Mean ?? (female ? 150 + 1.3 * pitch : 75 + 1.1 * pitch);
  let voice: FliteVoice['voice'] = female ? 'slt' : 'awb';
  if (!female && !british && profile.fliteF0Mean === undefined && f0Mean <= RMS_MAX_F0) {
    voice = 'rms';
    f0Mean = RMS_F0;
  }
  const range = Math.min(99, Math.max(0, profile.pitchRange ?? 50));
  return {
    voice,
    f0Mean: round1(f0Mean),
    f0Stddev: round1(f0Mean * 0.12 * (range / 50)),
    durationStretch: round2(Math.min(2.5, Math.max(0.4, NEUTRAL_RATE / Math.max(1, profile.rate)))),
  };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
