import type { AssetStore } from '../assets/asset-store.ts';
import type { EngineError } from '../providers/engine.ts';
import type { Logger } from '../logging/logger.ts';
import type { StorageGuard, StorageState } from '../storage/monitor.ts';
import type { TaskLifecycle } from './lifecycle.ts';
import type { TaskRepo, TaskRow } from './task-repo.ts';
import { TASK_LANES, type LaneLimits, type TaskLane } from './lanes.ts';
import { INTERNAL_FAILURE, runFailure } from './failure-of-error.ts';
import { runFiles } from './run-files.ts';
import type { RunResult, TaskJobs } from './task-job.ts';
import { afterRetries, checkRetrySchedule, DEFAULT_RETRY_SCHEDULE, retryDelayMs } from './retry.ts';

/** How often a task may be restarted after the service died under it before it is failed. */
const MAX_ATTEMPTS = 3;
/** After a claim the database refused, the next try comes this much later (or sooner, on any wake-up). */
const CLAIM_RETRY_MS = 5_000;

/**
 * Picks PENDING tasks from SQLite (the queue is the table, so nothing is lost on a crash) and
 * runs them in lanes (lanes.ts): each lane has its own bound, so a lane whose tasks wait on a
 * rate window or a slow upstream job never holds up another. Each task ends through the lifecycle.
 * While the data folder's disk is full no task is claimed: queued tasks wait rather than fail
 * one after another, and the service calls `notify()` when space returns.
 * A task whose provider failed for a while goes back to the queue and runs again later
 * (retry.ts), its hold kept; the wait is in the row, so a restart keeps it.
 */
