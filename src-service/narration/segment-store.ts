/**
 * Finished segments of running narrations, one raw PCM file each (16-bit mono, 24 kHz), in
 * `<assets>/.narration/<taskId>/<index>.pcm`. A file is written beside its final name, synced
 * and renamed, so a file under its final name is always whole: after a crash the task resumes
 * at the first segment without one, and nothing is synthesized twice. The folder goes when
 * the task ends.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

export function createSegmentStore(root: string) {
  const dirOf = (taskId: string) => join(root, taskId);
  const pathOf = (taskId: string, index: number) => join(dirOf(taskId), `${index}.pcm`);

  return {
    pathOf,

    /** Indexes of the segments already kept for a task. */
    async finished(taskId: string): Promise<Set<number>> {
      const names = await readdir(dirOf(taskId)).catch(() => [] as string[]);
      return new Set(names.filter((n) => /^\d+\.pcm$/.test(n)).map((n) => Number.parseInt(n, 10)));
    },

    /** Keeps one segment's samples durably. */
    async save(taskId: string, index: number, samples: Int16Array): Promise<void> {
      const dir = dirOf(taskId);
      mkdirSync(dir, { recursive: true });
      const part = `${pathOf(taskId, index)}.part`;
      const file = await open(part, 'w');
      try {
        await file.writeFile(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(part, pathOf(taskId, index));
      // The rename itself must survive a power cut too.
      const d = await open(dir, 'r');
      try {
        await d.sync();
      } finally {
        await d.close();
      }
    },

    /** Drops a task's segments (the task ended). */
    async remove(taskId: string): Promise<void> {
      await rm(dirOf(taskId), { recursive: true, force: true });
    },

    /** Start-up repair: removes the folders of tasks that are no longer running. */
    sweep(isRunning: (taskId: string) => boolean): number {
      let removed = 0;
      let names: string[];
      try {
        names = readdirSync(root);
      } catch {
        return 0;
      }
      for (const name of names) {
        if (isRunning(name)) continue;
        rmSync(join(root, name), { recursive: true, force: true });
        removed++;
      }
      return removed;
    },
  };
}

export type SegmentStore = ReturnType<typeof createSegmentStore>;

/**
 * Drops a narration's kept segments once its task has ended, whichever way (completed,
 * failed, cancelled). A kill between the end and this leaves a folder the start-up sweep removes.
 */
export function removeSegmentsOnEnd(
  events: { onAny(fn: (r: { taskId: string; tool: string; status: string }) => void): () => void },
  store: SegmentStore,
): () => void {
  return events.onAny((r) => {
    if (r.tool === 'generate-narration' && (r.status === 'COMPLETED' || r.status === 'FAILED' || r.status === 'CANCELLED')) {
      void store.remove(r.taskId).catch(() => undefined);
    }
  });
}
