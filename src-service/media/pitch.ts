/**
 * Fundamental-frequency estimation (YIN, de Cheveigné & Kawahara 2002) for voice
 * samples: used to measure clone samples and to check the sandbox voices in tests.
 */

/** Options of {@link medianF0}; the defaults suit speech. */
export interface F0Options {
  /** Lowest F0 searched, Hz. */
  minHz?: number;
  /** Highest F0 searched, Hz. */
  maxHz?: number;
  /** YIN aperiodicity threshold; frames whose best dip is above it count as unvoiced. */
  threshold?: number;
}

const ANALYSIS_RATE = 11_000; // plenty for F0 up to ~1 kHz, and cuts YIN's quadratic cost
const HOP_SECONDS = 0.01;
const SILENCE_DB = -35; // frames this far below the loudest frame are pauses or breath
const ABSOLUTE_FLOOR = 10 ** (-60 / 20); // full-scale -60 dB: digital silence and hiss

/**
 * Median fundamental frequency (Hz) of the voiced frames of a mono signal, or null when
 * no frame is voiced. Int16 input is full-scale 32768; Float32 input is full-scale 1.
 */
export function medianF0(samples: Int16Array | Float32Array, sampleRate: number, opts: F0Options = {}): number | null {
  const minHz = opts.minHz ?? 50;
  const maxHz = opts.maxHz ?? 600;
  const threshold = opts.threshold ?? 0.15;
  if (!(sampleRate > 0) || !(minHz > 0) || !(maxHz > minHz)) throw new RangeError('invalid sample rate or F0 range');

  const { signal, rate } = decimate(toFloat(samples), sampleRate);
  const tauMin = Math.max(2, Math.floor(rate / maxHz));
  const tauMax = Math.ceil(rate / minHz);
  const window = tauMax; // integration window of one longest period
  const frameLength = window + tauMax + 1;
  const hop = Math.max(1, Math.round(rate * HOP_SECONDS));
  if (signal.length < frameLength) return null;

  const starts: number[] = [];
  const energies: number[] = [];
  let loudest = 0;
  for (let start = 0; start + frameLength <= signal.length; start += hop) {
    let sum = 0;
    for (let i = start; i < start + window; i++) sum += signal[i] * signal[i];
    const rms = Math.sqrt(sum / window);
    starts.push(start);
    energies.push(rms);
    if (rms > loudest) loudest = rms;
  }
  const gate = Math.max(ABSOLUTE_FLOOR, loudest * 10 ** (SILENCE_DB / 20));

  const diff = new Float64Array(tauMax + 2);
  const f0s: number[] = [];
  for (let f = 0; f < starts.length; f++) {
    if (energies[f] < gate) continue;
    const period = yinPeriod(signal, starts[f], window, tauMin, tauMax, threshold, diff);
    if (period !== null) f0s.push(rate / period);
  }
  if (f0s.length === 0) return null;
  f0s.sort((a, b) => a - b);
  const mid = f0s.length >> 1;
  return f0s.length % 2 ? f0s[mid] : (f0s[mid - 1] + f0s[mid]) / 2;
}

/** Period in (fractional) samples of the frame at `start`, or null if it is aperiodic. */
function yinPeriod(
  x: Float32Array,
  start: number,
  window: number,
  tauMin: number,
  tauMax: number,
  threshold: number,
  d: Float64Array,
): number | null {
  // Difference function, then cumulative-mean normalisation (YIN steps 2 and 3).
  d[0] = 1;
  let running = 0;
  for (let tau = 1; tau <= tauMax + 1; tau++) {
    let sum = 0;
    for (let j = start; j < start + window; j++) {
      const delta = x[j] - x[j + tau];
      sum += delta * delta;
    }
    running += sum;
    d[tau] = running > 0 ? (sum * tau) / running : 1;
  }
  // Absolute threshold (step 4): the first dip under it, followed to its local minimum,
  // avoids the octave-too-low errors of taking the global minimum.
  let tau = -1;
  for (let t = tauMin; t <= tauMax; t++) {
    if (d[t] < threshold) {
      while (t + 1 <= tauMax && d[t + 1] < d[t]) t++;
      tau = t;
      break;
    }
  }
  if (tau < 0) return null;
  // Parabolic interpolation (step 5) for sub-sample precision.
  const a = d[tau - 1],
    b = d[tau],
    c = d[tau + 1];
  const denom = a - 2 * b + c;
  return denom > 0 ? tau + (a - c) / (2 * denom) : tau;
}

function toFloat(samples: Int16Array | Float32Array): Float32Array {
  if (samples instanceof Float32Array) return samples;
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i] / 32768;
  return out;
}

/**
 * Low-pass (windowed sinc) and keep every n-th sample so the analysis runs near
 * ANALYSIS_RATE; the filter stops high harmonics from aliasing into the F0 range.
 */
function decimate(x: Float32Array, rate: number): { signal: Float32Array; rate: number } {
  const factor = Math.floor(rate / ANALYSIS_RATE);
  if (factor < 2) return { signal: x, rate };
  const half = 8 * factor;
  const cutoff = 0.45 / factor; // cycles per input sample, below the new Nyquist
  const taps = new Float32Array(2 * half + 1);
  let norm = 0;
  for (let k = -half; k <= half; k++) {
    const sinc = k === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * k) / (Math.PI * k);
    const hann = 0.5 + 0.5 * Math.cos((Math.PI * k) / (half + 1));
    taps[k + half] = sinc * hann;
    norm += sinc * hann;
  }
  const out = new Float32Array(Math.floor(x.length / factor));
  for (let n = 0; n < out.length; n++) {
    const centre = n * factor;
    let acc = 0;
    for (let k = -half; k <= half; k++) {
      const i = centre + k;
      if (i >= 0 && i < x.length) acc += x[i] * taps[k + half];
    }
    out[n] = acc / norm;
  }
  return { signal: out, rate: rate / factor };
}
