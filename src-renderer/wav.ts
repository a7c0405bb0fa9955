// Trims decoded audio to a region and encodes it as 16-bit PCM WAV (mono mix-down), in the page;
// and the peaks a waveform is drawn from.

/** The loudest |sample| of each of `bins` equal stretches of `data`. */
export function peaksOf(data: Float32Array, bins: number): number[] {
  const step = Math.max(1, Math.floor(data.length / bins));
  const peaks: number[] = [];
  for (let i = 0; i < bins; i++) {
    let p = 0;
    for (let j = i * step; j < Math.min(data.length, (i + 1) * step); j++) p = Math.max(p, Math.abs(data[j]));
    peaks.push(p);
  }
  return peaks;
}

/** The samples of `buffer` between `start` and `end` seconds, mixed down to mono. */
export function sliceMono(
  buffer: { sampleRate: number; numberOfChannels: number; length: number; getChannelData(c: number): Float32Array },
  start: number,
  end: number,
): Float32Array {
  const from = Math.max(0, Math.floor(start * buffer.sampleRate));
  const to = Math.min(buffer.length, Math.ceil(end * buffer.sampleRate));
  const out = new Float32Array(Math.max(0, to - from));
  for (let c = 0; c < buffer.numberOfChannels; c++) {
    const data = buffer.getChannelData(c);
    for (let i = 0; i < out.length; i++) out[i] += data[from + i] / buffer.numberOfChannels;
  }
  return out;
}

/** A WAV file (RIFF, PCM 16-bit, mono) of `samples` at `sampleRate`. */
export function encodeWav(samples: Float32Array, sampleRate: number): Blob {
  const bytes = new ArrayBuffer(44 + samples.length * 2);
  const v = new DataView(bytes);
  const text = (o: number, s: string) => [...s].forEach((ch, i) => v.setUint8(o + i, ch.charCodeAt(0)));
  text(0, 'RIFF');
  v.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  text(36, 'data');
  v.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    v.setInt16(44 + i * 2, s < 0 ? s * 0x8000 : s * 0x7fff, true);
  }
  return new Blob([bytes], { type: 'audio/wav' });
}
