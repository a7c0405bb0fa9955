/**
 * Finished segments of running narrations, one raw PCM file each (16-bit mono, 24 kHz), in
 * `<assets>/.narration/<taskId>/<index>.pcm`. A file is written beside its final name, synced
 * and renamed, so a file under its final name is always whole: after a crash the task resumes
 * at the first segment without one, and nothing is synthesized twice. The folder goes when
 * the task ends.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Synthesizer } from '../providers/engine.ts';
import { synthesizerSet } from './synthesizers.ts';

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

    /**
     * Keeps one segment's samples durably, and beside them (`<index>.json`, written first) the
     * synthesizer that spoke it, so a resumed task still names every engine in its provenance.
     */
    async save(taskId: string, index: number, samples: Int16Array, synthesizer?: Synthesizer): Promise<void> {
      const dir = dirOf(taskId);
      mkdirSync(dir, { recursive: true });
      if (synthesizer) await writeFile(join(dir, `${index}.json`), JSON.stringify(synthesizer));
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

    /** The synthesizers that spoke a task's kept segments, each once. */
    async synthesizers(taskId: string): Promise<Synthesizer[]> {
      const names = await readdir(dirOf(taskId)).catch(() => [] as string[]);
      const found = await Promise.all(
        names
          .filter((n) => /^\d+\.json$/.test(n))
          // A note lost to a crash only leaves its engine unnamed; it never fails the task.
          .map((n) =>
            readFile(join(dirOf(taskId), n), 'utf8').then(
              (t) => JSON.parse(t) as Synthesizer,
              () => undefined,
            ),
          ),
      );
      return synthesizerSet(found);
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
