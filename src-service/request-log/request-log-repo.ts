import type { Db } from '../db/open.ts';
import type { CapturedBodies, RequestLogEntry } from '../contract/request-log.ts';

/** An entry as buffered and stored: the listed fields, and the kept bodies when capture was on. */
export interface StoredEntry extends RequestLogEntry {
  bodies: CapturedBodies | null;
}

/** Filters of the listing (checked by the route's schema). */
export interface LogFilter {
  apiKeyId?: string;
  /** An exact status, or a class as [from, to]. */
  status?: number | [number, number];
  errorCode?: string;
  route?: string;
  tool?: string;
  before?: number;
  limit: number;
}

interface Row {
  id: number;
  created_at: string;
  api_key_id: string | null;
  transport: 'rest' | 'mcp';
  method: string;
  route: string;
  path: string;
  tool: string | null;
  status: number;
  latency_ms: number;
  error_code: string | null;
  error_message: string | null;
  task_id: string | null;
  bytes_in: number;
  bytes_out: number;
  resent_from: number | null;
  captured: number;
}

interface BodyRow {
  request_body: string | null;
  request_truncated: number;
  response_body: string | null;
  response_truncated: number;
}

const LISTED = `id, created_at, api_key_id, transport, method, route, path, tool, status, latency_ms, error_code, error_message,
  task_id, bytes_in, bytes_out, resent_from, captured`;

function toEntry(r: Row): RequestLogEntry {
  return {
    id: r.id,
    createdAt: r.created_at,
    apiKeyId: r.api_key_id,
    transport: r.transport,
    method: r.method,
    route: r.route,
    path: r.path,
    tool: r.tool,
    status: r.status,
    latencyMs: r.latency_ms,
    errorCode: r.error_code,
    errorMessage: r.error_message,
    taskId: r.task_id,
    bytesIn: r.bytes_in,
    bytesOut: r.bytes_out,
    captured: r.captured === 1,
    resentFrom: r.resent_from,
  };
}

/** Rows per multi-row INSERT (21 values each, far below SQLite's limit of variables). */
const ROWS_PER_INSERT = 50;

