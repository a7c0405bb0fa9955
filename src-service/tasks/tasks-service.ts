import type { GroupCommit } from '../db/group-commit.ts';
import { AppError, notFound } from '../core/app-error.ts';
import { newId } from '../core/ids.ts';
import type { Principal } from '../auth/principal.ts';
import type { Credits } from '../ledger/credits.ts';
import { TERMINAL_STATUSES, type TaskAck, type TaskBrief, type TaskRecord, type TaskStatus } from '../contract/task.ts';
import type { TaskFilter } from './task-listing.ts';
import type { TaskPlan } from './task-plan.ts';
import type { TaskEvents } from './task-events.ts';
import type { TaskLifecycle } from './lifecycle.ts';
import type { Runner } from './runner.ts';
import { toRecord, type TaskRepo, type TaskRow } from './task-repo.ts';
import type { TaskLane } from './lanes.ts';
import type { CompatDialect } from '../contract/compat-speech.ts';
import type { StorageGuard } from '../storage/monitor.ts';

/** A task record with, while it is PENDING, its lane and the tasks ahead of it there. */
export type QueuedRecord = TaskRecord & { queuePosition?: number; lane?: TaskLane; paused?: boolean };

/** A record as the listing and the event stream tell it: who asked, and what, in brief. */
export type ListedRecord = QueuedRecord & { apiKeyId?: string | null; keyLabel?: string | null; brief?: TaskBrief; params?: unknown };

