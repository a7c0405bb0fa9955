import type { Tool, GenerationTool, RunResult } from '../tools/tool.ts';
import type { ToolDeps } from '../tools/deps.ts';
import type { Logger } from '../logger.ts';
import type { StorageGuard, StorageState } from '../storage/monitor.ts';
import type { TaskLifecycle } from './lifecycle.ts';
import type { TaskRepo, TaskRow } from './task-repo.ts';
import { TASK_LANES, type LaneLimits, type TaskLane } from './lanes.ts';
import { INTERNAL_FAILURE, runFailure } from './failure.ts';
import { runFiles } from './run-files.ts';

/** How often a task may be restarted after the service died under it before it is failed. */
export const MAX_ATTEMPTS = 3;
/** After a claim the database refused, the next try comes this much later (or sooner, on any wake-up). */
export const CLAIM_RETRY_MS = 5_000;

/**
 * Picks PENDING tasks from SQLite (the queue is the table, so nothing is lost on a crash) and
 * runs them in lanes (lanes.ts): each lane has its own bound, so a lane whose tasks wait on a
 * rate window or a slow upstream job never holds up another. Each task ends through the lifecycle.
 * While the data folder's disk is full no task is claimed: queued tasks wait rather than fail
 * one after another, and the service calls `notify()` when space returns.
 */
