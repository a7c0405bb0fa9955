/**
 * The invariants every fault family ends on, read from the database file itself (read-only,
 * service stopped): every task ended, every hold settled exactly once, balance = grants −
 * captures with nothing held or reserved (batches), every batch ended with each of its items
 * ended once, asset files = asset rows, no temporary or partial file left.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';

export interface EndedTask {
  id: string;
  status: string;
  tool: string;
  estimated_credits: number;
  error: { code: string; message: string } | null;
}

/** Files under `dir` (recursively) whose name marks them temporary or partial. */
export function leftovers(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && (/\.part$/.test(e.name) || e.parentPath.split('/').includes('.tmp')))
    .map((e) => join(e.parentPath, e.name));
}

/** Asserts the invariants on a stopped service's data folder; returns its tasks. */
export function expectSettled(dataDir: string): EndedTask[] {
  const db = new Database(join(dataDir, 'timbre.db'), { readonly: true });
  try {
    const all = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];
    const rows = all<Omit<EndedTask, 'error'> & { error: string | null }>('SELECT id, status, tool, estimated_credits, error FROM tasks');
    const tasks: EndedTask[] = rows.map((r) => ({ ...r, error: r.error ? JSON.parse(r.error) : null }));
    expect(
      tasks.filter((t) => !['COMPLETED', 'FAILED', 'CANCELLED'].includes(t.status)),
      'tasks not ended',
    ).toEqual([]);
    for (const t of tasks) {
      const moves = all<{ kind: string; amount: number }>('SELECT kind, amount FROM ledger WHERE task_id = ? ORDER BY id', t.id);
      expect(moves, `ledger of ${t.id} (${t.status})`).toEqual([
        { kind: 'hold', amount: t.estimated_credits },
        { kind: t.status === 'COMPLETED' ? 'capture' : 'refund', amount: t.estimated_credits },
      ]);
    }
    const sum = (kind: string) =>
      (db.prepare('SELECT SUM(amount) AS n FROM ledger WHERE kind = ?').get(kind) as { n: number | null }).n ?? 0;
    expect(db.prepare('SELECT balance, held FROM account').get()).toEqual({ balance: sum('grant') - sum('capture'), held: 0 });
    expectBatchesSettled(db);
    const assetRows = new Set(all<{ id: string }>('SELECT id FROM assets').map((r) => r.id));
    const files = new Set(readdirSync(join(dataDir, 'assets')).filter((f) => !f.startsWith('.')));
    expect(
      [...files].filter((f) => !assetRows.has(f)),
      'asset files without a row',
    ).toEqual([]);
    expect(
      [...assetRows].filter((r) => !files.has(r)),
      'asset rows without a file',
    ).toEqual([]);
    expect(leftovers(join(dataDir, 'assets')), 'temporary or partial files').toEqual([]);
    return tasks;
  } finally {
    db.close();
  }
}

/**
 * Batches (migration 015): nothing reserved anywhere, and every batch ended with each item
 * ended once: a task per row made (rows 1..materialized, each once), every row counted as
 * ended, and its credits accounted (estimated = charged + refunded + released).
 */
function expectBatchesSettled(db: Database.Database): void {
  const hasBatches = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'batches'").get();
  if (!hasBatches) return;
  expect(db.prepare('SELECT reserved FROM account').pluck().get(), 'account.reserved').toBe(0);
  expect(db.prepare('SELECT COALESCE(SUM(credits_reserved), 0) FROM api_keys').pluck().get(), 'api_keys.credits_reserved').toBe(0);
  const batches = db.prepare('SELECT * FROM batches').all() as Array<Record<string, any>>;
  for (const b of batches) {
    const rows = db.prepare('SELECT batch_row AS row FROM tasks WHERE batch_id = ? ORDER BY batch_row').pluck().all(b.id) as number[];
    expect(rows, `rows made into tasks of ${b.id}`).toEqual(Array.from({ length: b.materialized }, (_, i) => i + 1));
    expect(b, `batch ${b.id}`).toMatchObject({
      completed_at: expect.any(String),
      ended: b.item_count,
      reserved: 0,
      estimated_credits: b.charged_credits + b.refunded_credits + b.released_credits,
    });
    if (b.cancelled_at === null) expect(b.materialized, `items of ${b.id} made into tasks`).toBe(b.item_count);
  }
}

/** Counts of tasks by how they ended: `COMPLETED`, `FAILED storage_full`, … */
export function endings(tasks: EndedTask[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of tasks) {
    const k = t.status === 'FAILED' ? `FAILED ${t.error?.code}` : t.status;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}