/** Task use-cases behind the tools: submit, read, wait, cancel. */
export function createTasksService(deps: {
  repo: TaskRepo;
  credits: Credits;
  lifecycle: TaskLifecycle;
  events: TaskEvents;
  groupCommit: GroupCommit;
  /** Woken after a submission commits; told when a task is cancelled. */
  runner: Pick<Runner, 'notify' | 'abort'>;
  now: () => Date;
  /** Refuses submissions below the free-space floor, and turns a refused write into its 507. */
  storage: StorageGuard & { checkFloor(): void };
  /** Lanes paused by the user (queue-pauses.ts): their PENDING tasks say so. */
  paused?: (lane: TaskLane) => boolean;
}) {
  const { repo, credits, lifecycle, events, now } = deps;

  const visible = (id: string, principal: Principal): TaskRow => {
    const row = repo.get(id);
    if (!row || (principal.kind === 'apiKey' && row.api_key_id !== principal.keyId)) throw notFound('Task', id);
    return row;
  };

  // A PENDING task waits behind its own lane only, so its place is counted there, and the
  // lane is shown with it to say which queue the number is about.
  const withQueue = (row: TaskRow): QueuedRecord => {
    const record: QueuedRecord = toRecord(row);
    if (row.status === 'PENDING') {
      record.queuePosition = repo.queuePosition(row);
      record.lane = row.lane;
      if (deps.paused?.(row.lane)) record.paused = true;
    }
    return record;
  };

  return {
    /**
     * Inserts the task and its credit hold in ONE transaction (plus the idempotency record,
     * via `inTransaction`), then wakes the runner. A 402 leaves nothing behind. Concurrent
     * submissions share a group commit; each still stands or falls alone.
     * Below the free-space floor it is a 507 before anything is held; a transaction the disk
     * refuses (SQLITE_FULL) rolls back whole and is the same 507.
     */
    async submit(
      tool: string,
      plan: TaskPlan,
      principal: Principal,
      inTransaction?: (ack: TaskAck) => void,
      request?: unknown,
      via: CompatDialect | null = null,
    ): Promise<TaskAck> {
      deps.storage.checkFloor();
      const id = newId('task');
      const keyId = principal.kind === 'apiKey' ? principal.keyId : null;
      const ack: TaskAck = { taskId: id, status: 'PENDING', estimatedCredits: plan.credits };
      if (plan.warnings?.length) ack.warnings = plan.warnings;
      const ts = now().toISOString();
      // The row as inserted, kept to announce the new task without reading it back.
      const row: TaskRow = {
        id,
        tool,
        task_type: plan.taskType,
        status: 'PENDING',
        api_key_id: keyId,
        input: JSON.stringify(plan.input),
        request: request === undefined ? null : JSON.stringify(request),
        via,
        estimated_credits: plan.credits,
        charged_credits: 0,
        refunded_credits: 0,
        provider_cost: plan.providerCost ?? null,
        progress: null,
        output: null,
        error: null,
        engine: plan.engine,
        lane: plan.lane,
        attempts: 0,
        retries: 0,
        retry_at: null,
        retry_code: null,
        front: null,
        upstream_id: null,
        batch_id: null,
        batch_row: null,
        file_name: null,
        created_at: ts,
        updated_at: ts,
        started_at: null,
        completed_at: null,
      };
      try {
        await deps.groupCommit.run(() => {
          // One statement: the task's insert writes its credit hold too (migration 007).
          credits.holding(keyId, plan.credits, () => repo.insert({ ...row, now: ts }));
          inTransaction?.(ack);
        });
      } catch (err) {
        throw deps.storage.fault(err, 'Nothing was submitted and no credits were held.') ?? err;
      }
      events.emit(toRecord(row));
      deps.runner.notify(plan.lane);
      return ack;
    },

    /**
     * Newest first: a key sees its own tasks, the studio (session token) every task. One status
     * (or none) and no other filter keeps the tuned statements of task-repo.ts; the rest are built.
     */
    list(
      principal: Principal,
      opts: {
        statuses: TaskStatus[] | null;
        apiKeyId: string | null;
        tool: string | null;
        batchId?: string | null;
        before: string | null;
        limit: number;
      },
    ) {
      const filter: TaskFilter = {
        scopeKeyId: principal.kind === 'apiKey' ? principal.keyId : null,
        statuses: opts.statuses,
        apiKeyId: opts.apiKeyId,
        tool: opts.tool,
        batchId: opts.batchId ?? null,
      };
      const before = opts.before ?? '\uffff';
      const simple = (opts.statuses?.length ?? 0) <= 1 && opts.apiKeyId === null && opts.tool === null && !opts.batchId;
      const rows = simple
        ? repo.page({ keyId: filter.scopeKeyId, status: opts.statuses?.[0] ?? null, before, limit: opts.limit })
        : repo.listing.page(filter, before, opts.limit);
      const positions = repo.queuePositions(rows.filter((r) => r.status === 'PENDING'));
      const labels = new Map<string | null, string | null>();
      // The studio also gets each task's parameters, so it can retry any task, not just its own.
      const view = (r: TaskRow) => {
        const record: ListedRecord = toRecord(r);
        if (positions.has(r.id)) {
          record.queuePosition = positions.get(r.id);
          record.lane = r.lane;
          if (deps.paused?.(r.lane)) record.paused = true;
        }
        if (!labels.has(r.api_key_id)) labels.set(r.api_key_id, repo.listing.keyLabel(r.api_key_id));
        Object.assign(record, { apiKeyId: r.api_key_id, keyLabel: labels.get(r.api_key_id)!, brief: repo.listing.brief(r) });
        if (principal.kind === 'session') record.params = JSON.parse(r.request ?? r.input) as unknown;
        return record;
      };
      return {
        tasks: rows.map(view),
        nextBefore: rows.length === opts.limit ? rows[rows.length - 1].id : null,
        total: repo.listing.count(filter),
      };
    },

    /**
     * A record as the event stream tells it: with its key, the key's label and a brief of what
     * was asked; while PENDING, its lane and whether that lane is paused (its place in the queue
     * is counted by the listing only: a count per event would cost too much in a burst).
     */
    describe(record: TaskRecord): ListedRecord {
      const row = repo.get(record.taskId);
      if (!row) return record;
      const listed: ListedRecord = {
        ...record,
        apiKeyId: row.api_key_id,
        keyLabel: repo.listing.keyLabel(row.api_key_id),
        brief: repo.listing.brief(row),
      };
      if (row.status === 'PENDING') {
        listed.lane = row.lane;
        if (deps.paused?.(row.lane)) listed.paused = true;
      }
      return listed;
    },

    get(id: string, principal: Principal) {
      return withQueue(visible(id, principal));
    },

    /**
     * Resolves when the task is terminal or at the timeout, with the record as it stands.
     * Event-driven: it subscribes before reading, so a completion in between is not missed.
     */
    async wait(
      id: string,
      principal: Principal,
      timeoutSeconds: number,
      signal: AbortSignal,
      onProgress?: (r: TaskRecord) => void,
    ): Promise<TaskRecord> {
      visible(id, principal);
      return new Promise<TaskRecord>((resolve) => {
        let timer: NodeJS.Timeout | undefined;
        const finish = () => {
          unsubscribe();
          clearTimeout(timer);
          signal.removeEventListener('abort', finish);
          resolve(withQueue(repo.get(id)!));
        };
        const unsubscribe = events.onTask(id, (r) => {
          if (TERMINAL_STATUSES.includes(r.status)) finish();
          else onProgress?.(r);
        });
        if (TERMINAL_STATUSES.includes(repo.get(id)!.status)) return finish();
        timer = setTimeout(finish, timeoutSeconds * 1000);
        signal.addEventListener('abort', finish, { once: true });
      });
    },

    /** CANCELLED with a full refund; 409 when the task already ended. */
    cancel(id: string, principal: Principal): TaskRecord {
      const row = visible(id, principal);
      const record = lifecycle.cancel(row.id);
      if (!record) {
        const current = repo.get(id)!;
        throw new AppError('conflict', `Task ${id} is already ${current.status} and cannot be cancelled`, { status: current.status });
      }
      deps.runner.abort(id);
      return record;
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
