import type { Db } from '../db/open.ts';
import type { BatchStatus } from '../contract/batch.ts';
import type { TaskStatus } from '../contract/task.ts';
import type { TaskLane } from '../tasks/lanes.ts';
import type { TaskRow } from '../tasks/task-repo.ts';

/** A batch as stored (migration 015). */
interface BatchRow {
  id: string;
  api_key_id: string | null;
  label: string | null;
  status: BatchStatus;
  item_count: number;
  estimated_credits: number;
  reserved: number;
  materialized: number;
  ended: number;
  charged_credits: number;
  refunded_credits: number;
  released_credits: number;
  cancelled_at: string | null;
  /** Moved to the front: the top of its range of `front` values (migration 019); null when never moved. */
  front_top: number | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** A batch as read (its planned items live in batch_plans). */
export type BatchHead = BatchRow;

/** One item as planned at submission: what its task is inserted with. */
export interface PlannedItem {
  tool: string;
  fileName: string | null;
  credits: number;
  taskType: string;
  engine: string;
  lane: TaskLane;
  providerCost: number | null;
  /** The tool's normalized input (the task's `input`, TaskPlan.input). */
  input: object;
  /** The item's input as validated (the task's `request`, for retry and "make another like this"). */
  request: unknown;
}

const HEAD = `id, api_key_id, label, status, item_count, estimated_credits, reserved, materialized, ended,
  charged_credits, refunded_credits, released_credits, cancelled_at, front_top, created_at, updated_at, completed_at`;

/** SQL of batches and of their items' tasks; callers own transactions. */
export function createBatchRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO batches (id, api_key_id, label, status, item_count, estimated_credits, reserved, created_at, updated_at)
     VALUES (@id, @api_key_id, @label, 'RUNNING', @item_count, @estimated_credits, @estimated_credits, @now, @now)`,
  );
  const insertPlan = db.prepare('INSERT INTO batch_plans (batch_id, items) VALUES (?, ?)');
  const dropPlan = db.prepare('DELETE FROM batch_plans WHERE batch_id = ?');
  const get = db.prepare(`SELECT ${HEAD} FROM batches WHERE id = ?`);
  const itemsJson = db.prepare('SELECT items FROM batch_plans WHERE batch_id = ?').pluck();
  // The task insert's trigger moves each item's credits from the batch's reservation into a hold.
  const insertTask = db.prepare(
    `INSERT INTO tasks (id, tool, task_type, status, api_key_id, input, request, estimated_credits, provider_cost, engine, lane,
       batch_id, batch_row, file_name, front, created_at, updated_at)
     VALUES (@id, @tool, @task_type, 'PENDING', @api_key_id, @input, @request, @estimated_credits, @provider_cost, @engine, @lane,
       @batch_id, @batch_row, @file_name, @front, @now, @now)`,
  );
  const advance = db.prepare(
    `UPDATE batches SET materialized = @to, updated_at = @now
     WHERE id = @id AND materialized = @from AND cancelled_at IS NULL`,
  );
  const itemEnded = db.prepare(
    `UPDATE batches SET ended = ended + 1, charged_credits = charged_credits + @charged,
       refunded_credits = refunded_credits + @refunded, updated_at = @now WHERE id = @id`,
  );
  // Once: the guard on completed_at is what makes the batch's event exactly one.
  const complete = db.prepare(
    `UPDATE batches SET status = CASE WHEN cancelled_at IS NULL THEN 'COMPLETED' ELSE 'CANCELLED' END,
       completed_at = @now, updated_at = @now
     WHERE id = @id AND completed_at IS NULL AND ended = item_count`,
  );
  // Right-hand sides read the row as it was: the reservation left is what is released, and
  // the items never made into tasks end here.
  const cancel = db.prepare(
    `UPDATE batches SET cancelled_at = @now, updated_at = @now, released_credits = reserved, reserved = 0,
       ended = ended + (item_count - materialized)
     WHERE id = @id AND cancelled_at IS NULL AND completed_at IS NULL`,
  );
  const counts = db.prepare('SELECT status, COUNT(*) AS n FROM tasks WHERE batch_id = ? GROUP BY status');
  const live = db
    .prepare("SELECT id FROM tasks WHERE batch_id = ? AND status IN ('PENDING', 'PROCESSING') ORDER BY batch_row DESC LIMIT ?")
    .pluck();
  const taskPage = db.prepare('SELECT * FROM tasks WHERE batch_id = ? AND batch_row > ? ORDER BY batch_row LIMIT ?');
  // Rows not made into tasks: read from the stored JSON by SQLite, without parsing it here.
  const planned = db.prepare(
    `SELECT CAST(j.key AS INTEGER) + 1 AS row, json_extract(j.value, '$.tool') AS tool,
       json_extract(j.value, '$.fileName') AS fileName, json_extract(j.value, '$.credits') AS credits,
       json_extract(j.value, '$.request') AS request, json_extract(j.value, '$.input') AS input
     FROM batch_plans p, json_each(p.items) j WHERE p.batch_id = @id AND j.key >= @from ORDER BY j.key LIMIT @limit`,
  );
  // A batch moved to the front takes the range above every fronted task and every other
  // fronted batch's range (its items not yet tasks will take values from it), so it goes first.
  const takeFront = db.prepare(
    `UPDATE batches SET updated_at = @now, front_top = item_count + MAX(
       (SELECT COALESCE(MAX(front), 0) FROM tasks INDEXED BY tasks_fronted WHERE status = 'PENDING' AND front IS NOT NULL),
       (SELECT COALESCE(MAX(front_top), 0) FROM batches INDEXED BY batches_unfinished WHERE completed_at IS NULL))
     WHERE id = @id AND cancelled_at IS NULL AND completed_at IS NULL
     RETURNING front_top`,
  );
  // Its PENDING tasks of a range of rows take their place in that range: row 1 the largest.
  const frontRows = db.prepare(
    `UPDATE tasks SET front = (SELECT front_top FROM batches WHERE id = @id) - batch_row + 1, updated_at = @now
     WHERE batch_id = @id AND status = 'PENDING' AND batch_row > @after AND batch_row <= @upTo`,
  );
  const unfinished = db.prepare(`SELECT ${HEAD} FROM batches INDEXED BY batches_unfinished WHERE completed_at IS NULL ORDER BY id`);
  const lists = new Map<string, ReturnType<Db['prepare']>>();

  return {
    insert(row: {
      id: string;
      api_key_id: string | null;
      label: string | null;
      item_count: number;
      items: string;
      estimated_credits: number;
      now: string;
    }) {
      insert.run(row);
      insertPlan.run(row.id, row.items);
    },
    get: (id: string) => get.get(id) as BatchHead | undefined,
    itemsJson: (id: string) => itemsJson.get(id) as string | null | undefined,
    insertTask(row: {
      id: string;
      tool: string;
      task_type: string;
      api_key_id: string | null;
      input: string;
      request: string;
      estimated_credits: number;
      provider_cost: number | null;
      engine: string;
      lane: TaskLane;
      batch_id: string;
      batch_row: number;
      file_name: string | null;
      /** Its place at the front when the batch was moved there (null: in id order). */
      front: number | null;
      now: string;
    }): void {
      insertTask.run(row);
    },
    /** Records rows from+1..to as made into tasks; false when the batch moved meanwhile (cancelled). */
    advance(id: string, from: number, to: number, itemCount: number, now: string): boolean {
      if (advance.run({ id, from, to, now }).changes !== 1) return false;
      if (to === itemCount) dropPlan.run(id);
      return true;
    },
    itemEnded: (id: string, charged: number, refunded: number, now: string) => void itemEnded.run({ id, charged, refunded, now }),
    /** Ends the batch when every item has ended; true only for the call that ended it. */
    complete: (id: string, now: string) => complete.run({ id, now }).changes === 1,
    /** Marks it cancelled and releases the reservation of its items not made into tasks; false when already cancelled or ended. */
    cancel: (id: string, now: string) => cancel.run({ id, now }).changes === 1,
    /** Takes a range of `front` values above every other for the batch; its top, or null when the batch ended or is cancelled. */
    takeFront: (id: string, now: string) => (takeFront.get({ id, now }) as { front_top: number } | undefined)?.front_top ?? null,
    /** Gives the PENDING tasks of rows after+1..upTo their place in the batch's range (its present top); answers how many moved. */
    frontRows: (id: string, after: number, upTo: number, now: string) => frontRows.run({ id, after, upTo, now }).changes,
    counts(id: string): Partial<Record<TaskStatus, number>> {
      const out: Partial<Record<TaskStatus, number>> = {};
      for (const r of counts.all(id) as Array<{ status: TaskStatus; n: number }>) out[r.status] = r.n;
      return out;
    },
    /** Up to `limit` of its tasks not yet ended (the last rows first: they would start last). */
    liveTaskIds: (id: string, limit: number) => live.all(id, limit) as string[],
    tasksAfter: (id: string, afterRow: number, limit: number) => taskPage.all(id, afterRow, limit) as TaskRow[],
    /** Planned rows from index `from` (0-based), while the items' JSON is kept. */
    plannedRows: (id: string, from: number, limit: number) =>
      planned.all({ id, from, limit }) as Array<{
        row: number;
        tool: string;
        fileName: string | null;
        credits: number;
        /** The item's request and input as JSON text (SQLite's json_extract of an object). */
        request: string | null;
        input: string;
      }>,
    unfinished: () => unfinished.all() as BatchHead[],
    /** Newest first, optionally by key and status, before a batch id. */
    list(filter: { keyId: string | null; status: BatchStatus | null; before: string | null; limit: number }): BatchHead[] {
      const where: string[] = [];
      if (filter.keyId !== null) where.push('api_key_id = @keyId');
      if (filter.status !== null) where.push('status = @status');
      if (filter.before !== null) where.push('id < @before');
      const sql = `SELECT ${HEAD} FROM batches ${where.length ? 'WHERE ' + where.join(' AND ') : ''} ORDER BY id DESC LIMIT @limit`;
      let stmt = lists.get(sql);
      if (!stmt) lists.set(sql, (stmt = db.prepare(sql)));
      return stmt.all(filter) as BatchHead[];
    },
  };
}

export type BatchRepo = ReturnType<typeof createBatchRepo>;
