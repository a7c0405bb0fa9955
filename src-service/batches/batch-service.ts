import type { Db } from '../db/open.ts';
import { AppError, notFound } from '../core/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import type { Credits } from '../ledger/credits.ts';
import type { Logger } from '../logging/logger.ts';
import type { StorageGuard } from '../storage/monitor.ts';
import type { TaskLifecycle, TerminalHook } from '../tasks/lifecycle.ts';
import type { Runner } from '../tasks/runner.ts';
import type { Batch, BatchItemPage, BatchPage, BatchStatus, BatchValidation } from '../contract/batch.ts';
import { BATCH_LIMITS } from '../contract/limits.ts';
import type { TaskBrief } from '../contract/task.ts';
import type { BatchHead, BatchRepo } from './batch-repo.ts';
import { toBatch, itemNotMade, itemOfTask } from './batch-view.ts';
import type { Materializer } from './materializer.ts';
import { createBatchSubmit, type SubmitDeps } from './batch-submit.ts';
import { planBatch, envelopeOf, type PlanDeps } from './batch-plan.ts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { SLICE_MS } from './yield.ts';

/** Most tasks a cancel ends per transaction (fewer when SLICE_MS pass first). */
const CANCEL_CHUNK = 250;

/** Rows whose tasks a move to the front re-places per transaction (one indexed UPDATE each). */
const FRONT_CHUNK = 250;

/** What one cancel of a batch ended: its items (tasks and items never made into tasks) and their credits. */
export interface BatchCancelTally {
  batch: Batch;
  /** Items ended now: tasks cancelled, plus items a cancel ended before they became tasks. */
  cancelled: number;
  /** Refunded for the tasks cancelled (their ledger refunds). */
  refundedCredits: number;
  /** The reservation given back for the items never made into tasks. */
  releasedCredits: number;
  /** Items that had already ended. */
  skipped: number;
}

/**
 * Batches: submit (validate, plan, reserve, acknowledge, then materialize), read, page the
 * items, cancel, and end the batch (with its one event) when its last item ends.
 */
