import type { Db } from '../db/open.ts';
import type { Credits } from '../ledger/credits.ts';
import type { AssetStore, PendingAsset } from '../assets/asset-store.ts';
import type { VoiceRepo } from '../voices/voice-repo.ts';
import type { TaskFailure } from '../contract/failures.ts';
import type { TaskRecord } from '../contract/task.ts';
import type { Logger } from '../logging/logger.ts';
import type { StorageGuard } from '../storage/monitor.ts';
import type { TaskEvents } from './task-events.ts';
import { toRecord, type TaskRepo, type TaskRow } from './task-repo.ts';
import { createUnsettled } from './unsettled.ts';
import type { RunResult } from './task-job.ts';

/** Runs inside the transaction that ends a task (e.g. to enqueue its webhook event). */
export type TerminalHook = (task: TaskRow, record: TaskRecord) => void;

/**
 * The moves that end a task. Each is ONE transaction: status, ledger settlement, outputs
 * and terminal hooks commit together, and a task already terminal is left untouched
 * (so a late engine result after a cancel changes nothing and is discarded).
 *
 * When the disk refuses that transaction (SQLITE_FULL…), the task must still end: a
 * completion's staged files are discarded (freeing space) and the task is failed with the
 * storage code instead; a failure that cannot be written either is kept in memory and
 * written as soon as a write succeeds (see unsettled.ts). A crash meanwhile leaves the task
 * PROCESSING with its hold unsettled, which the start-up recovery requeues: it is settled
 * exactly once either way.
 */
