/**
 * worker_threads worker that runs espeak-ng (WebAssembly). Synthesis is synchronous and
 * takes seconds for long texts, so it lives off the service's event loop.
 * Protocol: see SpeechJob / SpeechReply in synth.ts.
 */
import { parentPort } from 'node:worker_threads';
import type { VoiceProfile, WordTiming } from '../../engine.ts';
import { resampleInt16, type SpeechJob, type SpeechReply } from './synth.ts';
import { wordsFromEvents, type EspeakEvent } from './espeak-words.ts';

/** The part of the emscripten module's eSpeakNGWorker this file uses. */
interface EspeakWorker {
  set_voice(name: string): number;
  synthesize(text: string, onChunk: (samples: Int16Array, events: EspeakEvent[]) => number): void;
  list_voices(): { identifier: string; languages: { name: string; priority: number }[] }[];
  rate: number;
  pitch: number;
  range: number;
  readonly samplerate: number;
}

interface EspeakModule {
  eSpeakNGWorker: new () => EspeakWorker;
  FS: { readdir(path: string): string[] };
}

/** A job the engine refuses (bad profile, cancelled); the engine itself is fine. */
class RequestError extends Error {}

const VARIANT_DIR = '/usr/share/espeak-ng-data/voices/!v';

if (!parentPort) throw new Error('espeak-worker.ts must run as a worker thread');
const port = parentPort;

// A load failure is left uncaught on purpose: the worker dies, the job is rejected,
// and the synth starts a fresh worker for the next job.
// @ts-expect-error the package ships no type declarations
const factory: (opts: object) => Promise<EspeakModule> = (await import('@echogarden/espeak-ng-emscripten')).default;
// Emscripten's default print/printErr write to the console; stdout may carry a
// protocol (MCP stdio), so drop chatter and keep diagnostics on stderr.
const espeak = await factory({ print: () => {}, printErr: (line: string) => process.stderr.write(`espeak-ng: ${line}\n`) });
const engine = new espeak.eSpeakNGWorker();
const variants = new Set(espeak.FS.readdir(VARIANT_DIR).filter((name) => !name.startsWith('.')));
const resolvedVoices = new Map<string, string>();

port.on('message', (job: SpeechJob) => {
  let reply: SpeechReply;
  const transfer: ArrayBuffer[] = [];
  try {
    const spoken = synthesize(job);
    let pcm = spoken.pcm;
    let sampleRate = engine.samplerate;
    if (job.outputRate && job.outputRate !== sampleRate) {
      pcm = resampleInt16(pcm, sampleRate, job.outputRate);
      sampleRate = job.outputRate;
    }
    reply = { id: job.id, pcm, sampleRate, words: spoken.words };
    transfer.push(pcm.buffer as ArrayBuffer);
  } catch (err) {
    // Anything but a rejected request came from inside the WebAssembly engine, whose
    // memory may now be inconsistent, so the synth replaces this worker.
    const fatal = !(err instanceof RequestError);
    reply = { id: job.id, error: err instanceof Error ? err.message : String(err), fatal };
  }
  port.postMessage(reply, transfer);
});

function synthesize(job: SpeechJob): { pcm: Int16Array; words: WordTiming[] } {
  applyProfile(job.profile);
  const cancel = job.cancel ? new Int32Array(job.cancel) : undefined;
  const chunks: Int16Array[] = [];
  const events: EspeakEvent[] = [];
  let total = 0;
  let cancelled = false;
  const text = toSsmlSafe(job.text);
  engine.synthesize(text, (samples, chunkEvents) => {
    // The main thread flips this flag when the job is aborted; returning 1 stops espeak.
    if (cancel && Atomics.load(cancel, 0) !== 0) {
      cancelled = true;
      return 1;
    }
    chunks.push(samples);
    for (const ev of chunkEvents) if (ev.type === 'word' || ev.type === 'phoneme' || ev.type === 'end') events.push(ev);
    total += samples.length;
    return 0;
  });
  if (cancelled) throw new RequestError('cancelled');
  const pcm = new Int16Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    pcm.set(chunk, offset);
    offset += chunk.length;
  }
  return { pcm, words: wordsFromEvents(events, job.text, text, total / engine.samplerate) };
}

function applyProfile(profile: VoiceProfile): void {
  if (typeof profile?.espeakVoice !== 'string') throw new RequestError('voice profile has no espeak voice');
  if (profile.variant && !variants.has(profile.variant)) throw new RequestError(`unknown espeak-ng variant "${profile.variant}"`);
  const suffix = profile.variant ? `+${profile.variant}` : '';
  const voice = resolveVoice(profile.espeakVoice);
  if (engine.set_voice(voice + suffix) !== 0) throw new RequestError(`espeak-ng rejected voice "${profile.espeakVoice}${suffix}"`);
  engine.rate = clamp(profile.rate, 80, 450);
  engine.pitch = clamp(profile.pitch, 0, 99);
  engine.range = clamp(profile.pitchRange ?? 50, 0, 99);
}

/**
 * espeak-ng's set-voice-by-name only matches voice file names, so language tags that
 * name no file ("en-gb" is the file "gmw/en") are looked up in the voice list instead.
 */
function resolveVoice(name: string): string {
  const cached = resolvedVoices.get(name);
  if (cached) return cached;
  let resolved = name;
  if (engine.set_voice(name) !== 0) {
    // Several voices may list the tag; the lowest priority number is the main one.
    const tag = name.toLowerCase();
    let best: { identifier: string; priority: number } | undefined;
    for (const voice of engine.list_voices()) {
      for (const lang of voice.languages) {
        if (lang.name.toLowerCase() === tag && (!best || lang.priority < best.priority)) {
          best = { identifier: voice.identifier, priority: lang.priority };
        }
      }
    }
    if (!best) throw new RequestError(`unknown espeak-ng voice "${name}"`);
    resolved = best.identifier;
  }
  resolvedVoices.set(name, resolved);
  return resolved;
}

/**
 * This build parses SSML, so user text such as `<break time="9999s"/>` would control
 * the synthesizer; escaping makes every character plain text again. NUL would cut the
 * C string short.
 */
function toSsmlSafe(text: string): string {
  return text.replace(/\0/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) throw new RequestError(`voice profile value ${value} is not a number`);
  return Math.min(max, Math.max(min, Math.round(value)));
}