export function createBatches(
  deps: SubmitDeps & {
    db: Db;
    repo: BatchRepo;
    credits: Credits;
    lifecycle: Pick<TaskLifecycle, 'cancel'>;
    runner: Pick<Runner, 'abort'>;
    materializer: Materializer;
    plan: PlanDeps;
    /** What a row asks for, in brief (the task listing's own brief of its request). */
    brief: (row: { request: string | null; input: string }) => TaskBrief;
    /** The inline waveform of an audio asset, once its peaks are computed. */
    waveformOf: (assetId: string) => number[] | undefined;
    /** Writes the batch.completed event; runs inside the transaction that ends the batch. */
    onCompleted: (batch: Batch) => void;
    now: () => Date;
    log: Logger;
    storage: StorageGuard & { checkFloor(): void };
  },
) {
  const { db, repo, now } = deps;
  const view = (b: BatchHead): Batch => toBatch(b, repo.counts(b.id));
  const visible = (id: string, principal: Principal): BatchHead => {
    const b = repo.get(id);
    if (!b || (principal.kind === 'apiKey' && b.api_key_id !== principal.keyId)) throw notFound('Batch', id);
    return b;
  };
  const keyOf = (principal: Principal) => (principal.kind === 'apiKey' ? principal.keyId : null);

  /** Ends the batch if its last item has ended; inside the caller's transaction. */
  const finishIfDone = (id: string, ts: string) => {
    if (repo.complete(id, ts)) deps.onCompleted(view(repo.get(id)!));
  };

  /** Counts an ended item; runs in the transaction that ends its task (lifecycle terminal hooks). */
  const terminalHook: TerminalHook = (task, record) => {
    if (!task.batch_id) return;
    const ts = now().toISOString();
    repo.itemEnded(task.batch_id, record.chargedCredits, record.refundedCredits, ts);
    finishIfDone(task.batch_id, ts);
  };

  const cancelling = new Map<string, Promise<{ cancelled: number; refunded: number }>>();
  let stopped = false;
  /** Cancels the batch's live tasks, a chunk per transaction; shared by concurrent callers. Answers what it ended. */
  const cancelTasks = (id: string): Promise<{ cancelled: number; refunded: number }> => {
    let p = cancelling.get(id);
    if (!p) {
      p = (async () => {
        const tally = { cancelled: 0, refunded: 0 };
        // Nothing more is made into tasks once cancelled_at is set; wait for a chunk in flight.
        await deps.materializer.idle(id);
        // A stop leaves the rest to the next start, which resumes cancelled batches.
        while (!stopped) {
          const ids = repo.liveTaskIds(id, CANCEL_CHUNK);
          if (ids.length === 0) break;
          // Each end is a refund, the task's event and the batch's count: a transaction ends
          // once SLICE_MS have passed, so other requests wait no longer than that.
          const done = db.transaction(() => {
            const started = performance.now();
            let n = 0;
            while (n < ids.length && (n % 16 !== 15 || performance.now() - started < SLICE_MS)) {
              const ended = deps.lifecycle.cancel(ids[n++]);
              if (ended) {
                tally.cancelled++;
                tally.refunded += ended.refundedCredits;
              }
            }
            return ids.slice(0, n);
          })();
          for (const taskId of done) deps.runner.abort(taskId);
          await nextTurn();
        }
        return tally;
      })().finally(() => cancelling.delete(id));
      cancelling.set(id, p);
    }
    return p;
  };

  /** Marks the batch cancelled (releasing what its unmade items reserved), then ends its tasks; counts both. */
  const cancelItems = async (b: BatchHead): Promise<BatchCancelTally> => {
    const id = b.id;
    let unmade = 0;
    let released = 0;
    try {
      db.transaction(() => {
        const ts = now().toISOString();
        const before = repo.get(id)!;
        if (!repo.cancel(id, ts)) return;
        unmade = before.item_count - before.materialized;
        released = before.reserved;
        finishIfDone(id, ts);
      })();
    } catch (err) {
      throw deps.storage.fault(err, 'The batch was not cancelled; it goes on.') ?? err;
    }
    const tasks = await cancelTasks(id);
    const cancelled = tasks.cancelled + unmade;
    return {
      batch: view(repo.get(id)!),
      cancelled,
      refundedCredits: tasks.refunded,
      releasedCredits: released,
      skipped: Math.max(0, b.item_count - cancelled),
    };
  };

  const submitter = createBatchSubmit(deps);

  return {
    terminalHook,

    /** Validates, plans and reserves the whole batch, then acknowledges it; items become tasks in the background. */
    async submit(
      body: unknown,
      principal: Principal,
      idempotencyKey?: string,
      /** Records the answer inside the batch's transaction (an MCP/tool call's Idempotency-Key). */
      recordResult?: (statusCode: number, body: { data: Batch }) => void,
    ): Promise<{ batch: Batch; replayed: boolean }> {
      const out = await submitter.submit(body, principal, idempotencyKey, (id) => view(repo.get(id)!), recordResult);
      if (!out.replayed) void deps.materializer.start(out.batch.batchId, out.items);
      return { batch: out.batch, replayed: out.replayed };
    },

    /** Every problem and the exact cost, holding nothing. */
    async validate(body: unknown, principal: Principal): Promise<BatchValidation> {
      const envelope = envelopeOf(body);
      const plan = await planBatch(envelope, principal, deps.plan, BATCH_LIMITS.maxProblems);
      const { available } = deps.credits.availableTo(keyOf(principal));
      return {
        itemCount: envelope.items.length,
        totalCredits: plan.totalCredits,
        available,
        shortfall: Math.max(0, plan.totalCredits - available),
        credits: plan.items.map((p) => p?.credits ?? null),
        problems: plan.problems,
        moreProblems: plan.moreProblems,
      };
    },

    get(id: string, principal: Principal): Batch {
      return view(visible(id, principal));
    },

    list(principal: Principal, opts: { status: BatchStatus | null; before: string | null; limit: number }): BatchPage {
      const rows = repo.list({ keyId: keyOf(principal), ...opts });
      return { batches: rows.map(view), nextBefore: rows.length === opts.limit ? rows[rows.length - 1].id : null };
    },

    /**
     * Rows after `after`, in row order: tasks for the rows made into tasks, the plan for the
     * rest. With `detail` (the API's answer; the zip's manifest goes without), each row also
     * says what it asks for (its brief) and, once its audio is made, its waveform.
     */
    items(id: string, principal: Principal, after: number, limit: number, detail = true): BatchItemPage {
      const b = visible(id, principal);
      const items = repo.tasksAfter(id, after, limit).map((t) => {
        const item = itemOfTask(t);
        if (!detail) return item;
        const waveform = item.status === 'COMPLETED' && item.assetIds.length ? deps.waveformOf(item.assetIds[0]) : undefined;
        return { ...item, brief: deps.brief(t), ...(waveform ? { waveform } : {}) };
      });
      const made = items.at(-1)?.row ?? after;
      // Row r is index r - 1 of the plan, so the first row not made into a task is index `materialized`.
      if (items.length < limit && b.materialized < b.item_count) {
        const cancelled = b.cancelled_at !== null;
        for (const p of repo.plannedRows(id, Math.max(made, b.materialized), limit - items.length)) {
          const item = itemNotMade(p, cancelled);
          items.push(detail ? { ...item, brief: deps.brief(p) } : item);
        }
      }
      const last = items.at(-1)?.row ?? after;
      return { items, nextAfter: last < b.item_count && items.length === limit ? last : null };
    },

    /**
     * Ends every item not yet ended: tasks are cancelled and refunded, items not yet made
     * into tasks release their reservation. 409 when the batch already ended.
     */
    async cancel(id: string, principal: Principal): Promise<Batch> {
      const b = visible(id, principal);
      if (b.completed_at !== null) {
        throw new AppError('conflict', `Batch ${id} is already ${b.status} and cannot be cancelled`, { status: b.status });
      }
      return (await cancelItems(b)).batch;
    },

    /**
     * The same cancel, told as a cancel of many tasks (POST /api/v1/tasks/cancel with a
     * batchId): what it ended and gave back. A batch that already ended ends nothing (its
     * items are all `skipped`) rather than answering 409.
     */
    async cancelCounted(id: string, principal: Principal): Promise<BatchCancelTally> {
      const b = visible(id, principal);
      if (b.completed_at !== null) {
        return { batch: view(b), cancelled: 0, refundedCredits: 0, releasedCredits: 0, skipped: b.item_count };
      }
      return cancelItems(b);
    },

    /**
     * Moves the batch ahead of other waiting work in its lanes, keeping its own row order: its
     * PENDING tasks take places above every fronted task, and its items not yet tasks take
     * theirs as they become tasks (kept on the batch, so a restart keeps it). A task or batch
     * moved later goes ahead of it. 409 when the batch ended or is being cancelled.
     */
    async front(id: string, principal: Principal): Promise<Batch> {
      const b = visible(id, principal);
      const refuse = (status: string) =>
        new AppError('conflict', `Batch ${id} is ${status}; only a RUNNING batch can be moved to the front`, { status });
      if (b.completed_at !== null) throw refuse(b.status);
      if (b.cancelled_at !== null) throw refuse('being cancelled');
      let made: number | null;
      try {
        made = db.transaction(() => (repo.takeFront(id, now().toISOString()) === null ? null : repo.get(id)!.materialized))();
      } catch (err) {
        throw deps.storage.fault(err, 'The batch was not moved; it keeps its place.') ?? err;
      }
      if (made === null) throw refuse('being cancelled');
      // Rows made into tasks before the range was taken; later ones are placed as they are made.
      // Each chunk reads the batch's range again, so a second move meanwhile wins throughout.
      for (let after = 0; after < made; after += FRONT_CHUNK) {
        if (after > 0) await nextTurn();
        const upTo = Math.min(made, after + FRONT_CHUNK);
        try {
          db.transaction(() => repo.frontRows(id, after, upTo, now().toISOString()))();
        } catch (err) {
          throw deps.storage.fault(err, 'The batch was moved only in part; move it again.') ?? err;
        }
      }
      return view(repo.get(id)!);
    },

    /** Start-up: resumes making unfinished batches' items into tasks, and cancels left half-done. */
    resume(): { materializing: number; cancelling: number } {
      let materializing = 0;
      let cancellingN = 0;
      for (const b of repo.unfinished()) {
        if (b.cancelled_at !== null) {
          cancellingN++;
          void cancelTasks(b.id).catch((err: unknown) => deps.log.error({ err, batchId: b.id }, 'could not finish cancelling a batch'));
        } else if (b.materialized < b.item_count) {
          materializing++;
          void deps.materializer.start(b.id, null);
        }
      }
      return { materializing, cancelling: cancellingN };
    },

    /** Waits for a cancel in progress (the service is stopping). */
    async stop(): Promise<void> {
      stopped = true;
      await deps.materializer.stop();
      await Promise.allSettled([...cancelling.values()]);
    },
  };
}

export type Batches = ReturnType<typeof createBatches>;
