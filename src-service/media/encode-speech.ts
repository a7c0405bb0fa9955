/**
 * Re-encodes finished speech (WAV 24 kHz mono) into the formats the OpenAI- and
 * ElevenLabs-compatible endpoints answer in: MP3, Ogg Opus, AAC (ADTS), FLAC, WAV, raw PCM,
 * G.711 µ-law / A-law, at the rate and bitrate the format names, optionally faster or slower.
 */
import type { SpeechEncoding } from '../contract/compat-formats.ts';
import { audioInput, writeComplete, type ConvertOptions } from './convert.ts';

/**
 * ffmpeg's atempo filters for a speed factor (pitch kept). One atempo takes 0.5 to 2 on every
 * ffmpeg version, so a factor outside that is a chain (0.25 = 0.5 × 0.5, 4 = 2 × 2).
 */
function tempoFilters(speed: number): string[] {
  if (!(speed > 0) || speed === 1) return [];
  const filters: string[] = [];
  let left = speed;
  while (left < 0.5) {
    filters.push('atempo=0.5');
    left /= 0.5;
  }
  while (left > 2) {
    filters.push('atempo=2');
    left /= 2;
  }
  if (Math.abs(left - 1) > 1e-9) filters.push(`atempo=${Number(left.toFixed(6))}`);
  return filters;
}

/**
 * ffmpeg's output options for speech in `encoding`: mono, at its rate (or the input's), `speed`
 * times as fast, its encoder, bitrate and muxer. One list for the file encoder below and the
 * streaming one (speech-encoder.ts), so both answer the same bytes for the same request.
 */
export function speechOutputArgs(encoding: SpeechEncoding, speed = 1): string[] {
  const args = ['-ac', '1'];
  if (encoding.sampleRate) args.push('-ar', String(encoding.sampleRate));
  const tempo = tempoFilters(speed);
  if (tempo.length > 0) args.push('-filter:a', tempo.join(','));
  args.push('-c:a', encoding.encoder);
  if (encoding.kbps) args.push('-b:a', `${encoding.kbps}k`);
  // No LIST/INFO chunk or encoder stamp: a plain 44-byte header, as the service's own WAVs.
  if (encoding.muxer === 'wav') args.push('-map_metadata', '-1', '-fflags', '+bitexact');
  args.push('-f', encoding.muxer);
  return args;
}

/** Writes `input` to `output` in `encoding` (speechOutputArgs). The file appears at `output` only when complete. */
export async function encodeSpeech(
  input: string,
  output: string,
  encoding: SpeechEncoding,
  opts: ConvertOptions & { speed?: number } = {},
): Promise<void> {
  opts.signal?.throwIfAborted();
  const cmd = audioInput(input).outputOptions(speechOutputArgs(encoding, opts.speed));
  await writeComplete(cmd, input, output, opts.signal);
}
