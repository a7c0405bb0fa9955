/**
 * English speech on CMU Flite: a small pool of flite workers (one per core, at most two). Each worker
 * compiles the WebAssembly module once and runs every request in a fresh instance, so the
 * same request gives the same bytes on any worker and segments can be spread over several.
 */
import { availableParallelism } from 'node:os';
import type { AudioResult } from '../../engine.ts';
import type { FliteVoice } from '../flite-voice.ts';
import { createSpeechSynth, type SpeechSynth, type SpeechSynthOptions } from './synth.ts';

export interface FlitePoolOptions extends SpeechSynthOptions {
  /**
   * Worker threads; each holds the compiled module (~20 MB) once started. Default: one per core,
   * at most two, the local lane's concurrency: flite is slower than espeak-ng (about 2.5x on long
   * texts), so two tasks, or a narration's two segments, would otherwise queue on one worker.
   */
  size?: number;
}

export type FliteSynth = SpeechSynth<FliteVoice>;

export function createFlitePool(opts: FlitePoolOptions = {}): FliteSynth {
  const size = Math.max(1, Math.floor(opts.size ?? Math.min(2, availableParallelism())));
  const workerUrl = opts.workerUrl ?? new URL('./flite-worker.ts', import.meta.url);
  // Workers start on their first job, so an unused pool costs nothing.
  const synths = Array.from({ length: size }, () => createSpeechSynth<FliteVoice>({ ...opts, workerUrl }));
  return {
    get pending() {
      return synths.reduce((n, s) => n + s.pending, 0);
    },
    render(text: string, voice: FliteVoice, signal?: AbortSignal): Promise<AudioResult> {
      // The least busy worker; ties go to the first, so one request at a time reuses one warm worker.
      const synth = synths.reduce((best, s) => (s.pending < best.pending ? s : best));
      return synth.render(text, voice, signal);
    },
    async close() {
      await Promise.all(synths.map((s) => s.close()));
    },
  };
}
