/**
 * Speech audio as the stitcher needs it: 16-bit mono PCM at 24 kHz. The sandbox and beta
 * answer exactly that in a WAV; anything else (an alpha MP3, another rate) goes through ffmpeg.
 */
import { rm, writeFile } from 'node:fs/promises';
import type { AudioResult } from '../providers/engine.ts';
import { parseWav } from '../providers/sandbox/speech/wav.ts';
import { decodePcm } from '../media/convert.ts';

/** The narration's sample rate, the rate every speech asset is stamped with. */
export const NARRATION_SAMPLE_RATE = 24_000;

export async function toNarrationPcm(audio: AudioResult, scratch: () => string, signal?: AbortSignal): Promise<Int16Array> {
  if (/wav/i.test(audio.mimeType)) {
    try {
      const wav = parseWav(audio.bytes);
      if (wav.sampleRate === NARRATION_SAMPLE_RATE && wav.channels === 1) return wav.samples;
    } catch {
      // not plain 16-bit PCM: let ffmpeg decode it
    }
  }
  const path = scratch();
  await writeFile(path, audio.bytes);
  try {
    // A segment is at most 5,000 characters: far under an hour of speech.
    return await decodePcm(path, { sampleRate: NARRATION_SAMPLE_RATE, maxSeconds: 3600, signal });
  } finally {
    await rm(path, { force: true });
  }
}
