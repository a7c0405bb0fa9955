import type { Db } from '../db/open.ts';
import { newId } from '../core/ids.ts';
import type { Logger } from '../logging/logger.ts';
import type { StorageGuard } from '../storage/monitor.ts';
import type { TaskEvents } from '../tasks/task-events.ts';
import type { TaskLane } from '../tasks/lanes.ts';
import type { Runner } from '../tasks/runner.ts';
import { toRecord } from '../tasks/task-repo.ts';
import type { BatchRepo, PlannedItem } from './batch-repo.ts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { SLICE_MS, slicer } from './yield.ts';

/**
 * Most items made into tasks per transaction: about 15 ms of SQLite on an idle machine (55 µs
 * a task with its hold). A chunk also ends once SLICE_MS have passed, so on a busy machine
 * other requests still wait no longer than that behind a batch.
 */
const MATERIALIZE_CHUNK = 250;

/** How long to wait before trying a chunk again after a write failed (a full disk). */
const RETRY_MS = 1000;

/**
 * Turns accepted batch items into tasks, a chunk per transaction with a turn of the event
 * loop between chunks. Each chunk commits its tasks (their holds move the batch's reservation
 * into `held`) with the batch's `materialized` count, so a crash loses nothing and makes
 * nothing twice: the next start resumes after the last committed chunk.
 */
export function createMaterializer(deps: {
  db: Db;
  repo: BatchRepo;
  events: TaskEvents;
  runner: Pick<Runner, 'notify'>;
  now: () => Date;
  log: Logger;
  storage: StorageGuard;
}) {
  const { db, repo } = deps;
  const running = new Map<string, Promise<void>>();
  let stopping = false;

  /** One chunk; answers false when the batch needs no more (all made, or cancelled). */
  const chunk = db.transaction((batchId: string, items: PlannedItem[]) => {
    const b = repo.get(batchId);
    if (!b || b.cancelled_at !== null || b.materialized >= b.item_count) return null;
    const started = performance.now();
    const from = b.materialized;
    const end = Math.min(b.item_count, from + MATERIALIZE_CHUNK);
    const now = deps.now().toISOString();
    // Ids sort by creation time, and the runner takes a lane's tasks in id order: sorted ids
    // given in row order keep a batch's rows in order within the millisecond too.
    const ids = Array.from({ length: end - from }, () => newId('task')).sort();
    const made = [];
    let to = from;
    for (let i = from; i < end; i++) {
      if ((i - from) % 16 === 15 && performance.now() - started > SLICE_MS) break;
      to = i + 1;
      const p = items[i];
      const row = {
        id: ids[i - from],
        tool: p.tool,
        task_type: p.taskType,
        api_key_id: b.api_key_id,
        input: JSON.stringify(p.input),
        request: JSON.stringify(p.request),
        estimated_credits: p.credits,
        provider_cost: p.providerCost,
        engine: p.engine,
        lane: p.lane,
        batch_id: batchId,
        batch_row: i + 1,
        file_name: p.fileName,
        // A batch moved to the front places each item in its range as it becomes a task.
        front: b.front_top === null ? null : b.front_top - i,
        now,
      };
      repo.insertTask(row);
      made.push(row);
    }
    if (!repo.advance(batchId, from, to, b.item_count, now)) throw new Error(`batch ${batchId} moved while its items were made into tasks`);
    return made;
  });

  const loop = async (batchId: string, given: PlannedItem[] | null): Promise<void> => {
    let items = given;
    // Not in the turn that accepted the batch: that one already wrote the batch and its plan.
    await nextTurn();
    while (!stopping) {
      let made: ReturnType<typeof chunk>;
      try {
        // After a restart the plan is read back once, from the batch row.
        items ??= JSON.parse(repo.itemsJson(batchId) ?? '[]') as PlannedItem[];
        made = chunk(batchId, items);
      } catch (err) {
        if (!deps.storage.fault(err)) deps.log.error({ err, batchId }, 'could not make batch items into tasks; trying again');
        await new Promise((r) => setTimeout(r, RETRY_MS).unref());
        continue;
      }
      if (!made) return;
      await nextTurn();
      // The chunk's task events, in slices too: each is a record built and handed to every listener.
      const slice = slicer();
      const lanes = new Set<TaskLane>();
      for (const r of made) {
        const pause = slice();
        if (pause) await pause;
        lanes.add(r.lane);
        deps.events.emit(
          toRecord({
            ...r,
            task_type: r.task_type,
            status: 'PENDING',
            via: null,
            charged_credits: 0,
            refunded_credits: 0,
            progress: null,
            output: null,
            error: null,
            attempts: 0,
            retries: 0,
            retry_at: null,
            retry_code: null,
            upstream_id: null,
            created_at: r.now,
            updated_at: r.now,
            started_at: null,
            completed_at: null,
          }),
        );
      }
      for (const lane of lanes) deps.runner.notify(lane);
      await nextTurn();
    }
  };

  return {
    /** Starts making a batch's items into tasks (no-op while it is already being made). */
    start(batchId: string, items: PlannedItem[] | null): Promise<void> {
      let p = running.get(batchId);
      if (!p) {
        p = loop(batchId, items).finally(() => running.delete(batchId));
        running.set(batchId, p);
      }
      return p;
    },
    /** Resolves when the batch's items are all tasks (or it was cancelled, or the service stops). */
    idle: (batchId: string) => running.get(batchId) ?? Promise.resolve(),
    async stop(): Promise<void> {
      stopping = true;
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type Materializer = ReturnType<typeof createMaterializer>;