export function createRunner(deps: {
  repo: TaskRepo;
  lifecycle: TaskLifecycle;
  tools: ReadonlyMap<string, Tool>;
  toolDeps: () => ToolDeps;
  /** Tasks run at once per lane; 0 pauses a lane. */
  limits: LaneLimits;
  now: () => Date;
  log: Logger;
  /** Storage faults become the task's own failure; `state()` 'full' pauses claiming. */
  storage: StorageGuard & { state(): StorageState };
}) {
  const { repo, lifecycle, tools, limits, now, log, storage } = deps;
  const active = new Map<string, { controller: AbortController; done: Promise<void>; lane: TaskLane }>();
  const running = new Map<TaskLane, number>(TASK_LANES.map((l) => [l, 0]));
  // Lanes seen with no PENDING task, skipped until a submission to them. Without this, every
  // wake-up with a free but empty lane would walk the PENDING rows of the busy lanes (a local
  // backlog can be thousands) only to find nothing. Rows become PENDING only by a submission
  // (which notifies its lane) or by a requeue at start-up or shutdown (before pumping starts, or
  // after it stops), so a lane marked here really is empty until notified.
  const drained = new Set<TaskLane>();
  // Tasks left PROCESSING by a crash whose requeue at start-up the disk refused: requeued
  // by the first pump that can write.
  const unqueued = new Map<string, TaskLane>();
  let stopping = false;
  let started = false;
  // A claim the disk refused for another reason than space (read-only, I/O error) has no
  // "space returned" to wake it, so the pump tries again on its own after a while.
  let retryTimer: NodeJS.Timeout | undefined;
  const retryLater = (): void => {
    if (retryTimer || stopping) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      pump();
    }, CLAIM_RETRY_MS);
    retryTimer.unref();
  };

  const requeue = (id: string): boolean => {
    try {
      return repo.requeue(id, now().toISOString());
    } catch (err) {
      if (!storage.fault(err)) throw err;
      return false;
    }
  };

  const pump = () => {
    if (!started || stopping || storage.state() === 'full') return;
    for (const [id, lane] of unqueued) {
      try {
        repo.requeue(id, now().toISOString());
      } catch (err) {
        if (!storage.fault(err)) log.error({ err, taskId: id }, 'could not requeue a task');
        retryLater();
        return;
      }
      unqueued.delete(id);
      drained.delete(lane);
    }
    for (;;) {
      const open = TASK_LANES.filter((l) => running.get(l)! < limits[l] && !drained.has(l));
      if (open.length === 0) return;
      let task: TaskRow | undefined;
      try {
        task = repo.claimNext(open, now().toISOString());
      } catch (err) {
        // The claim is a write: on a full disk it fails, and the monitor's 'full' stops the
        // pumping until space returns (notify). Anything else waits for the next wake-up.
        if (!storage.fault(err)) log.error({ err }, 'could not claim the next task');
        retryLater();
        return;
      }
      if (!task) {
        for (const l of open) drained.add(l);
        return;
      }
      const lane = task.lane;
      running.set(lane, (running.get(lane) ?? 0) + 1);
      const controller = new AbortController();
      const claimed = task;
      // execute handles its own failures; this catch is the last guard against a crash.
      const done = execute(task, controller.signal).catch((err: unknown) => {
        log.error({ err, taskId: claimed.id }, 'task could not be ended; it is retried at the next start');
      }).finally(() => {
        active.delete(task.id);
        running.set(lane, running.get(lane)! - 1);
        // The next task starts from a fresh stack, not inside this one's completion.
        setImmediate(pump);
      });
      active.set(task.id, { controller, done, lane });
    }
  };

  const execute = async (task: TaskRow, signal: AbortSignal): Promise<void> => {
    const tool = tools.get(task.tool);
    if (!tool || tool.kind !== 'generation') {
      lifecycle.fail(task.id, { code: 'internal', message: `No runner exists for tool ${task.tool}; credits were refunded.` });
      return;
    }
    let result: RunResult | undefined;
    const toolDeps = deps.toolDeps();
    const files = runFiles(toolDeps.store);
    try {
      result = await (tool as GenerationTool).run({
        task,
        input: JSON.parse(task.input) as Record<string, unknown>,
        deps: { ...toolDeps, store: files.store },
        signal,
        progress: (p) => {
          if (!signal.aborted) lifecycle.progress(task.id, Math.max(0, Math.min(99, Math.round(p))));
        },
        setUpstreamId: (id) => repo.setUpstream(task.id, id, now().toISOString()),
      });
    } catch (err) {
      // What the run left is removed before its end is written: on a full disk, the space
      // it frees is what lets the failure (and the next task) be written.
      await files.cleanUp(true);
      if (signal.aborted) {
        // Cancelled (already ended by cancel-task) or shutting down (back to the queue; the
        // start-up recovery requeues it if even that cannot be written now).
        if (signal.reason === 'shutdown') requeue(task.id);
        return;
      }
      const failure = runFailure(err, storage);
      if (!failure) log.error({ err, taskId: task.id }, 'task run failed unexpectedly');
      lifecycle.fail(task.id, failure ?? INTERNAL_FAILURE);
      return;
    }
    await files.cleanUp(false);
    // A run that finished just as the service stopped still completes: the work is done.
    lifecycle.complete(task.id, result);
  };

  return {
    /**
     * Recovers tasks a crash left PROCESSING, then starts picking up work. Engines here are
     * restartable, so such a task is re-queued; after MAX_ATTEMPTS it fails and is refunded.
     */
    start(): { requeued: number; failed: number } {
      let requeued = 0;
      let failed = 0;
      // Nothing here is charged twice: a task's hold is settled once, by whichever end commits.
      for (const t of repo.byStatus('PROCESSING')) {
        if (t.attempts >= MAX_ATTEMPTS) {
          lifecycle.fail(t.id, { code: 'interrupted', message: `The service stopped while this task ran, ${t.attempts} times; credits were refunded. Submit it again.` });
          failed++;
        } else if (requeue(t.id)) {
          requeued++;
        } else if (repo.get(t.id)?.status === 'PROCESSING') {
          unqueued.set(t.id, t.lane);
        }
      }
      started = true;
      pump();
      return { requeued, failed };
    },
    /** Call after a submission to `lane` commits (no lane: any lane may have new work). */
    notify(lane?: TaskLane): void {
      if (lane) drained.delete(lane);
      else drained.clear();
      pump();
    },
    /** Aborts the run of a task that was just cancelled. */
    abort(taskId: string): void {
      active.get(taskId)?.controller.abort('cancelled');
    },
    activeCount: () => active.size,
    /** Stops claiming; running tasks are aborted and put back in the queue for the next start. */
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(retryTimer);
      for (const { controller } of active.values()) controller.abort('shutdown');
      await Promise.allSettled([...active.values()].map((a) => a.done));
    },
  };
}

export type Runner = ReturnType<typeof createRunner>;
