/**
 * Waveform peaks in the JSON format of BBC audiowaveform (version 2): min/max pairs of 8-bit
 * values per `samples_per_pixel` samples of the mono mix. Read straight from a 16-bit PCM WAV
 * (streamed, no child process) or from any audio through ffmpeg's PCM output (a pipe).
 * Both stream in chunks, so a long file never holds the event loop or its PCM in memory.
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { ffmpegGone, FfmpegMissingError, requireFfmpeg } from './ffmpeg-path.ts';
import { MediaConvertError } from './convert.ts';
import { WAVEFORM_LEVELS, type AssetPeaks } from '../contract/asset.ts';

/** Samples per min/max pair of the full-resolution peaks (audiowaveform's default zoom). */
export const FULL_SAMPLES_PER_PIXEL = 256;

/** Folds mono 16-bit samples into min/max pairs of `spp` samples each, in 8 bits. */
class PeakFolder {
  readonly data: number[] = [];
  private min = 32767;
  private max = -32768;
  private count = 0;
  private readonly spp: number;
  constructor(spp: number) {
    this.spp = spp;
  }
  push(s: number): void {
    if (s < this.min) this.min = s;
    if (s > this.max) this.max = s;
    if (++this.count === this.spp) this.flush();
  }
  flush(): void {
    if (this.count === 0) return;
    // >> 8 maps -32768..32767 onto -128..127, as audiowaveform's 8-bit output does.
    this.data.push(this.min >> 8, this.max >> 8);
    this.min = 32767;
    this.max = -32768;
    this.count = 0;
  }
}

/** Reads little-endian interleaved 16-bit frames of `channels` from `stream`, mixed to mono. */
async function fold(stream: Readable, channels: number, sampleRate: number): Promise<AssetPeaks> {
  const folder = new PeakFolder(FULL_SAMPLES_PER_PIXEL);
  const frameBytes = channels * 2;
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const whole = buf.length - (buf.length % frameBytes);
    for (let o = 0; o < whole; o += frameBytes) {
      let sum = 0;
      for (let c = 0; c < channels; c++) sum += buf.readInt16LE(o + c * 2);
      folder.push(channels === 1 ? sum : Math.round(sum / channels));
    }
    carry = buf.subarray(whole);
  }
  folder.flush();
  return {
    version: 2,
    channels: 1,
    sample_rate: sampleRate,
    samples_per_pixel: FULL_SAMPLES_PER_PIXEL,
    bits: 8,
    length: folder.data.length / 2,
    data: folder.data,
  };
}

/** Where the PCM of a 16-bit WAV lies, or null when the file is anything else. */
async function wavPcmLayout(path: string): Promise<{ offset: number; bytes: number; channels: number; sampleRate: number } | null> {
  const fh = await open(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await fh.read(head, 0, head.length, 0);
    if (bytesRead < 12 || head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') return null;
    let fmt: { format: number; channels: number; rate: number; bits: number } | null = null;
    let o = 12;
    while (o + 8 <= bytesRead) {
      const id = head.toString('ascii', o, o + 4);
      const size = head.readUInt32LE(o + 4);
      if (id === 'fmt ' && o + 24 <= bytesRead) {
        fmt = {
          format: head.readUInt16LE(o + 8),
          channels: head.readUInt16LE(o + 10),
          rate: head.readUInt32LE(o + 12),
          bits: head.readUInt16LE(o + 22),
        };
      } else if (id === 'data') {
        // PCM (1), or WAVE_FORMAT_EXTENSIBLE (0xFFFE) whose sub-format is PCM: 16-bit only.
        if (!fmt || (fmt.format !== 1 && fmt.format !== 0xfffe) || fmt.bits !== 16 || fmt.channels < 1) return null;
        // A streamed WAV may announce 0 or 0xFFFFFFFF bytes: read to the end of the file then.
        const bytes = size === 0 || size === 0xffffffff ? Infinity : size;
        return { offset: o + 8, bytes, channels: fmt.channels, sampleRate: fmt.rate };
      }
      o += 8 + size + (size % 2);
    }
    return null;
  } finally {
    await fh.close();
  }
}

/** Peaks of a 16-bit PCM WAV read in Node; null when the file is not one (use {@link peaksWithFfmpeg}). */
export async function peaksFromWav(path: string): Promise<AssetPeaks | null> {
  const layout = await wavPcmLayout(path);
  if (!layout) return null;
  const end = Number.isFinite(layout.bytes) ? layout.offset + layout.bytes - 1 : undefined;
  return fold(createReadStream(path, { start: layout.offset, end, highWaterMark: 256 * 1024 }), layout.channels, layout.sampleRate);
}

/** Peaks of the first audio track of any file ffmpeg decodes (mono mix at `sampleRate`). */
export async function peaksWithFfmpeg(path: string, sampleRate: number): Promise<AssetPeaks> {
  const loc = requireFfmpeg();
  // file: keeps a crafted name from being read as a protocol; -map 0:a:0 fails on a file without audio.
  const args = ['-nostdin', '-hide_banner', '-v', 'error', '-i', `file:${path}`, '-map', '0:a:0', '-vn'];
  args.push('-ac', '1', '-ar', String(sampleRate), '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1');
  const child = spawn(loc.ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', (err) => reject(ffmpegGone(err) ? new FfmpegMissingError() : err));
    child.once('close', (code) => resolve(code));
  });
  // Either may fail first; both are awaited so no rejection goes unhandled.
  const [peaks, code] = await Promise.all([fold(child.stdout, 1, sampleRate), exited]);
  if (code !== 0) {
    const last = stderr.trim().split(/\r?\n/).at(-1) ?? '';
    const reason = /matches no streams/.test(stderr) ? 'the file has no audio track' : last.replace(`file:${path}: `, '');
    throw new MediaConvertError(`Could not decode the audio for its peaks: ${reason}`, reason);
  }
  return peaks;
}

/**
 * The peaks resampled to exactly `pixels` pairs: each pair is the min and max of the pairs of
 * `full` its span covers (the nearest one when there are fewer pairs than pixels).
 * `samples_per_pixel` is then the average span, rounded (the format holds an integer).
 */
export function resamplePeaks(full: AssetPeaks, pixels: number): AssetPeaks {
  const n = full.length;
  const data: number[] = new Array<number>(pixels * 2);
  for (let i = 0; i < pixels; i++) {
    const from = Math.floor((i * n) / pixels);
    const to = Math.max(from + 1, Math.floor(((i + 1) * n) / pixels));
    let min = 127;
    let max = -128;
    for (let j = from; j < Math.min(to, n); j++) {
      if (full.data[2 * j] < min) min = full.data[2 * j];
      if (full.data[2 * j + 1] > max) max = full.data[2 * j + 1];
    }
    if (min > max) min = max = 0; // no audio at all
    data[2 * i] = min;
    data[2 * i + 1] = max;
  }
  return {
    ...full,
    samples_per_pixel: Math.max(1, Math.round((full.samples_per_pixel * n) / pixels)),
    length: pixels,
    data,
  };
}

/** {@link WAVEFORM_LEVELS} levels 0..255: the loudest peak (|min| or |max|) of each span, scaled from 8 bits. */
export function waveformLevels(full: AssetPeaks): number[] {
  if (full.length === 0) return new Array<number>(WAVEFORM_LEVELS).fill(0);
  const r = resamplePeaks(full, WAVEFORM_LEVELS);
  const levels: number[] = [];
  for (let i = 0; i < WAVEFORM_LEVELS; i++) levels.push(Math.min(255, 2 * Math.max(-r.data[2 * i], r.data[2 * i + 1], 0)));
  return levels;
}
