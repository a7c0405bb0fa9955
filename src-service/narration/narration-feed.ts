/**
 * A running narration as a progressive answer reads it: where each kept segment's PCM lies and
 * the silence before it. Read-only: the task runner alone writes segments, and they go when
 * the task ends (the reader then continues from the stitched asset).
 */
import { stat } from 'node:fs/promises';
import type { TaskRepo } from '../tasks/task-repo.ts';
import type { SegmentStore } from './segment-store.ts';
import { gapsBeforeSamples } from './segments.ts';
import type { NarrationTask } from './narration-task.ts';
import { NARRATION_SAMPLE_RATE } from './pcm.ts';

export function createNarrationFeed(deps: { repo: Pick<TaskRepo, 'get'>; store: Pick<SegmentStore, 'pathOf'> }) {
  return {
    /** The silence before each segment, in samples at the narration's rate; null when the task is not a narration. */
    gapsOf(taskId: string): number[] | null {
      const row = deps.repo.get(taskId);
      if (row?.tool !== 'generate-narration') return null;
      // A generate-narration task's input is what its plan stored: a NarrationTask.
      const input = JSON.parse(row.input) as NarrationTask;
      return gapsBeforeSamples(input.segments, input.pauseMs, NARRATION_SAMPLE_RATE);
    },

    /** The kept segment's PCM file, or null while it is not kept (or after its task ended and removed it). */
    async keptSegment(taskId: string, index: number): Promise<string | null> {
      const path = deps.store.pathOf(taskId, index);
      return (await stat(path).then(
        () => true,
        () => false,
      ))
        ? path
        : null;
    },
  };
}

export type NarrationFeed = ReturnType<typeof createNarrationFeed>;
