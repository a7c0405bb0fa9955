import { Worker } from 'node:worker_threads';
import { workerExecArgv } from '../core/worker-exec-argv.ts';
import type { SpeakingRate } from './speaking-rate.ts';

/** A voice's median fundamental frequency (Hz, null when nothing is voiced) and pace. */
export interface VoiceMeasures {
  f0: number | null;
  pace: SpeakingRate | null;
}

/**
 * Measures pitch (and, with `pace`, speaking rate) on a worker thread, so a clone's analysis
 * never holds the service's event loop. The samples are moved to the worker, not copied: the
 * caller must not use them afterwards. Aborting terminates the worker.
 */
export function measureVoice(
  samples: Int16Array,
  sampleRate: number,
  opts: { pace: boolean; signal?: AbortSignal },
): Promise<VoiceMeasures> {
  opts.signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./voice-measure-worker.ts', import.meta.url), {
      execArgv: workerExecArgv(),
      workerData: { samples, sampleRate, pace: opts.pace },
      transferList: [samples.buffer as ArrayBuffer],
    });
    const abort = () => {
      void worker.terminate();
      reject(opts.signal!.reason);
    };
    opts.signal?.addEventListener('abort', abort, { once: true });
    const settle = () => opts.signal?.removeEventListener('abort', abort);
    worker.once('message', (m: VoiceMeasures) => {
      settle();
      resolve(m);
    });
    worker.once('error', (err) => {
      settle();
      reject(err);
    });
    worker.once('exit', (code) => {
      settle();
      // After a message this does nothing; without one the worker died or was terminated.
      reject(new Error(`the voice analysis worker stopped (exit code ${code}) before answering`));
    });
  });
}
