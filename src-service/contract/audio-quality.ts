import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './schema-helpers.ts';

/** Why a sample may give a poor clone. */
const QUALITY_WARNING_CODES = ['low_sample_rate', 'clipping', 'too_quiet', 'mostly_silence', 'duration_outside_recommended'] as const;

/** One piece of advice about a sample; `message` says what to do next. */
export const QualityWarning = Closed({ code: StringEnum(QUALITY_WARNING_CODES), message: Type.String() });
export type QualityWarning = Static<typeof QualityWarning>;

/** Measurements of a mono 16-bit signal. */
const analysisFields = {
  durationSeconds: Type.Number({ minimum: 0 }),
  peakDbfs: Type.Number({ description: 'Highest absolute sample, dBFS; the floor for digital silence.' }),
  rmsDbfs: Type.Number({ description: 'RMS of the whole signal, dBFS; the floor for digital silence.' }),
  speechRmsDbfs: Type.Number({ description: 'RMS of the non-silent frames only (the speech level, pauses excluded), dBFS.' }),
  clippingRatio: Type.Number({ minimum: 0, maximum: 1, description: 'Fraction of samples at or beyond the clip level.' }),
  silenceRatio: Type.Number({ minimum: 0, maximum: 1, description: 'Fraction of 20 ms frames that are silent.' }),
  speechRateWps: Type.Optional(
    Type.Number({ minimum: 0, description: 'Estimated words per second of speaking time; absent when no speech was found.' }),
  ),
};
export const AudioAnalysis = Closed(analysisFields);
export type AudioAnalysis = Static<typeof AudioAnalysis>;

/** The answer of the analyze-audio tool. */
export const AudioQuality = Closed(
  { assetId: Type.String(), sampleRate: Nullable(Type.Integer({ minimum: 0 })), ...analysisFields, warnings: Type.Array(QualityWarning) },
  { $id: 'AudioQuality' },
);
export type AudioQuality = Static<typeof AudioQuality>;
