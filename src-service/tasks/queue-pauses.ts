import type { Db } from '../db/open.ts';
import { TASK_LANES, type TaskLane } from './lanes.ts';

/** The row of `queue_pauses` that pauses the whole queue. */
const ALL = '*';

/**
 * What is paused, kept in SQLite (migration 016) and read once at start, so a restart keeps a
 * paused queue paused; a copy in memory answers the runner's every claim. A lane is paused
 * when it is paused itself or the whole queue is.
 */
export function createQueuePauses(db: Db) {
  const read = db.prepare('SELECT lane, paused_at FROM queue_pauses');
  const add = db.prepare('INSERT INTO queue_pauses (lane, paused_at) VALUES (?, ?) ON CONFLICT (lane) DO NOTHING');
  const remove = db.prepare('DELETE FROM queue_pauses WHERE lane = ?');
  const clear = db.prepare('DELETE FROM queue_pauses');
  let paused = new Map<string, string>();
  const load = () => {
    paused = new Map((read.all() as Array<{ lane: string; paused_at: string }>).map((r) => [r.lane, r.paused_at]));
  };
  load();

  return {
    /** Whether nothing new may start in `lane`. */
    isPaused: (lane: TaskLane): boolean => paused.has(ALL) || paused.has(lane),
    /** When the whole queue (no lane) or this lane itself was paused; null when it is not. */
    pausedAt: (lane?: TaskLane): string | null => paused.get(lane ?? ALL) ?? null,
    /** Pauses one lane, or the whole queue. */
    pause(lane: TaskLane | undefined, now: string): void {
      add.run(lane ?? ALL, now);
      load();
    },
    /**
     * Resumes the whole queue (every lane runs again), or one lane. Resuming one lane while
     * the whole queue is paused lets that lane run and keeps the others paused, as asked.
     */
    resume(lane: TaskLane | undefined, now: string): void {
      db.transaction(() => {
        if (!lane) return void clear.run();
        if (paused.has(ALL)) {
          remove.run(ALL);
          for (const other of TASK_LANES) if (other !== lane) add.run(other, paused.get(ALL) ?? now);
        }
        remove.run(lane);
      })();
      load();
    },
  };
}

export type QueuePauses = ReturnType<typeof createQueuePauses>;
