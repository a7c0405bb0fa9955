/**
 * Stitches segments of raw 16-bit mono PCM into one WAV file with silence between them, and
 * answers where each segment landed, in samples. Written straight to disk, one segment in
 * memory at a time: an hour of narration is 170 MB of PCM.
 */
import { open, readFile } from 'node:fs/promises';
import { wavHeader } from '../providers/sandbox/speech/wav.ts';

/**
 * One segment to lay down: raw PCM from a file (all of it, or `byteRange` of it — a segment cut
 * from an earlier narration), and the silence before it.
 */
export interface StitchInput {
  path: string;
  byteRange?: { start: number; end: number };
  gapBeforeSamples: number;
}

/** Where a segment lies in the stitched file, in samples from the start of the audio. */
export interface StitchedSpan {
  startSample: number;
  endSample: number;
}

const HEADER_BYTES = 44;
const SILENCE = Buffer.alloc(1 << 20);

/** Writes `out` (a WAV, 16-bit mono at `sampleRate`) from the inputs, in order. */
export async function stitchWav(out: string, inputs: readonly StitchInput[], sampleRate: number): Promise<StitchedSpan[]> {
  const file = await open(out, 'w');
  const spans: StitchedSpan[] = [];
  try {
    let bytes = 0;
    const write = async (buf: Buffer) => {
      await file.write(buf, 0, buf.length, HEADER_BYTES + bytes);
      bytes += buf.length;
    };
    for (const input of inputs) {
      let silence = input.gapBeforeSamples * 2;
      while (silence > 0) {
        const n = Math.min(silence, SILENCE.length);
        await write(SILENCE.subarray(0, n));
        silence -= n;
      }
      const pcm = input.byteRange ? await readRange(input.path, input.byteRange) : await readFile(input.path);
      const start = bytes / 2;
      await write(pcm.subarray(0, pcm.length - (pcm.length % 2)));
      spans.push({ startSample: start, endSample: bytes / 2 });
    }
    await file.write(wavHeader(bytes, sampleRate), 0, HEADER_BYTES, 0);
    await file.sync();
  } finally {
    await file.close();
  }
  return spans;
}

async function readRange(path: string, range: { start: number; end: number }): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buf = Buffer.alloc(range.end - range.start);
    const { bytesRead } = await file.read(buf, 0, buf.length, range.start);
    return buf.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Where the samples of a 16-bit mono WAV start (its `data` chunk), read from its first bytes. */
export async function wavDataOffset(path: string): Promise<number> {
  const head = await readRange(path, { start: 0, end: 4096 });
  if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  for (let offset = 12; offset + 8 <= head.length;) {
    const size = head.readUInt32LE(offset + 4);
    if (head.toString('ascii', offset, offset + 4) === 'data') return offset + 8;
    offset += 8 + size + (size & 1);
  }
  throw new Error('the WAV has no data chunk in its first 4 KB');
}