/** SQL of the request_log table. */
export function createRequestLogRepo(db: Db) {
  const COLUMNS = `id, created_at, api_key_id, transport, method, route, path, tool, status, latency_ms, error_code, error_message,
    task_id, bytes_in, bytes_out, resent_from, captured, request_body, request_truncated, response_body, response_truncated`;
  const ROW = `(${new Array(21).fill('?').join(', ')})`;
  // Rows go in by the ROWS_PER_INSERT in one statement: one call into SQLite per 50 rows
  // rather than per row roughly halves the cost of a flush.
  const insertMany = db.prepare(`INSERT INTO request_log (${COLUMNS}) VALUES ${new Array(ROWS_PER_INSERT).fill(ROW).join(', ')}`);
  const insertOne = db.prepare(`INSERT INTO request_log (${COLUMNS}) VALUES ${ROW}`);
  const valuesOf = (e: StoredEntry, out: unknown[]) => {
    const b = e.bodies;
    out.push(
      e.id,
      e.createdAt,
      e.apiKeyId,
      e.transport,
      e.method,
      e.route,
      e.path,
      e.tool,
      e.status,
      e.latencyMs,
      e.errorCode,
      e.errorMessage,
      e.taskId,
      e.bytesIn,
      e.bytesOut,
      e.resentFrom,
      e.captured ? 1 : 0,
      b?.request ?? null,
      b?.requestTruncated ? 1 : 0,
      b?.response ?? null,
      b?.responseTruncated ? 1 : 0,
    );
  };
  const insertAll = db.transaction((entries: readonly StoredEntry[]) => {
    let i = 0;
    for (; i + ROWS_PER_INSERT <= entries.length; i += ROWS_PER_INSERT) {
      const values: unknown[] = [];
      for (let j = i; j < i + ROWS_PER_INSERT; j++) valuesOf(entries[j], values);
      insertMany.run(values);
    }
    for (; i < entries.length; i++) {
      const values: unknown[] = [];
      valuesOf(entries[i], values);
      insertOne.run(values);
    }
  });
  const maxId = db.prepare('SELECT max(id) AS id FROM request_log');
  const byId = db.prepare(`SELECT ${LISTED} FROM request_log WHERE id = ?`);
  const bodiesOf = db.prepare('SELECT request_body, request_truncated, response_body, response_truncated FROM request_log WHERE id = ?');
  const count = db.prepare('SELECT count(*) AS n FROM request_log');
  // Pruning walks the rowid: ids grow with time, so the oldest rows are at the start.
  const oldest = db.prepare('SELECT id, created_at FROM request_log ORDER BY id LIMIT 1');
  const firstKept = db.prepare('SELECT id FROM request_log WHERE created_at >= ? ORDER BY id LIMIT 1');
  const nthNewest = db.prepare('SELECT id FROM request_log ORDER BY id DESC LIMIT 1 OFFSET ?');
  const deleteUpTo = db.prepare('DELETE FROM request_log WHERE id IN (SELECT id FROM request_log WHERE id < ? ORDER BY id LIMIT ?)');

  return {
    /** Every entry in one transaction. */
    insertAll(entries: readonly StoredEntry[]): void {
      insertAll(entries);
    },
    maxId(): number {
      return (maxId.get() as { id: number | null }).id ?? 0;
    },
    get(id: number): StoredEntry | undefined {
      const row = byId.get(id) as Row | undefined;
      if (!row) return undefined;
      const b = bodiesOf.get(id) as BodyRow;
      const bodies =
        row.captured === 1
          ? {
              request: b.request_body,
              requestTruncated: b.request_truncated === 1,
              response: b.response_body,
              responseTruncated: b.response_truncated === 1,
            }
          : null;
      return { ...toEntry(row), bodies };
    },
    list(f: LogFilter): RequestLogEntry[] {
      const where: string[] = [];
      const args: unknown[] = [];
      const add = (clause: string, ...values: unknown[]) => {
        where.push(clause);
        args.push(...values);
      };
      if (f.apiKeyId !== undefined) add('api_key_id = ?', f.apiKeyId);
      if (typeof f.status === 'number') add('status = ?', f.status);
      else if (f.status) add('status BETWEEN ? AND ?', f.status[0], f.status[1]);
      if (f.errorCode !== undefined) add('error_code = ?', f.errorCode);
      if (f.route !== undefined) add('route = ?', f.route);
      if (f.tool !== undefined) add('tool = ?', f.tool);
      if (f.before !== undefined) add('id < ?', f.before);
      const sql = `SELECT ${LISTED} FROM request_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`;
      return (db.prepare(sql).all(...args, f.limit) as Row[]).map(toEntry);
    },
    count(): number {
      return (count.get() as { n: number }).n;
    },
    /**
     * The id below which rows are to go: older than `cutoff` or beyond the newest `keep`.
     * 0 when nothing is to go.
     */
    pruneBound(cutoff: string, keep: number): number {
      let bound = 0;
      const first = oldest.get() as { id: number; created_at: string } | undefined;
      if (!first) return 0;
      if (first.created_at < cutoff) {
        const kept = firstKept.get(cutoff) as { id: number } | undefined;
        bound = kept ? kept.id : Number.MAX_SAFE_INTEGER;
      }
      const nth = nthNewest.get(keep - 1) as { id: number } | undefined;
      if (nth && nth.id > bound) bound = nth.id;
      return bound > first.id ? bound : 0;
    },
    /** Deletes up to `chunk` rows with ids below `bound`; answers how many went. */
    deleteBelow(bound: number, chunk: number): number {
      return deleteUpTo.run(bound, chunk).changes;
    },
  };
}
