import type { Db } from '../db/open.ts';

/** A row of the append-only ledger. */
export interface LedgerRow {
  id: number;
  kind: 'grant' | 'hold' | 'capture' | 'refund';
  amount: number;
  task_id: string | null;
  api_key_id: string | null;
  note: string | null;
  created_at: string;
}

/** SQL of the ledger and the running totals; callers own the transaction. */
export function createLedgerRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO ledger (kind, amount, task_id, api_key_id, note, created_at)
     VALUES (@kind, @amount, @task_id, @api_key_id, @note, @created_at)`,
  );
  const account = db.prepare('SELECT balance, held FROM account WHERE id = 1');
  const moveAccount = db.prepare('UPDATE account SET balance = balance + ?, held = held + ? WHERE id = 1');
  const moveKey = db.prepare(
    'UPDATE api_keys SET credits_held = credits_held + ?, credits_used = credits_used + ? WHERE id = ?',
  );
  const holdOf = db.prepare("SELECT * FROM ledger WHERE task_id = ? AND kind = 'hold'");
  const settlementOf = db.prepare("SELECT * FROM ledger WHERE task_id = ? AND kind IN ('capture', 'refund')");
  const page = db.prepare('SELECT * FROM ledger WHERE id < ? ORDER BY id DESC LIMIT ?');
  const keyUsage = db.prepare('SELECT credit_limit, credits_held, credits_used FROM api_keys WHERE id = ?');
  // Check and move in one statement each: no read before the write on the submit path.
  const reserve = db.prepare('UPDATE account SET held = held + @amount WHERE id = 1 AND balance - held >= @amount');
  const reserveKey = db.prepare(
    `UPDATE api_keys SET credits_held = credits_held + @amount
     WHERE id = @keyId AND (credit_limit IS NULL OR credit_limit - credits_used - credits_held >= @amount)`,
  );

  return {
    insert(row: Omit<LedgerRow, 'id'>): void {
      insert.run(row);
    },
    account(): { balance: number; held: number } {
      return account.get() as { balance: number; held: number };
    },
    moveAccount(balanceDelta: number, heldDelta: number): void {
      moveAccount.run(balanceDelta, heldDelta);
    },
    moveKey(keyId: string, heldDelta: number, usedDelta: number): void {
      moveKey.run(heldDelta, usedDelta, keyId);
    },
    /** Holds `amount` on the account if it is available; false (and nothing moved) if not. */
    reserve(amount: number): boolean {
      return reserve.run({ amount }).changes === 1;
    },
    /** Holds `amount` against a key if its credit limit allows; false (and nothing moved) if not, or no such key. */
    reserveKey(keyId: string, amount: number): boolean {
      return reserveKey.run({ keyId, amount }).changes === 1;
    },
    keyUsage(keyId: string): { credit_limit: number | null; credits_held: number; credits_used: number } | undefined {
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
