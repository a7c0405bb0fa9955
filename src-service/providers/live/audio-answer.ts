import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probe } from '../../media/probe.ts';
import type { AudioResult } from '../engine.ts';
import { encodeWav, parseWav } from '../sandbox/speech/wav.ts';
import { malformed } from './upstream-error.ts';

/** Raw 16-bit PCM (mono, little-endian) wrapped as WAV: beta's answers and alpha's headerless data. */
export function pcmToAudio(pcm: Buffer, sampleRate: number): AudioResult {
  const samples = new Int16Array(Math.floor(pcm.length / 2));
  Buffer.from(samples.buffer).set(pcm.subarray(0, samples.length * 2));
  return {
    bytes: encodeWav(samples, sampleRate, 1),
    mimeType: 'audio/wav',
    sampleRate,
    channels: 1,
    durationSeconds: samples.length / sampleRate,
  };
}

/**
 * Audio bytes from upstream as an asset-ready result. The container follows the bytes (and
 * the declared type): WAV is parsed, MP3 is probed for its duration, headerless data is PCM.
 */
export async function audioFromBytes(label: string, bytes: Buffer, contentType = ''): Promise<AudioResult> {
  if (bytes.length === 0) throw malformed(label, 'empty audio');
  if (bytes.toString('ascii', 0, 4) === 'RIFF') {
    let wav;
    try {
      wav = parseWav(bytes);
    } catch (err) {
      throw malformed(label, `unreadable WAV: ${(err as Error).message}`);
    }
    return { bytes, mimeType: 'audio/wav', sampleRate: wav.sampleRate, channels: wav.channels, durationSeconds: wav.durationSeconds };
  }
  const isMp3 =
    /mpeg|mp3/i.test(contentType) || bytes.toString('ascii', 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0);
  if (isMp3) {
    // ffprobe reads files; the clip is small, so a scratch file is simplest.
    const path = join(tmpdir(), `timbre-live-${randomBytes(6).toString('hex')}.mp3`);
    writeFileSync(path, bytes);
    try {
      const info = await probe(path).catch(() => null);
      if (!info?.audio || !info.durationSeconds) throw malformed(label, 'unreadable MP3');
      return {
        bytes,
        mimeType: 'audio/mpeg',
        sampleRate: info.audio.sampleRate,
        channels: info.audio.channels,
        durationSeconds: info.durationSeconds,
      };
    } finally {
      rmSync(path, { force: true });
    }
  }
  if (/^audio\/(l16|pcm)/i.test(contentType) || contentType === '') return pcmToAudio(bytes, rateOf(contentType) ?? 24_000);
  throw malformed(label, `audio of type ${contentType}`);
}

/** The `rate=` parameter of a PCM mime type (`audio/L16;codec=pcm;rate=24000`). */
export function rateOf(mimeType: string): number | null {
  const m = /rate=(\d+)/i.exec(mimeType);
  return m ? Number(m[1]) : null;
}

/** Base64 audio as upstream sends it: bare, or as a data URI. */
export function base64Audio(data: string): Buffer {
  return Buffer.from(data.replace(/^data:[^,]*,/, ''), 'base64');
}
