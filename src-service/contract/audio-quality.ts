/** Why a sample may give a poor clone. */
export type QualityWarningCode = 'low_sample_rate' | 'clipping' | 'too_quiet' | 'mostly_silence' | 'duration_outside_recommended';

/** One piece of advice about a sample; `message` says what to do next. */
export interface QualityWarning {
  code: QualityWarningCode;
  message: string;
}

/** Measurements of a mono 16-bit signal. */
export interface AudioAnalysis {
  durationSeconds: number;
  /** Highest absolute sample, dBFS; FLOOR_DBFS for digital silence. */
  peakDbfs: number;
  /** RMS of the whole signal, dBFS; FLOOR_DBFS for digital silence. */
  rmsDbfs: number;
  /** RMS of the non-silent frames only (the speech level, pauses excluded), dBFS. */
  speechRmsDbfs: number;
  /** Fraction (0..1) of samples at or beyond ±CLIP_LEVEL. */
  clippingRatio: number;
  /** Fraction (0..1) of 20 ms frames that are silent. */
  silenceRatio: number;
  /** Estimated words per second of speaking time; absent when no speech was found. */
  speechRateWps?: number;
}

/** The answer of the analyze-audio tool. */
export interface AudioQuality extends AudioAnalysis {
  assetId: string;
  sampleRate: number | null;
  warnings: QualityWarning[];
}
