/**
 * Stitches segments of raw 16-bit mono PCM into one WAV file with silence between them, and
 * answers where each segment landed, in samples. Written straight to disk, one segment in
 * memory at a time: an hour of narration is 170 MB of PCM.
 */
import { open, readFile } from 'node:fs/promises';

/** One segment to lay down: its PCM file, and the silence before it. */
export interface StitchInput {
  path: string;
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
      const pcm = await readFile(input.path);
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

/** The canonical 44-byte header of 16-bit mono PCM. */
export function wavHeader(dataBytes: number, sampleRate: number): Buffer {
  const h = Buffer.alloc(HEADER_BYTES);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}
