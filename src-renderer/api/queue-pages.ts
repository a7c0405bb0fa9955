// What a pause or resume of the queue means for the rows already on screen. Kept apart from
// the data cache's other helpers so it depends on the API's shapes alone (no React, no store).
import type { TaskPage, TaskQueue, TaskRecord } from './api-types.ts';

/** Whether a waiting task in this lane is held by a pause of its lane or of the whole queue. */
export const laneHeld = (queue: TaskQueue, lane: string | undefined): boolean =>
  queue.paused || queue.lanes.some((l) => l.lane === lane && l.paused);

/**
 * Marks the waiting rows of a loaded Activity listing paused or not after the queue was paused
 * or resumed (by anyone: an app's resume shows too). One event for the whole queue: the rows are
 * patched where they are, not read again. A page left untouched keeps its identity, and a
 * listing with nothing to change is answered as it was (no re-render).
 */
export function pauseTaskPages<D extends { pages: TaskPage[] }>(data: D, queue: TaskQueue): D {
  let changed = false;
  const pages = data.pages.map((p) => {
    let tasks: TaskRecord[] | null = null;
    p.tasks.forEach((t, i) => {
      if (t.status !== 'PENDING') return;
      const paused = laneHeld(queue, t.lane);
      if (Boolean(t.paused) === paused) return;
      tasks ??= [...p.tasks];
      tasks[i] = { ...t, paused };
    });
    if (!tasks) return p;
    changed = true;
    return { ...p, tasks };
  });
  return changed ? { ...data, pages } : data;
}
