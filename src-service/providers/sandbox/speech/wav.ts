/**
 * Minimal RIFF/WAVE codec for 16-bit PCM, the only format the service produces and
 * the format clone samples are normalised to.
 */

/** Decoded 16-bit PCM WAV; `samples` are interleaved when `channels` > 1. */
export interface ParsedWav {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  samples: Int16Array;
  durationSeconds: number;
}

/** The canonical 44-byte header of 16-bit PCM WAV holding `dataBytes` of samples. */
export function wavHeader(dataBytes: number, sampleRate: number, channels = 1): Buffer {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`invalid sample rate ${sampleRate}`);
  if (!Number.isInteger(channels) || channels <= 0) throw new RangeError(`invalid channel count ${channels}`);
  const buf = Buffer.alloc(44);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(channels, 22);
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * channels * 2, 28);
  buf.writeUInt16LE(channels * 2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  return buf;
}

/** Encodes interleaved 16-bit PCM as a canonical WAV file (little-endian, 44-byte header). */
export function encodeWav(pcm: Int16Array, sampleRate: number, channels = 1): Buffer {
  const dataBytes = pcm.length * 2;
  // Copy through a byte view: Buffer.from(Int16Array) would truncate each sample to a byte.
  // The host is little-endian (x64/arm64), matching WAV's byte order.
  return Buffer.concat([wavHeader(dataBytes, sampleRate, channels), Buffer.from(pcm.buffer, pcm.byteOffset, dataBytes)]);
}

/**
 * Parses a 16-bit PCM WAV. Chunks are walked by their declared sizes (with RIFF's pad
 * byte) because real files carry LIST/fact/bext chunks before `data`.
 */
export function parseWav(buf: Buffer): ParsedWav {
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let fmt: { format: number; channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  let data: Buffer | undefined;
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    // Streamed writers leave 0 or 0xFFFFFFFF in the data size; clamp to what is present.
    const end = Math.min(body + size, buf.length);
    if (id === 'fmt ') {
      if (end - body < 16) throw new Error('WAV fmt chunk is too short');
      let format = buf.readUInt16LE(body);
      if (format === 0xfffe && end - body >= 26) format = buf.readUInt16LE(body + 24); // WAVE_FORMAT_EXTENSIBLE sub-format
      fmt = {
        format,
        channels: buf.readUInt16LE(body + 2),
        sampleRate: buf.readUInt32LE(body + 4),
        bitsPerSample: buf.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      data = buf.subarray(body, size === 0 || size === 0xffffffff ? buf.length : end);
      if (fmt) break;
    }
    offset = body + size + (size & 1);
  }
  if (!fmt) throw new Error('WAV has no fmt chunk');
  if (!data) throw new Error('WAV has no data chunk');
  if (fmt.format !== 1 || fmt.bitsPerSample !== 16) {
    throw new Error(`unsupported WAV encoding (format ${fmt.format}, ${fmt.bitsPerSample}-bit); expected 16-bit PCM`);
  }
  if (fmt.channels < 1 || fmt.sampleRate < 1) throw new Error('WAV fmt chunk has no channels or sample rate');
  const frameBytes = 2 * fmt.channels;
  const usable = data.length - (data.length % frameBytes);
  // Copy so the samples are aligned and independent of the caller's buffer.
  const samples = new Int16Array(usable / 2);
  Buffer.from(samples.buffer).set(data.subarray(0, usable));
  return {
    sampleRate: fmt.sampleRate,
    channels: fmt.channels,
    bitsPerSample: fmt.bitsPerSample,
    samples,
    durationSeconds: samples.length / fmt.channels / fmt.sampleRate,
  };
}
