import type { Db } from '../db/open.ts';
import type { TaskRecord, TaskStatus } from '../contract/task.ts';
import type { TaskLane } from './lanes.ts';
import type { CompatDialect } from '../contract/compat-speech.ts';
import { createTaskListing } from './task-listing.ts';
import type { TaskRow } from './task-row.ts';

export type { TaskRow } from './task-row.ts';

/** SQL of the task table; callers own transactions. */
export function createTaskRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO tasks (id, tool, task_type, status, api_key_id, input, request, via, estimated_credits, provider_cost, engine, lane, created_at, updated_at)
     VALUES (@id, @tool, @task_type, 'PENDING', @api_key_id, @input, @request, @via, @estimated_credits, @provider_cost, @engine, @lane, @now, @now)`,
  );
  const get = db.prepare('SELECT * FROM tasks WHERE id = ?');
  // Claims atomically (a task is only ever handed to one worker) the next PENDING task of the
  // lanes given (a JSON array: those with a free slot and not paused): first a task moved to
  // the front (the one moved last), read from the small partial index of fronted tasks; else
  // the oldest, so each lane stays FIFO, walking (status, id, lane) in id order until a lane
  // matches. A task waiting out a retry is passed over until its time, fronted or not.
  const claim = db.prepare(
    `UPDATE tasks SET status = 'PROCESSING', attempts = attempts + 1, started_at = @now, updated_at = @now, progress = 0,
       retry_at = NULL, retry_code = NULL
     WHERE id = COALESCE(
       (SELECT id FROM tasks INDEXED BY tasks_fronted WHERE status = 'PENDING' AND front IS NOT NULL
          AND lane IN (SELECT value FROM json_each(@lanes)) AND (retry_at IS NULL OR retry_at <= @now) ORDER BY front DESC LIMIT 1),
       (SELECT id FROM tasks WHERE status = 'PENDING' AND lane IN (SELECT value FROM json_each(@lanes))
          AND (retry_at IS NULL OR retry_at <= @now) ORDER BY id LIMIT 1))
     RETURNING *`,
  );
  // The moved task goes ahead of every other fronted one (largest + 1, from the partial index),
  // and of the range a batch moved to the front keeps for its items not yet tasks (migration 019).
  const toFront = db.prepare(
    `UPDATE tasks SET front = 1 + MAX(
         (SELECT COALESCE(MAX(front), 0) FROM tasks INDEXED BY tasks_fronted WHERE status = 'PENDING' AND front IS NOT NULL),
         (SELECT COALESCE(MAX(front_top), 0) FROM batches INDEXED BY batches_unfinished WHERE completed_at IS NULL)),
       updated_at = @now
     WHERE id = @id AND status = 'PENDING'`,
  );
  // Fronted tasks of a lane (few: those someone moved), for queue positions.
  const frontedIn = db.prepare(
    "SELECT id, front FROM tasks INDEXED BY tasks_fronted WHERE status = 'PENDING' AND front IS NOT NULL AND lane = ?",
  );
  // The queue's size per lane, from the (status, id, lane) index alone.
  const laneCounts = db.prepare(
    "SELECT status, lane, COUNT(*) AS n FROM tasks WHERE status IN ('PENDING', 'PROCESSING') GROUP BY status, lane",
  );
  // Live tasks of one submitter, in id order from a cursor, up to an id (cancel by key). The
  // status index reads only live rows; a key's own index would read every task it ever made.
  const liveOf = db.prepare(
    `SELECT id FROM tasks INDEXED BY tasks_by_status_id_lane WHERE status = @status AND id > @after AND id < @upTo
       AND api_key_id IS @keyId ORDER BY id LIMIT @limit`,
  );
  const someById = db.prepare('SELECT id, status, api_key_id FROM tasks WHERE id IN (SELECT value FROM json_each(?))');
  const retryLater = db.prepare(
    `UPDATE tasks SET status = 'PENDING', progress = NULL, retries = retries + 1, retry_at = @at, retry_code = @code, updated_at = @now
     WHERE id = @id AND status = 'PROCESSING'`,
  );
  const waiting = db.prepare("SELECT id, lane, retry_at FROM tasks WHERE status = 'PENDING' AND retry_at IS NOT NULL");
  const byStatus = db.prepare('SELECT * FROM tasks WHERE status = ? ORDER BY id');
  // Ids sort by creation time, so queue order is id order and these are range counts on (status, id).
  // A task waits only behind its own lane, so only that lane's rows count.
  const pendingBefore = db.prepare("SELECT COUNT(*) AS n FROM tasks WHERE status = 'PENDING' AND lane = ? AND id < ?");
  const pendingBetween = db.prepare("SELECT COUNT(*) AS n FROM tasks WHERE status = 'PENDING' AND lane = ? AND id > ? AND id < ?");
  const setProgress = db.prepare("UPDATE tasks SET progress = ?, updated_at = ? WHERE id = ? AND status = 'PROCESSING'");
  const setUpstream = db.prepare('UPDATE tasks SET upstream_id = ?, updated_at = ? WHERE id = ?');
  const finish = db.prepare(
    `UPDATE tasks SET status = @status, output = @output, error = @error, progress = @progress,
       charged_credits = charged_credits + @charged, refunded_credits = refunded_credits + @refunded,
       updated_at = @now, completed_at = @now
     WHERE id = @id AND status IN ('PENDING', 'PROCESSING')`,
  );
  const requeue = db.prepare("UPDATE tasks SET status = 'PENDING', progress = NULL, updated_at = ? WHERE id = ? AND status = 'PROCESSING'");

  const positionsOf = (rows: readonly QueuedRow[]): Map<string, number> => {
    const out = new Map<string, number>();
    const byLane = new Map<TaskLane, QueuedRow[]>();
    for (const r of rows) {
      const list = byLane.get(r.lane);
      if (list) list.push(r);
      else byLane.set(r.lane, [r]);
    }
    for (const [lane, list] of byLane) {
      const fronted = frontedIn.all(lane) as Array<{ id: string; front: number }>;
      const sorted = list.map((r) => r.id).sort();
      let pos = 0;
      sorted.forEach((id, i) => {
        pos =
          i === 0
            ? (pendingBefore.get(lane, id) as { n: number }).n
            : pos + 1 + (pendingBetween.get(lane, sorted[i - 1], id) as { n: number }).n;
        out.set(id, pos);
      });
      if (fronted.length === 0) continue;
      for (const r of list) {
        const own = r.front ?? null;
        out.set(
          r.id,
          own === null ? out.get(r.id)! + fronted.filter((f) => f.id > r.id).length : fronted.filter((f) => f.front > own).length,
        );
      }
    }
    return out;
  };

  // One statement per filter combination, so each walks the index that matches it
  // and reads only the rows it returns (a single OR-ed statement scans the table).
  const pages = {
    all: db.prepare('SELECT * FROM tasks WHERE id < @before ORDER BY id DESC LIMIT @limit'),
    status: db.prepare('SELECT * FROM tasks WHERE status = @status AND id < @before ORDER BY id DESC LIMIT @limit'),
    key: db.prepare('SELECT * FROM tasks WHERE api_key_id = @keyId AND id < @before ORDER BY id DESC LIMIT @limit'),
    // A key and a status: both indexes fit, and without statistics SQLite takes the key's,
    // which reads every task of the key to find, say, its few FAILED ones. Nearly every task
    // ends COMPLETED and the other statuses stay few, so those walk the status index instead.
    keyCompleted: db.prepare(
      'SELECT * FROM tasks INDEXED BY tasks_by_key_id WHERE api_key_id = @keyId AND status = @status AND id < @before ORDER BY id DESC LIMIT @limit',
    ),
    keyStatus: db.prepare(
      'SELECT * FROM tasks INDEXED BY tasks_by_status_id_lane WHERE api_key_id = @keyId AND status = @status AND id < @before ORDER BY id DESC LIMIT @limit',
    ),
  };
  const keyStatusPage = (status: TaskStatus) => (status === 'COMPLETED' ? pages.keyCompleted : pages.keyStatus);
  return {
    /** The listing's other filters, its total, and the labels and brief of its rows (task-listing.ts). */
    listing: createTaskListing(db),
    /** Newest first; ids sort by creation time, so `before` is a stable cursor. */
    page(args: { keyId: string | null; status: TaskStatus | null; before: string; limit: number }): TaskRow[] {
      const stmt = args.keyId ? (args.status ? keyStatusPage(args.status) : pages.key) : args.status ? pages.status : pages.all;
      return stmt.all(args) as TaskRow[];
    },
    insert(row: {
      id: string;
      tool: string;
      task_type: string;
      api_key_id: string | null;
      input: string;
      request: string | null;
      via?: CompatDialect | null;
      estimated_credits: number;
      provider_cost: number | null;
      engine: string | null;
      lane: TaskLane;
      now: string;
    }): void {
      insert.run({ ...row, via: row.via ?? null });
    },
    get(id: string): TaskRow | undefined {
      return get.get(id) as TaskRow | undefined;
    },
    /** Moves the oldest PENDING task of `lanes` to PROCESSING and answers it; undefined when they have none. */
    claimNext(lanes: readonly TaskLane[], now: string): TaskRow | undefined {
      return claim.get({ lanes: JSON.stringify(lanes), now }) as TaskRow | undefined;
    },
    byStatus(status: TaskStatus): TaskRow[] {
      return byStatus.all(status) as TaskRow[];
    },
    /** PENDING tasks ahead of this one in its lane (0 = next to start there). */
    queuePosition(row: QueuedRow): number {
      return positionsOf([row]).get(row.id)!;
    },
    /**
     * Queue positions of several PENDING tasks, per lane in one pass: a count up to the lane's
     * oldest, then only the gaps between them, so a page costs about one position per lane.
     * Fronted tasks go first, the last moved first; the others follow in id order, so each of
     * them also waits behind every fronted task with a larger id (the id count has the rest).
     */
    queuePositions: (rows: readonly QueuedRow[]): Map<string, number> => positionsOf(rows),
    /** Moves a PENDING task ahead of every other in its lane; false when it is not PENDING. */
    moveToFront(id: string, now: string): boolean {
      return toFront.run({ id, now }).changes === 1;
    },
    /** PENDING and PROCESSING tasks per lane. */
    laneCounts(): Array<{ status: 'PENDING' | 'PROCESSING'; lane: TaskLane; n: number }> {
      return laneCounts.all() as Array<{ status: 'PENDING' | 'PROCESSING'; lane: TaskLane; n: number }>;
    },
    /** Up to `limit` ids of live tasks with this status of a key (null: the studio's), after `after` and before `upTo`. */
    liveOf(args: { status: 'PENDING' | 'PROCESSING'; keyId: string | null; after: string; upTo: string; limit: number }): string[] {
      return (liveOf.all(args) as Array<{ id: string }>).map((r) => r.id);
    },
    /** The status and key of each of these tasks that exists. */
    statusOf(ids: readonly string[]): Array<Pick<TaskRow, 'id' | 'status' | 'api_key_id'>> {
      return someById.all(JSON.stringify(ids)) as Array<Pick<TaskRow, 'id' | 'status' | 'api_key_id'>>;
    },
    setProgress(id: string, percent: number, now: string): void {
      setProgress.run(percent, now, id);
    },
    setUpstream(id: string, upstreamId: string | null, now: string): void {
      setUpstream.run(upstreamId, now, id);
    },
    /** Moves a live task to a terminal state; false if it was already terminal. */
    finish(args: {
      id: string;
      status: TaskStatus;
      output: string | null;
      error: string | null;
      progress: number | null;
      charged: number;
      refunded: number;
      now: string;
    }): boolean {
      return finish.run(args).changes === 1;
    },
    requeue(id: string, now: string): boolean {
      return requeue.run(now, id).changes === 1;
    },
    /** Back to PENDING, not to be claimed before `at`; false if the task is no longer PROCESSING. */
    retryLater(args: { id: string; at: string; code: string; now: string }): boolean {
      return retryLater.run(args).changes === 1;
    },
    /** PENDING tasks waiting out a retry, with when each may run. */
    waitingRetries(): Array<Pick<TaskRow, 'id' | 'lane'> & { retry_at: string }> {
      return waiting.all() as Array<Pick<TaskRow, 'id' | 'lane'> & { retry_at: string }>;
    },
  };
}

export type TaskRepo = ReturnType<typeof createTaskRepo>;

/** What a queue position is counted from. */
export type QueuedRow = Pick<TaskRow, 'id' | 'lane'> & { front?: number | null };

/** The public task record (docs/architecture.md §5). */
export function toRecord(row: TaskRow): TaskRecord {
  const output = row.output ? (JSON.parse(row.output) as TaskRecord['output']) : { assetIds: [] };
  const record: TaskRecord = {
    taskId: row.id,
    tool: row.tool,
    taskType: row.task_type,
    status: row.status,
    estimatedCredits: row.estimated_credits,
    chargedCredits: row.charged_credits,
    refundedCredits: row.refunded_credits,
    output,
    error: row.error ? JSON.parse(row.error) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (row.provider_cost !== null) record.providerCost = row.provider_cost;
  if (row.via) record.via = row.via;
  if (row.batch_id !== null && row.batch_id !== undefined) {
    record.batchId = row.batch_id;
    record.batchRow = row.batch_row!;
  }
  if (row.progress !== null) record.progress = row.progress;
  if (row.completed_at) record.completedAt = row.completed_at;
  if (row.status === 'PENDING' && row.retry_at && row.retry_code)
    record.retry = { count: row.retries, at: row.retry_at, code: row.retry_code };
  return record;
}
