import type { Db } from '../db/open.ts';
import type { LedgerKind } from '../contract/credits.ts';

/** A row of the append-only ledger. */
export interface LedgerRow {
  id: number;
  kind: LedgerKind;
  amount: number;
  task_id: string | null;
  api_key_id: string | null;
  note: string | null;
  created_at: string;
}

/** SQL of the ledger and the running totals (which the schema moves); callers own the transaction. */
export function createLedgerRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO ledger (kind, amount, task_id, api_key_id, note, created_at)
     VALUES (@kind, @amount, @task_id, @api_key_id, @note, @created_at)`,
  );
  const account = db.prepare('SELECT balance, held, reserved FROM account WHERE id = 1');
  const holdOf = db.prepare("SELECT * FROM ledger WHERE task_id = ? AND kind = 'hold'");
  const settlementOf = db.prepare("SELECT * FROM ledger WHERE task_id = ? AND kind IN ('capture', 'refund')");
  const page = db.prepare('SELECT * FROM ledger WHERE id < ? ORDER BY id DESC LIMIT ?');
  const keyUsage = db.prepare('SELECT credit_limit, credits_held, credits_reserved, credits_used FROM api_keys WHERE id = ?');

  return {
    insert(row: Omit<LedgerRow, 'id'>): void {
      insert.run(row);
    },
    /** `reserved`: what batches hold for items not yet made into tasks (migration 015). */
    account(): { balance: number; held: number; reserved: number } {
      return account.get() as { balance: number; held: number; reserved: number };
    },
    keyUsage(
      keyId: string,
    ): { credit_limit: number | null; credits_held: number; credits_reserved: number; credits_used: number } | undefined {
      return keyUsage.get(keyId) as never;
    },
    holdOf(taskId: string): LedgerRow | undefined {
      return holdOf.get(taskId) as LedgerRow | undefined;
    },
    settlementOf(taskId: string): LedgerRow | undefined {
      return settlementOf.get(taskId) as LedgerRow | undefined;
    },
    page(beforeId: number, limit: number): LedgerRow[] {
      return page.all(beforeId, limit) as LedgerRow[];
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
