import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError, invalid } from '../core/app-error.ts';
import { newId } from '../core/ids.ts';
import type { Principal } from '../auth/principal.ts';
import { STUDIO } from '../contract/library.ts';
import { CANCEL_CRITERIA, type TaskCancelRequest, type TaskCancelResult, type TaskQueue } from '../contract/queue.ts';
import { TERMINAL_STATUSES } from '../contract/task.ts';
import { TASK_LANES, type LaneLimits, type TaskLane } from './lanes.ts';
import type { TaskLifecycle } from './lifecycle.ts';
import type { QueuePauses } from './queue-pauses.ts';
import type { Runner } from './runner.ts';
import type { TaskRepo } from './task-repo.ts';
import type { QueuedRecord, TasksService } from './tasks-service.ts';

/**
 * Tasks cancelled per transaction. Each cancel is a refund, an end and its webhook event
 * (about 0.1 ms); chunks keep every transaction short and give the event loop a turn between
 * them, so cancelling thousands never stalls other callers.
 */
const CANCEL_CHUNK = 100;

/** Steering the queue: pause and resume (whole or per lane), move a task to the front, cancel many (by ids, key or batch). */
export function createQueueService(deps: {
  repo: TaskRepo;
  pauses: QueuePauses;
  lifecycle: Pick<TaskLifecycle, 'cancelMany'>;
  tasks: Pick<TasksService, 'get'>;
  runner: Pick<Runner, 'notify' | 'abort'>;
  limits: LaneLimits;
  now: () => Date;
  /** Told of every pause and resume, whoever asked (the studio's event stream shows it). */
  events?: { emitQueue(queue: TaskQueue): void };
  /** Cancels a batch (batches/ own it; 404 for one the principal cannot see), told as a cancel of many. */
  cancelBatch: (batchId: string, principal: Principal) => Promise<TaskCancelResult>;
}) {
  const { repo, pauses, lifecycle, runner, now } = deps;

  const view = (): TaskQueue => {
    const counts = new Map<string, number>();
    for (const c of repo.laneCounts()) counts.set(`${c.status}:${c.lane}`, c.n);
    return {
      paused: pauses.pausedAt() !== null,
      pausedAt: pauses.pausedAt(),
      lanes: TASK_LANES.map((lane) => ({
        lane,
        paused: pauses.isPaused(lane),
        pausedAt: pauses.pausedAt(lane),
        pending: counts.get(`PENDING:${lane}`) ?? 0,
        processing: counts.get(`PROCESSING:${lane}`) ?? 0,
        limit: deps.limits[lane],
      })),
    };
  };

  const told = (queue: TaskQueue): TaskQueue => {
    deps.events?.emitQueue(queue);
    return queue;
  };

  /** Cancels these live tasks in one transaction and stops the runs of those that were running. */
  const cancelChunk = (ids: string[], result: TaskCancelResult): void => {
    if (ids.length === 0) return;
    const ended = lifecycle.cancelMany(ids);
    for (const r of ended) {
      runner.abort(r.taskId);
      result.refundedCredits += r.refundedCredits;
    }
    result.cancelled += ended.length;
    // Those not cancelled ended between the read and the transaction.
    result.skipped += ids.length - ended.length;
  };

  /** Which tasks' key a principal names: a key only itself; the session token any key or the studio. */
  const keyScope = (principal: Principal, apiKeyId: string | undefined): { keyId: string | null } | null => {
    if (principal.kind === 'apiKey') {
      if (apiKeyId !== undefined && apiKeyId !== principal.keyId)
        throw invalid('apiKeyId', 'an API key may name only itself (its own key id)');
      return { keyId: principal.keyId };
    }
    if (apiKeyId === undefined) return null;
    if (apiKeyId !== STUDIO && !apiKeyId.startsWith('key_')) throw invalid('apiKeyId', `must be a key id (key_…) or ${STUDIO}`);
    return { keyId: apiKeyId === STUDIO ? null : apiKeyId };
  };

  return {
    view,

    /** Nothing new starts in the lane (or anywhere); running tasks finish. Kept across restarts. */
    pause(lane: TaskLane | undefined): TaskQueue {
      pauses.pause(lane, now().toISOString());
      return told(view());
    },

    /** The lane (or every lane) runs again from where it stopped. */
    resume(lane: TaskLane | undefined): TaskQueue {
      pauses.resume(lane, now().toISOString());
      runner.notify(lane);
      return told(view());
    },

    /** Moves a PENDING task ahead of every other in its lane; 409 when it is no longer PENDING. */
    front(taskId: string, principal: Principal): QueuedRecord {
      const record = deps.tasks.get(taskId, principal);
      if (!repo.moveToFront(taskId, now().toISOString())) {
        const status = repo.get(taskId)?.status ?? record.status;
        throw new AppError('conflict', `Task ${taskId} is ${status}; only a PENDING task can be moved to the front`, { status });
      }
      return deps.tasks.get(taskId, principal);
    },

    /**
     * Cancels the live tasks one criterion names (ids, key or batch), with full refunds, in
     * chunks of CANCEL_CHUNK per transaction with a turn of the event loop between them. By key
     * it takes the tasks submitted before the request: what arrives meanwhile goes on. By batch
     * it is the batch's own cancel.
     */
    async cancelMany(req: TaskCancelRequest, principal: Principal): Promise<TaskCancelResult> {
      const given = CANCEL_CRITERIA.filter((c) => req[c] !== undefined);
      if (given.length !== 1) {
        const field = given[1] ?? 'taskIds';
        throw invalid(field, `give exactly one of ${CANCEL_CRITERIA.join(', ')}${given.length ? ` (got ${given.join(' and ')})` : ''}`);
      }
      if (req.batchId !== undefined) return deps.cancelBatch(req.batchId, principal);
      const scope = keyScope(principal, req.apiKeyId);
      const result: TaskCancelResult = { cancelled: 0, refundedCredits: 0, skipped: 0, notFound: 0 };
      if (req.taskIds) {
        const ids = [...new Set(req.taskIds)];
        result.notFound = ids.length;
        for (let i = 0; i < ids.length; i += CANCEL_CHUNK) {
          if (i > 0) await nextTurn();
          const live: string[] = [];
          for (const row of repo.statusOf(ids.slice(i, i + CANCEL_CHUNK))) {
            if (scope && row.api_key_id !== scope.keyId) continue;
            result.notFound--;
            if (TERMINAL_STATUSES.includes(row.status)) result.skipped++;
            else live.push(row.id);
          }
          cancelChunk(live, result);
        }
        return result;
      }
      const upTo = newId('task');
      for (const status of ['PENDING', 'PROCESSING'] as const) {
        let after = '';
        for (;;) {
          const ids = repo.liveOf({ status, keyId: scope!.keyId, after, upTo, limit: CANCEL_CHUNK });
          if (ids.length === 0) break;
          cancelChunk(ids, result);
          after = ids[ids.length - 1];
          await nextTurn();
        }
      }
      return result;
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
