import { AppError, invalid } from '../core/app-error.ts';
import type { AssetRow } from '../assets/asset-repo.ts';
import { FfmpegMissingError } from '../media/ffmpeg-path.ts';
import { probe } from '../media/probe.ts';
import { lowSampleRateWarning, type QualityWarning } from '../media/analyze.ts';
import { CLONE_SAMPLE } from '../contract/limits.ts';

// Transition: the voices route still imports the limits from here; they live in the contract.
export { CLONE_SAMPLE };

/** Sent to the provider as they are. */
const AS_IS = new Set(['audio/wav', 'audio/mpeg', 'audio/mp4', 'audio/x-m4a']);
/** Converted to 24 kHz WAV first. */
const CONVERTED = new Set(['audio/webm', 'video/webm', 'audio/ogg', 'audio/flac']);

/** A sample that passed intake. */
export interface CheckedSample {
  durationSeconds: number;
  sampleRate: number;
  /** True when the sample must be converted to 24 kHz WAV before enrolment. */
  convert: boolean;
  warnings: QualityWarning[];
}

/**
 * Checks a clone sample before any credit is held: size, format, decodability and
 * duration. Every rejection is a 400 that says what to do, free and instant. The sample
 * rate is not checked (the provider is the backstop) but a low one draws a warning.
 */
export async function checkCloneSample(asset: AssetRow, path: string, field: string): Promise<CheckedSample> {
  if (asset.kind !== 'audio') {
    throw invalid(
      field,
      `asset ${asset.id} is ${asset.kind === 'image' ? 'an image' : 'a video'}, not audio; upload a voice recording (WAV, MP3, M4A, WebM, OGG or FLAC)`,
    );
  }
  if (asset.bytes > CLONE_SAMPLE.maxBytes) {
    const mb = (asset.bytes / 1024 / 1024).toFixed(1);
    throw invalid(
      field,
      `the sample is ${mb} MB; a clone sample must be at most 10 MB: trim it to ${CLONE_SAMPLE.recommended} or export it compressed (MP3, M4A)`,
      { bytes: asset.bytes, limit: CLONE_SAMPLE.maxBytes },
    );
  }
  const known = AS_IS.has(asset.mime_type) || CONVERTED.has(asset.mime_type);
  if (!known) throw invalid(field, `${asset.mime_type} is not a clone sample format; use WAV (16-bit), MP3, M4A, WebM, OGG or FLAC`);
  let info;
  try {
    info = await probe(path);
  } catch (err) {
    if (err instanceof FfmpegMissingError) throw new AppError('unavailable', err.message);
    throw invalid(field, 'the sample could not be decoded; it may be damaged or truncated: record or export it again');
  }
  if (!info.audio) throw invalid(field, 'the file holds no audio track; upload a voice recording');
  if (asset.mime_type === 'audio/wav' && info.audio.codec !== 'pcm_s16le') {
    throw invalid(
      field,
      `WAV samples must be 16-bit PCM (this one is ${info.audio.codec}); export it as 16-bit WAV, or as FLAC, which is converted automatically`,
    );
  }
  const seconds = info.durationSeconds;
  if (seconds === null) throw invalid(field, 'the length of the sample could not be measured; record or export it again');
  if (seconds < CLONE_SAMPLE.minSeconds) {
    throw invalid(
      field,
      `the sample is ${seconds.toFixed(1)} s long; a clone sample must be at least ${CLONE_SAMPLE.minSeconds} s (${CLONE_SAMPLE.recommended} is best): record a longer one`,
      { durationSeconds: seconds },
    );
  }
  if (seconds > CLONE_SAMPLE.maxSeconds) {
    throw invalid(
      field,
      `the sample is ${seconds.toFixed(1)} s long; a clone sample must be at most ${CLONE_SAMPLE.maxSeconds} s (${CLONE_SAMPLE.recommended} is best): trim it`,
      { durationSeconds: seconds },
    );
  }
  const low = lowSampleRateWarning(info.audio.sampleRate);
  const warnings: QualityWarning[] = low ? [low] : [];
  return { durationSeconds: seconds, sampleRate: info.audio.sampleRate, convert: CONVERTED.has(asset.mime_type), warnings };
}
