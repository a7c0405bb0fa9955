import type { Db } from './open.ts';

/**
 * Group commit: units of work that arrive in the same event-loop turn share one SQLite
 * transaction. Callers are answered only after the commit, so an acknowledgement still
 * means "durably recorded". Under concurrent submissions this writes the shared pages
 * (account totals, index tails) once per batch instead of once per request.
 *
 * Each unit still stands or falls alone. The batch first runs straight through; units
 * rarely fail (a 402), so paying a savepoint per unit every time would be waste. If one
 * throws, that attempt is rolled back whole and the batch runs again with each unit in
 * its own savepoint: the failing ones roll back and reject their callers, the rest commit.
 * So a unit may run twice, and must do SQL only, with no effect outside the transaction.
 *
 * Some errors (SQLITE_FULL, SQLITE_IOERR on a full or failing disk) make SQLite roll back
 * the whole transaction by itself. Running on, the next unit's savepoint would open a
 * transaction of its own and commit it alone, while its caller is told the batch failed;
 * so once the transaction is gone, every unit of the batch fails with that error.
 */
export function createGroupCommit(db: Db) {
  interface Unit {
    work: () => unknown;
    resolve: (v: unknown) => void;
    reject: (e: unknown) => void;
    result?: unknown;
    error?: unknown;
    failed?: boolean;
  }
  let queue: Unit[] = [];
  const straight = db.transaction((units: Unit[]) => {
    for (const u of units) u.result = u.work();
  });
  // Called inside `oneByOne`, better-sqlite3 runs this as a SAVEPOINT.
  const savepoint = db.transaction((work: () => unknown) => work());
  const oneByOne = db.transaction((units: Unit[]) => {
    for (const u of units) {
      try {
        u.result = savepoint(u.work);
        u.failed = false;
      } catch (err) {
        // The whole transaction was rolled back: what the earlier units did is gone too.
        if (!db.inTransaction) throw err;
        u.failed = true;
        u.error = err;
      }
    }
  });

  const flush = () => {
    const units = queue;
    queue = [];
    try {
      straight(units);
    } catch (first) {
      if (units.length === 1) return units[0].reject(first);
      try {
        oneByOne(units);
      } catch (err) {
        for (const u of units) u.reject(err);
        return;
      }
      for (const u of units) {
        if (u.failed) u.reject(u.error);
        else u.resolve(u.result);
      }
      return;
    }
    for (const u of units) u.resolve(u.result);
  };

  return {
    /** Runs `work` (synchronous, SQL only, safe to run twice) in the next group transaction. */
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
        if (queue.length === 1) setImmediate(flush);
      });
    },
  };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
