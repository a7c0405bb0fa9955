import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Longest stretch of synchronous work a batch step does before it lets the event loop run
 * (other requests, health, the studio). Well under the 100 ms no client should ever wait.
 */
export const SLICE_MS = 8;

/** A time slicer: `await slice()` in a loop yields a turn once SLICE_MS have passed since the last one. */
export function slicer(ms = SLICE_MS): () => Promise<void> | undefined {
  let start = performance.now();
  return () => {
    if (performance.now() - start < ms) return undefined;
    return nextTurn().then(() => {
      start = performance.now();
    });
  };
}