export function createRunner(deps: {
  repo: TaskRepo;
  lifecycle: TaskLifecycle;
  /** The run function of each tool's tasks (the composition root builds it from the tools). */
  jobs: TaskJobs;
  /** Each run sees it through run-files.ts, which removes what a failed run leaves. */
  store: AssetStore;
  /** Tasks run at once per lane; 0 pauses a lane. */
  limits: LaneLimits;
  /** Lanes paused by the user (queue-pauses.ts): nothing new is claimed there; call `notify` when one resumes. */
  paused?: (lane: TaskLane) => boolean;
  /** Pauses in seconds before each new run after a transient provider error (default DEFAULT_RETRY_SCHEDULE). */
  retrySchedule?: readonly number[];
  now: () => Date;
  log: Logger;
  /** Storage faults become the task's own failure; `state()` 'full' pauses claiming. */
  storage: StorageGuard & { state(): StorageState };
}) {
  const { repo, lifecycle, jobs, limits, now, log, storage } = deps;
  const retrySchedule = checkRetrySchedule(deps.retrySchedule ?? DEFAULT_RETRY_SCHEDULE);
  const active = new Map<string, { controller: AbortController; done: Promise<void>; lane: TaskLane }>();
  const running = new Map<TaskLane, number>(TASK_LANES.map((l) => [l, 0]));
  // Lanes seen with no PENDING task to claim, skipped until a submission to them. Without this,
  // every wake-up with a free but empty lane would walk the PENDING rows of the busy lanes (a
  // local backlog can be thousands) only to find nothing. Rows become claimable only by a
  // submission (which notifies its lane), by a requeue at start-up or shutdown (before pumping
  // starts, or after it stops), or when a retry's wait ends (its timer notifies the lane), so a
  // lane marked here really is empty until notified.
  const drained = new Set<TaskLane>();
  // Tasks left PROCESSING by a crash whose requeue at start-up the disk refused: requeued
  // by the first pump that can write.
  const unqueued = new Map<string, TaskLane>();
  let stopping = false;
  let started = false;
  // A claim the disk refused for another reason than space (read-only, I/O error) has no
  // "space returned" to wake it, so the pump tries again on its own after a while.
  let claimTimer: NodeJS.Timeout | undefined;
  const claimLater = (): void => {
    if (claimTimer || stopping) return;
    claimTimer = setTimeout(() => {
      claimTimer = undefined;
      pump();
    }, CLAIM_RETRY_MS);
    claimTimer.unref();
  };

  // Tasks waiting out a retry: each wakes its lane when its time comes (a lane with only
  // waiting tasks is marked drained, so nothing else would).
  const waiting = new Map<string, NodeJS.Timeout>();
  const wakeAt = (id: string, lane: TaskLane, at: number): void => {
    clearTimeout(waiting.get(id));
    const timer = setTimeout(
      () => {
        waiting.delete(id);
        // Timers can fire a little early against the wall clock the claim compares with.
        if (now().getTime() < at) wakeAt(id, lane, at);
        else if (!stopping) notifyLane(lane);
      },
      Math.max(0, at - now().getTime()),
    );
    timer.unref();
    waiting.set(id, timer);
  };
  const notifyLane = (lane?: TaskLane): void => {
    if (lane) drained.delete(lane);
    else drained.clear();
    pump();
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
        claimLater();
        return;
      }
      unqueued.delete(id);
      drained.delete(lane);
    }
    for (;;) {
      const open = TASK_LANES.filter((l) => running.get(l)! < limits[l] && !drained.has(l) && !deps.paused?.(l));
      if (open.length === 0) return;
      let task: TaskRow | undefined;
      try {
        task = repo.claimNext(open, now().toISOString());
      } catch (err) {
        // The claim is a write: on a full disk it fails, and the monitor's 'full' stops the
        // pumping until space returns (notify). Anything else waits for the next wake-up.
        if (!storage.fault(err)) log.error({ err }, 'could not claim the next task');
        claimLater();
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
      const done = execute(task, controller.signal)
        .catch((err: unknown) => {
          log.error({ err, taskId: claimed.id }, 'task could not be ended; it is retried at the next start');
        })
        .finally(() => {
          active.delete(task.id);
          running.set(lane, running.get(lane)! - 1);
          // The next task starts from a fresh stack, not inside this one's completion.
          setImmediate(pump);
        });
      active.set(task.id, { controller, done, lane });
    }
  };

  /**
   * A free slot of `lane` lent to a running task's parallel work. Queued tasks come first: the
   * pump runs before the lending, so a free slot goes to a waiting task if there is one, and a
   * returned slot is offered to the queue again. Nothing is lent while the lane is paused.
   */
  const extraSlot = (lane: TaskLane): (() => void) | null => {
    if (stopping || deps.paused?.(lane)) return null;
    pump();
    if (running.get(lane)! >= limits[lane]) return null;
    running.set(lane, running.get(lane)! + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running.set(lane, running.get(lane)! - 1);
      setImmediate(pump);
    };
  };

  const execute = async (task: TaskRow, signal: AbortSignal): Promise<void> => {
    const run = jobs(task.tool);
    if (!run) {
      lifecycle.fail(task.id, { code: 'internal', message: `No runner exists for tool ${task.tool}; credits were refunded.` });
      return;
    }
    let result: RunResult | undefined;
    const files = runFiles(deps.store);
    try {
      result = await run({
        task,
        // The JSON object the tool's plan produced (tasks-service.ts stores nothing else);
        // its tool reads it as its declared task input (tools/tool.ts defineGenerationTool).
        input: JSON.parse(task.input) as object,
        store: files.store,
        signal,
        progress: (p) => {
          if (!signal.aborted) lifecycle.progress(task.id, Math.max(0, Math.min(99, Math.round(p))));
        },
        setUpstreamId: (id) => repo.setUpstream(task.id, id, now().toISOString()),
        extraSlot: () => (signal.aborted ? null : extraSlot(task.lane)),
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
      const delay = retryDelayMs(err, task.retries, retrySchedule);
      if (delay !== null && runAgainLater(task, err as EngineError, delay)) return;
      const failure = runFailure(err, storage);
      if (!failure) log.error({ err, taskId: task.id }, 'task run failed unexpectedly');
      lifecycle.fail(task.id, failure ? afterRetries(failure, task.retries) : INTERNAL_FAILURE);
      return;
    }
    await files.cleanUp(false);
    // A run that finished just as the service stopped still completes: the work is done.
    lifecycle.complete(task.id, result);
  };

  /** Puts a task back in the queue until `delay` has passed; false when it must fail instead. */
  const runAgainLater = (task: TaskRow, err: EngineError, delay: number): boolean => {
    let runAt: Date | null;
    try {
      runAt = lifecycle.retryLater(task.id, delay, err.code);
    } catch (writeErr) {
      // Not written (a full disk): it fails now instead, which the lifecycle keeps until it can write.
      if (!storage.fault(writeErr)) log.error({ err: writeErr, taskId: task.id }, 'could not put a task back for a retry');
      return false;
    }
    // Not moved: it ended meanwhile (cancelled), and there is nothing more to do.
    if (!runAt) return true;
    log.warn(
      { taskId: task.id, code: err.code, retry: task.retries + 1, inMs: delay, message: err.message },
      'provider failed for now; the task runs again later',
    );
    wakeAt(task.id, task.lane, runAt.getTime());
    return true;
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
        // Runs that ended in a retry were not interrupted; the rest were (this one included).
        const interrupted = t.attempts - t.retries;
        if (interrupted >= MAX_ATTEMPTS) {
          lifecycle.fail(t.id, {
            code: 'interrupted',
            message: `The service stopped while this task ran, ${interrupted} times; credits were refunded. Submit it again.`,
          });
          failed++;
        } else if (requeue(t.id)) {
          requeued++;
        } else if (repo.get(t.id)?.status === 'PROCESSING') {
          unqueued.set(t.id, t.lane);
        }
      }
      for (const w of repo.waitingRetries()) wakeAt(w.id, w.lane, Date.parse(w.retry_at));
      started = true;
      pump();
      return { requeued, failed };
    },
    /** Call after a submission to `lane` commits (no lane: any lane may have new work). */
    notify: notifyLane,
    /** Aborts the run of a task that was just cancelled (or forgets its retry, if it was waiting for one). */
    abort(taskId: string): void {
      active.get(taskId)?.controller.abort('cancelled');
      clearTimeout(waiting.get(taskId));
      waiting.delete(taskId);
    },
    activeCount: () => active.size,
    /** Stops claiming; running tasks are aborted and put back in the queue for the next start. */
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(claimTimer);
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
      for (const { controller } of active.values()) controller.abort('shutdown');
      await Promise.allSettled([...active.values()].map((a) => a.done));
    },
  };
}

export type Runner = ReturnType<typeof createRunner>;
