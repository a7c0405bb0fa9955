import type { Db } from '../db/open.ts';
import type { WebhookStatus } from '../contract/webhooks.ts';

/** A webhook event as stored; `payload` is the exact body every attempt sends. */
export interface WebhookEventRow {
  id: string;
  api_key_id: string;
  type: string;
  task_id: string | null;
  payload: string;
  status: WebhookStatus;
  series: number;
  attempts: number;
  series_started_at: number;
  next_attempt_at: number | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

/** What the dispatcher needs of a due event to record its attempt (the payload travels beside it, see {@link DueEvent}). */
export interface DueRef {
  id: string;
  api_key_id: string;
  series: number;
  attempts: number;
  series_started_at: number;
  next_attempt_at: number;
}

/** A due event as the dispatcher reads it ahead: what it records, and the body it sends. */
export interface DueEvent extends DueRef {
  payload: string;
}

/** One delivery attempt as stored. */
export interface WebhookAttemptRow {
  id: number;
  event_id: string;
  series: number;
  attempt: number;
  url: string | null;
  started_at: string;
  http_status: number | null;
  latency_ms: number;
  error_class: string | null;
  error_message: string | null;
  response_excerpt: string | null;
}

/** SQL of the webhook tables; callers own transactions. */
export function createWebhookRepo(db: Db) {
  const insertEvent = db.prepare(
    `INSERT INTO webhook_events (id, api_key_id, type, task_id, batch_id, payload, status, series, attempts, series_started_at, next_attempt_at, created_at, updated_at, delivered_at)
     VALUES (@id, @api_key_id, @type, @task_id, @batch_id, @payload, @status, @series, @attempts, @series_started_at, @next_attempt_at, @created_at, @updated_at, @delivered_at)`,
  );
  const get = db.prepare('SELECT * FROM webhook_events WHERE id = ?');
  // Pinned to the queue index: left to itself the planner picks (status, id) and sorts the
  // whole backlog on every call, which made each pump O(backlog).
  const due = db.prepare(
    `SELECT * FROM webhook_events INDEXED BY webhook_events_due
     WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  // The same queue read in pages past a cursor, so each due event (payload included: one
  // statement per page rather than one per event) is read once while a backlog drains.
  const refs = `SELECT id, api_key_id, series, attempts, series_started_at, next_attempt_at, payload FROM webhook_events INDEXED BY webhook_events_due
     WHERE status = 'pending' AND next_attempt_at <= @now`;
  const dueRefs = db.prepare(`${refs} ORDER BY next_attempt_at, id LIMIT @limit`);
  const dueRefsAfter = db.prepare(`${refs} AND (next_attempt_at, id) > (@at, @id) ORDER BY next_attempt_at, id LIMIT @limit`);
  const nextAfter = db.prepare(
    `SELECT MIN(next_attempt_at) AS t FROM webhook_events INDEXED BY webhook_events_due
     WHERE status = 'pending' AND next_attempt_at > ?`,
  );
  // The two statements of every delivery bind by position: by name, better-sqlite3 looks
  // each parameter up on the object, ~3 µs of the service thread's time per delivery.
  const insertAttempt = db.prepare(
    `INSERT INTO webhook_attempts (event_id, series, attempt, url, started_at, http_status, latency_ms, error_class, error_message, response_excerpt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Guarded by series and attempt count: a result only lands on the attempt it belongs to.
  const settle = db.prepare(
    `UPDATE webhook_events SET status = ?, attempts = ?, next_attempt_at = ?, delivered_at = ?, updated_at = ?
     WHERE id = ? AND status = 'pending' AND series = ? AND attempts = ? - 1`,
  );
  const restart = db.prepare(
    `UPDATE webhook_events SET status = 'pending', series = series + 1, attempts = 0, series_started_at = @at,
       next_attempt_at = @at, delivered_at = NULL, updated_at = @now
     WHERE id = @id AND status != 'pending'`,
  );
  const attemptsOf = db.prepare('SELECT * FROM webhook_attempts WHERE event_id = ? ORDER BY id');
  const lists = new Map<string, ReturnType<Db['prepare']>>();

  return {
    insertEvent(row: Omit<WebhookEventRow, 'delivered_at'> & { delivered_at?: string | null; batch_id?: string | null }): void {
      insertEvent.run({ delivered_at: null, batch_id: null, ...row });
    },
    get(id: string): WebhookEventRow | undefined {
      return get.get(id) as WebhookEventRow | undefined;
    },
    /** Pending events whose next attempt is due at `now`, earliest first. */
    due(now: number, limit: number): WebhookEventRow[] {
      return due.all(now, limit) as WebhookEventRow[];
    },
    /** Like {@link due} in pages: those after `after` (the last of the previous page) when given. */
    dueRefs(now: number, limit: number, after?: { at: number; id: string }): DueEvent[] {
      return (after ? dueRefsAfter.all({ now, limit, at: after.at, id: after.id }) : dueRefs.all({ now, limit })) as DueEvent[];
    },
    /** When the earliest attempt after `now` falls due, or null when none is scheduled. */
    nextDueAfter(now: number): number | null {
      return (nextAfter.get(now) as { t: number | null }).t;
    },
    insertAttempt(row: Omit<WebhookAttemptRow, 'id'>): void {
      insertAttempt.run(
        row.event_id,
        row.series,
        row.attempt,
        row.url,
        row.started_at,
        row.http_status,
        row.latency_ms,
        row.error_class,
        row.error_message,
        row.response_excerpt,
      );
    },
    /** Records where an attempt left its event; false when the event moved on meanwhile. */
    settle(args: {
      id: string;
      series: number;
      attempts: number;
      status: WebhookStatus;
      next_attempt_at: number | null;
      delivered_at: string | null;
      now: string;
    }): boolean {
      const { status, attempts, next_attempt_at, delivered_at, now, id, series } = args;
      return settle.run(status, attempts, next_attempt_at, delivered_at, now, id, series, attempts).changes === 1;
    },
    /** A new series for a delivered or failed event, due at `at`; false when it is still pending. */
    restartSeries(id: string, at: number, now: string): boolean {
      return restart.run({ id, at, now }).changes === 1;
    },
    attemptsOf(id: string): WebhookAttemptRow[] {
      return attemptsOf.all(id) as WebhookAttemptRow[];
    },
    /** Newest first, optionally by key and status, before an event id (paging). */
    list(filter: { keyId?: string; status?: WebhookStatus; before?: string; limit: number }): WebhookEventRow[] {
      const where: string[] = [];
      if (filter.keyId !== undefined) where.push('api_key_id = @keyId');
      if (filter.status !== undefined) where.push('status = @status');
      if (filter.before !== undefined) where.push('id < @before');
      const sql = `SELECT * FROM webhook_events ${where.length ? 'WHERE ' + where.join(' AND ') : ''} ORDER BY id DESC LIMIT @limit`;
      let stmt = lists.get(sql);
      if (!stmt) {
        stmt = db.prepare(sql);
        lists.set(sql, stmt);
      }
      return stmt.all(filter) as WebhookEventRow[];
    },
  };
}

export type WebhookRepo = ReturnType<typeof createWebhookRepo>;
