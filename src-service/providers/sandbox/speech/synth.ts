/**
 * Offline speech for the sandbox engine: a synthesizer (espeak-ng, or flite through
 * flite-pool.ts) in a worker thread, resampled to the 24 kHz mono 16-bit WAV that the
 * providers' assets are stamped with. `P` is what the worker needs to pick the voice.
 */
import { Worker } from 'node:worker_threads';
import type { AudioResult, VoiceProfile, WordTiming } from '../../engine.ts';
import { encodeWav } from './wav.ts';
import { workerExecArgv } from '../../../core/worker-exec-argv.ts';

/** Sample rate of every sandbox speech asset (the providers' 24 kHz stamp). */
export const OUTPUT_SAMPLE_RATE = 24_000;

/** A job sent to espeak-worker.ts (or flite-worker.ts, with a FliteVoice as `profile`). */
export interface SpeechJob<P = VoiceProfile> {
  id: number;
  text: string;
  profile: P;
  /** Resample to this rate in the worker, keeping the service's event loop free. */
  outputRate?: number;
  /** Int32 flag; the worker stops synthesizing once it is non-zero. */
  cancel?: SharedArrayBuffer;
}

/** The worker's answer to one job. */
export type SpeechReply =
  | { id: number; pcm: Int16Array; sampleRate: number; /** espeak-ng only: its word events, in seconds. */ words?: WordTiming[] }
  | { id: number; error: string; /** The engine may be corrupt: start a fresh worker. */ fatal?: boolean };

/** Options of {@link createSpeechSynth}. */
export interface SpeechSynthOptions {
  /** Worker entry; the Electron bundle passes its built copy. */
  workerUrl?: URL | string;
  /** Watchdog per job; a worker silent for longer is killed. Default 60 s + 20 ms per character. */
  jobTimeoutMs?: (text: string) => number;
}

/** The offline synthesizer: one worker, one job at a time. */
export interface SpeechSynth<P = VoiceProfile> {
  render(text: string, profile: P, signal?: AbortSignal): Promise<AudioResult>;
  /** Jobs queued or running, so a pool can pick the least busy worker. */
  readonly pending: number;
  close(): Promise<void>;
}

interface Job<P> {
  id: number;
  text: string;
  profile: P;
  cancel: SharedArrayBuffer;
  signal?: AbortSignal;
  onAbort?: () => void;
  settled: boolean;
  resolve: (result: AudioResult) => void;
  reject: (err: unknown) => void;
}