export function createTaskLifecycle(deps: {
  db: Db;
  repo: TaskRepo;
  credits: Credits;
  store: AssetStore;
  voices: VoiceRepo;
  events: TaskEvents;
  now: () => Date;
  terminalHooks: TerminalHook[];
  storage: StorageGuard;
  log: Logger;
}) {
  const { db, repo, credits, store, voices, events, now, terminalHooks, storage } = deps;

  const end = (taskId: string, body: (ts: string) => boolean): TaskRecord | null => {
    let record: TaskRecord | null = null;
    db.transaction(() => {
      const ts = now().toISOString();
      if (!body(ts)) return;
      const row = repo.get(taskId)!;
      record = toRecord(row);
      for (const hook of terminalHooks) hook(row, record);
    })();
    if (record) events.emit(record);
    return record;
  };

  const live = (taskId: string) => {
    const current = repo.get(taskId);
    return current && (current.status === 'PROCESSING' || current.status === 'PENDING') ? current : null;
  };

  /** FAILED + full refund, in one transaction; throws what the database throws. */
  const failNow = (taskId: string, failure: TaskFailure): TaskRecord | null =>
    end(taskId, (ts) => {
      const current = live(taskId);
      if (!current) return false;
      const refunded = credits.refund(taskId, failure.code);
      return repo.finish({
        id: taskId,
        status: 'FAILED',
        output: null,
        error: JSON.stringify(failure),
        progress: current.progress,
        charged: 0,
        refunded,
        now: ts,
      });
    });

  /** Removes staged files; one that cannot be removed now is swept at the next start. */
  const discard = (assets: PendingAsset[]): void => {
    try {
      store.discard(assets);
    } catch (err) {
      deps.log.warn({ err }, 'staged files could not be removed; the next start removes them');
    }
  };

  /** Inside a transaction: CANCELLED + full refund; false when the task had already ended. */
  const cancelRow = (taskId: string, ts: string): boolean => {
    const current = live(taskId);
    if (!current) return false;
    const refunded = credits.refund(taskId, 'cancelled');
    const error = JSON.stringify({ code: 'cancelled', message: 'The task was cancelled; its credits were refunded.' });
    return repo.finish({
      id: taskId,
      status: 'CANCELLED',
      output: null,
      error,
      progress: current.progress,
      charged: 0,
      refunded,
      now: ts,
    });
  };

  const unsettled = createUnsettled({ settle: failNow, storage, log: deps.log });

  /** FAILED + full refund; a failure the disk refuses is kept and written when it can be. */
  const fail = (taskId: string, failure: TaskFailure): TaskRecord | null => {
    try {
      return failNow(taskId, failure);
    } catch (err) {
      if (!storage.fault(err)) throw err;
      unsettled.add(taskId, failure);
      return null;
    }
  };

  return {
    /** COMPLETED + capture, with the run's assets and voice. False when the task had already ended (or could not be completed). */
    complete(taskId: string, result: RunResult): boolean {
      let done: TaskRecord | null;
      try {
        done = end(taskId, (ts) => {
          if (!live(taskId)) return false;
          store.commit(result.assets);
          if (result.voice) voices.insert(result.voice, ts);
          const charged = credits.capture(taskId);
          const output: TaskRecord['output'] = {
            ...result.output,
            assetIds: [...(result.existingAssetIds ?? []), ...result.assets.map((a) => a.id)],
          };
          if (result.voice) output.voiceId = result.voice.voiceId;
          return repo.finish({
            id: taskId,
            status: 'COMPLETED',
            output: JSON.stringify(output),
            error: null,
            progress: 100,
            charged,
            refunded: 0,
            now: ts,
          });
        });
      } catch (err) {
        // Its files go first: on a full disk that space is what lets the failure be written.
        discard(result.assets);
        const fault = storage.fault(err);
        if (!fault) throw err;
        fail(taskId, { code: fault.code, message: `${fault.message} The result could not be saved; credits were refunded.` });
        return false;
      }
      if (!done) discard(result.assets);
      return done !== null;
    },

    /** FAILED + full refund (null when the task had already ended, or its end is still to be written). */
    fail,

    /** CANCELLED + full refund; null when the task had already ended. A storage fault is thrown as its 507. */
    cancel(taskId: string): TaskRecord | null {
      try {
        return end(taskId, (ts) => cancelRow(taskId, ts));
      } catch (err) {
        throw storage.fault(err, 'The task was not cancelled; it goes on.') ?? err;
      }
    },

    /**
     * Cancels several tasks in ONE transaction (each refunded in full, its terminal hooks run),
     * announcing them once it commits; answers the records of those it cancelled (tasks that
     * had already ended are left as they were). A storage fault cancels none and is thrown as its 507.
     */
    cancelMany(taskIds: readonly string[]): TaskRecord[] {
      const records: TaskRecord[] = [];
      try {
        db.transaction(() => {
          const ts = now().toISOString();
          for (const taskId of taskIds) {
            if (!cancelRow(taskId, ts)) continue;
            const row = repo.get(taskId)!;
            const record = toRecord(row);
            for (const hook of terminalHooks) hook(row, record);
            records.push(record);
          }
        })();
      } catch (err) {
        throw storage.fault(err, 'No task was cancelled; they go on.') ?? err;
      }
      for (const r of records) events.emit(r);
      return records;
    },

    /**
     * Back to the queue after a transient provider error, not to be run for `delayMs`; its hold
     * stays, to be settled once by whichever end comes. Answers when it may run again, or null
     * when the task is no longer running (cancelled meanwhile). A write the disk refuses is thrown.
     */
    retryLater(taskId: string, delayMs: number, code: string): Date | null {
      // One clock reading for both: the record's updatedAt and retry.at are exactly the pause apart.
      const at = now();
      const runAt = new Date(at.getTime() + delayMs);
      const moved = repo.retryLater({ id: taskId, at: runAt.toISOString(), code, now: at.toISOString() });
      if (!moved) return null;
      events.emit(toRecord(repo.get(taskId)!));
      return runAt;
    },

    /** Progress is advisory: a write that fails is skipped, never thrown into the engine (whose callback it runs in). */
    progress(taskId: string, percent: number): void {
      try {
        repo.setProgress(taskId, percent, now().toISOString());
      } catch (err) {
        if (!storage.fault(err)) deps.log.warn({ err, taskId }, 'task progress could not be written');
        return;
      }
      const row = repo.get(taskId);
      if (row && row.status === 'PROCESSING') events.emit(toRecord(row));
    },

    /** Tasks whose end could not be written yet (shown in health). */
    unsettledCount: unsettled.size,
    /** Writes the kept ends now (the service calls it when space returns). */
    retryUnsettled: unsettled.retry,
    stop: unsettled.stop,
  };
}

export type TaskLifecycle = ReturnType<typeof createTaskLifecycle>;
