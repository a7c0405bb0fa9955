import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open.ts';
import type { OffsetSpan } from './zone-days.ts';

/** Use of one day × key × tool × voice: the cells every view of the report is summed from. */
export interface UsageCell {
  day: string;
  api_key_id: string | null;
  tool: string;
  voice_id: string | null;
  charged: number;
  refunded: number;
  tasks: number;
}

export interface UsageKeyRow {
  id: string;
  label: string;
  credit_limit: number | null;
  credits_used: number;
  credits_held: number;
  revoked_at: string | null;
}

/**
 * SQL of the usage report. A task's credits count on the day they were settled: the capture
 * (charged) or refund row of the ledger, joined to its task for the tool and the voice
 * (`voiceId` of the task's input: speech and narration; null for tools without one).
 */
export function createUsageRepo(db: Db) {
  const cellStatements = new Map<string, Statement>();

  /** One statement per number of offset spans (a zone's changes in the range) and key filter. */
  const cellStatement = (spans: number, byKey: boolean) => {
    const id = `${spans}:${byKey}`;
    let stmt = cellStatements.get(id);
    if (!stmt) {
      const cases = Array.from({ length: spans - 1 }, () => 'WHEN l.created_at < ? THEN ?').join(' ');
      const shift = spans === 1 ? '?' : `CASE ${cases} ELSE ? END`;
      stmt = db.prepare(
        `SELECT date(l.created_at, ${shift}) AS day,
                l.api_key_id AS api_key_id,
                t.tool AS tool,
                json_extract(t.input, '$.voiceId') AS voice_id,
                SUM(CASE WHEN l.kind = 'capture' THEN l.amount ELSE 0 END) AS charged,
                SUM(CASE WHEN l.kind = 'refund' THEN l.amount ELSE 0 END) AS refunded,
                COUNT(*) AS tasks
           FROM ledger l JOIN tasks t ON t.id = l.task_id
          WHERE l.kind IN ('capture', 'refund') AND l.created_at >= ? AND l.created_at < ?
                ${byKey ? 'AND l.api_key_id IS ?' : ''}
          GROUP BY 1, 2, 3, 4`,
      );
      cellStatements.set(id, stmt);
    }
    return stmt;
  };
  const granted = db.prepare(
    "SELECT COALESCE(SUM(amount), 0) AS n FROM ledger WHERE kind = 'grant' AND created_at >= ? AND created_at < ?",
  );
  const keys = db.prepare('SELECT id, label, credit_limit, credits_used, credits_held, revoked_at FROM api_keys');
  const voiceNames = db.prepare('SELECT voice_id, name FROM voices WHERE voice_id IN (SELECT value FROM json_each(?))');

  return {
    /** Cells of the ledger rows settled in [start, end) (ISO instants), dated by the spans' offsets. */
    cells(range: { start: string; end: string; spans: OffsetSpan[]; apiKeyId: string | null | undefined }): UsageCell[] {
      const shift: unknown[] = [];
      for (const span of range.spans) {
        if (span.until !== null) shift.push(span.until);
        shift.push(`${span.minutes >= 0 ? '+' : ''}${span.minutes} minutes`);
      }
      const byKey = range.apiKeyId !== undefined;
      const params = [...shift, range.start, range.end, ...(byKey ? [range.apiKeyId] : [])];
      return cellStatement(range.spans.length, byKey).all(...params) as UsageCell[];
    },
    granted(start: string, end: string): number {
      return (granted.get(start, end) as { n: number }).n;
    },
    keys(): UsageKeyRow[] {
      return keys.all() as UsageKeyRow[];
    },
    voiceNames(ids: string[]): Map<string, string> {
      const rows = voiceNames.all(JSON.stringify(ids)) as Array<{ voice_id: string; name: string }>;
      return new Map(rows.map((r) => [r.voice_id, r.name]));
    },
  };
}

export type UsageRepo = ReturnType<typeof createUsageRepo>;
