import type { Db } from '../db/open.ts';
import type { TaskRecord, TaskStatus } from '../contract/task.ts';
import type { TaskLane } from './lanes.ts';
import type { CompatDialect } from '../contract/compat-speech.ts';
import { createTaskListing } from './task-listing.ts';

/** A task as stored. JSON columns are kept as text here and parsed in `toRecord`. */
export interface TaskRow {
  id: string;
  tool: string;
  task_type: string;
  status: TaskStatus;
  api_key_id: string | null;
  input: string;
  /** The request as the caller sent it (validated), for retry and "make another like this". */
  request: string | null;
  /** The foreign API it was asked through (openai, elevenlabs); null for Timbre's own. */
  via: CompatDialect | null;
  estimated_credits: number;
  charged_credits: number;
  refunded_credits: number;
  provider_cost: number | null;
  progress: number | null;
  output: string | null;
  error: string | null;
  engine: string | null;
  /** Where it queues and runs (lanes.ts); set at submission and kept through requeues. */
  lane: TaskLane;
  /** Runs started (claims); a crash or stop between claim and end counts too. */
  attempts: number;
  /** Runs that ended in a retry after a transient provider error (retry.ts). */
  retries: number;
  /** While PENDING after a retry: not claimed before this time. */
  retry_at: string | null;
  /** While PENDING after a retry: the code of the error it waits out. */
  retry_code: string | null;
  upstream_id: string | null;
  /** The batch it is an item of (batches/), its row there (1-based) and its file name in results.zip. */
  batch_id: string | null;
  batch_row: number | null;
  file_name: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  completed_at: string | null;
}

/** SQL of the task table; callers own transactions. */
export function createTaskRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO tasks (id, tool, task_type, status, api_key_id, input, request, via, estimated_credits, provider_cost, engine, lane, created_at, updated_at)
     VALUES (@id, @tool, @task_type, 'PENDING', @api_key_id, @input, @request, @via, @estimated_credits, @provider_cost, @engine, @lane, @now, @now)`,
  );
  const get = db.prepare('SELECT * FROM tasks WHERE id = ?');
  // Claims atomically (a task is only ever handed to one worker) the oldest PENDING task of
  // the lanes given (a JSON array: those with a free slot), so each lane stays FIFO. It walks
  // (status, id) in id order and reads each PENDING row's lane until one matches; a task
  // waiting out a retry is passed over until its time.
  const claim = db.prepare(
    `UPDATE tasks SET status = 'PROCESSING', attempts = attempts + 1, started_at = @now, updated_at = @now, progress = 0,
       retry_at = NULL, retry_code = NULL
     WHERE id = (SELECT id FROM tasks WHERE status = 'PENDING' AND lane IN (SELECT value FROM json_each(@lanes))
       AND (retry_at IS NULL OR retry_at <= @now) ORDER BY id LIMIT 1)
     RETURNING *`,
  );
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
    queuePosition(row: Pick<TaskRow, 'id' | 'lane'>): number {
      return (pendingBefore.get(row.lane, row.id) as { n: number }).n;
    },
    /**
     * Queue positions of several PENDING tasks, per lane in one pass: a count up to the lane's
     * oldest, then only the gaps between them, so a page costs about one position per lane.
     */
    queuePositions(rows: ReadonlyArray<Pick<TaskRow, 'id' | 'lane'>>): Map<string, number> {
      const out = new Map<string, number>();
      const byLane = new Map<TaskLane, string[]>();
      for (const r of rows) {
        const ids = byLane.get(r.lane);
        if (ids) ids.push(r.id);
        else byLane.set(r.lane, [r.id]);
      }
      for (const [lane, ids] of byLane) {
        const sorted = ids.sort();
        let pos = 0;
        sorted.forEach((id, i) => {
          pos =
            i === 0
              ? (pendingBefore.get(lane, id) as { n: number }).n
              : pos + 1 + (pendingBetween.get(lane, sorted[i - 1], id) as { n: number }).n;
          out.set(id, pos);
        });
      }
      return out;
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