/** Creates the synthesizer; the worker starts on the first render, not here. */
export function createSpeechSynth<P = VoiceProfile>(opts: SpeechSynthOptions = {}): SpeechSynth<P> {
  const workerUrl = opts.workerUrl ?? new URL('./espeak-worker.ts', import.meta.url);
  const jobTimeoutMs = opts.jobTimeoutMs ?? ((text: string) => 60_000 + 20 * text.length);
  const queue: Job<P>[] = [];
  let worker: Worker | null = null;
  let running: Job<P> | null = null;
  let watchdog: NodeJS.Timeout | undefined;
  let nextId = 1;
  let closed = false;

  function settle(job: Job<P>, outcome: { result: AudioResult } | { error: unknown }): void {
    if (job.settled) return;
    job.settled = true;
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
  }

  function startWorker(): Worker {
    // Not `stdout: true`: a captured worker stdout keeps the process alive even when the
    // worker is unref'd. The worker silences espeak's own printing instead.
    const w = new Worker(workerUrl, { execArgv: workerExecArgv() });
    let failure: unknown;
    w.on('message', (reply: SpeechReply) => onReply(w, reply));
    w.on('error', (err) => {
      failure = err;
    });
    w.on('messageerror', (err) => {
      failure = err;
      void w.terminate();
    });
    w.on('exit', (code) => {
      if (worker !== w) return;
      worker = null;
      clearTimeout(watchdog);
      const job = running;
      running = null;
      // A dead worker fails its own job only; queued jobs get a fresh worker.
      if (job) settle(job, { error: failure ?? new Error(`speech worker exited with code ${code}`) });
      pump();
    });
    return w;
  }

  function onReply(w: Worker, reply: SpeechReply): void {
    const job = running;
    if (w !== worker || !job || reply.id !== job.id) return;
    clearTimeout(watchdog);
    running = null;
    if ('error' in reply) {
      if (reply.fatal) {
        worker = null; // its exit is ignored; the next job starts a fresh one
        void w.terminate();
      }
      settle(job, { error: new Error(`speech synthesis failed: ${reply.error}`) });
    } else {
      const pcm = reply.sampleRate === OUTPUT_SAMPLE_RATE ? reply.pcm : resampleInt16(reply.pcm, reply.sampleRate, OUTPUT_SAMPLE_RATE);
      settle(job, {
        result: {
          bytes: encodeWav(pcm, OUTPUT_SAMPLE_RATE, 1),
          mimeType: 'audio/wav',
          sampleRate: OUTPUT_SAMPLE_RATE,
          channels: 1,
          durationSeconds: pcm.length / OUTPUT_SAMPLE_RATE,
          ...(reply.words && { words: clampWords(reply.words, pcm.length / OUTPUT_SAMPLE_RATE) }),
        },
      });
    }
    pump();
  }

  function pump(): void {
    if (closed || running) return;
    const job = queue.shift();
    if (!job) {
      worker?.unref(); // an idle worker must not keep the process alive
      return;
    }
    if (!worker) {
      try {
        worker = startWorker();
      } catch (err) {
        settle(job, { error: err });
        pump();
        return;
      }
    }
    const w = worker;
    w.ref();
    running = job;
    watchdog = setTimeout(() => {
      if (running === job) settle(job, { error: new Error('speech synthesis timed out') });
      void w.terminate(); // the exit handler moves on to the next job
    }, jobTimeoutMs(job.text));
    watchdog.unref();
    const message: SpeechJob<P> = { id: job.id, text: job.text, profile: job.profile, outputRate: OUTPUT_SAMPLE_RATE, cancel: job.cancel };
    w.postMessage(message);
  }

  function abort(job: Job<P>): void {
    const queued = queue.indexOf(job);
    if (queued >= 0) queue.splice(queued, 1);
    // A running job is rejected now; the worker stops at its next audio chunk and its
    // reply (an error) is ignored, so the queue moves on almost at once.
    else if (running === job) Atomics.store(new Int32Array(job.cancel), 0, 1);
    settle(job, { error: job.signal?.reason ?? new DOMException('The operation was aborted', 'AbortError') });
  }

  return {
    get pending() {
      return queue.length + (running ? 1 : 0);
    },
    render(text, profile, signal) {
      if (closed) return Promise.reject(new Error('speech synthesizer is closed'));
      if (typeof text !== 'string') return Promise.reject(new TypeError('text must be a string'));
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<AudioResult>((resolve, reject) => {
        const job: Job<P> = {
          id: nextId++,
          text,
          profile,
          signal,
          resolve,
          reject,
          settled: false,
          cancel: new SharedArrayBuffer(4),
        };
        if (signal) {
          job.onAbort = () => abort(job);
          signal.addEventListener('abort', job.onAbort, { once: true });
        }
        queue.push(job);
        pump();
      });
    },

    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(watchdog);
      const error = new Error('speech synthesizer is closed');
      for (const job of queue.splice(0)) settle(job, { error });
      if (running) settle(running, { error });
      running = null;
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}

/** Word spans kept inside the audio (resampling may shorten it by a sample). */
function clampWords(words: WordTiming[], duration: number): WordTiming[] {
  return words.map((w) => ({ text: w.text, start: Math.min(w.start, duration), end: Math.min(Math.max(w.end, w.start), duration) }));
}

/**
 * Resamples 16-bit PCM by a rational factor with a polyphase windowed-sinc filter
 * (Kaiser, β = 8, 48 taps per phase, cutoff at 90 % of the lower Nyquist). Linear
 * interpolation would alias and dull the top octave; this keeps 22,050 → 24,000 flat
 * to 9 kHz with images 60 dB down, synchronously and without a native or WASM
 * dependency in the worker. Phases are exact when the reduced ratio has ≤ 1024 steps
 * (22,050 → 24,000 is 160/147), else the nearest of 1024 is used.
 */
export function resampleInt16(input: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (!(fromRate > 0 && toRate > 0 && Number.isInteger(fromRate) && Number.isInteger(toRate))) {
    throw new RangeError(`invalid sample rates ${fromRate} → ${toRate}`);
  }
  if (fromRate === toRate || input.length === 0) return input.slice();
  const g = gcd(fromRate, toRate);
  const up = toRate / g;
  const down = fromRate / g;
  const phases = Math.min(up, 1024);
  // Cutoff in cycles per input sample; downsampling widens the filter in input samples.
  const scale = Math.min(1, toRate / fromRate);
  const cutoff = 0.45 * scale;
  const half = Math.ceil(24 / scale);
  const taps = 2 * half;
  const beta = 8;
  const table = new Float64Array(phases * taps);
  for (let p = 0; p < phases; p++) {
    const frac = p / phases;
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      const x = k - half + 1 - frac; // distance from the output instant, in input samples
      const sinc = x === 0 ? 1 : Math.sin(2 * Math.PI * cutoff * x) / (2 * Math.PI * cutoff * x);
      const r = x / half;
      const win = Math.abs(r) >= 1 ? 0 : besselI0(beta * Math.sqrt(1 - r * r)) / besselI0(beta);
      table[p * taps + k] = sinc * win;
      sum += sinc * win;
    }
    for (let k = 0; k < taps; k++) table[p * taps + k] /= sum; // unity gain at DC
  }

  const outLength = Math.floor((input.length * up) / down);
  const out = new Int16Array(outLength);
  const last = input.length - 1;
  for (let n = 0; n < outLength; n++) {
    const pos = n * down; // output instant in units of 1/up input samples
    let base = Math.floor(pos / up);
    let phase = pos - base * up;
    if (phases !== up) {
      phase = Math.round((phase * phases) / up);
      if (phase === phases) {
        base++;
        phase = 0;
      }
    }
    const start = base - half + 1;
    const row = phase * taps;
    let acc = 0;
    if (start >= 0 && start + taps - 1 <= last) {
      for (let k = 0; k < taps; k++) acc += input[start + k] * table[row + k];
    } else {
      for (let k = 0; k < taps; k++) {
        const i = start + k;
        if (i >= 0 && i <= last) acc += input[i] * table[row + k];
      }
    }
    out[n] = acc > 32767 ? 32767 : acc < -32768 ? -32768 : Math.round(acc);
  }
  return out;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}
