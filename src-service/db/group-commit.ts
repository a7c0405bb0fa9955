import type { Db } from './open.ts';

/**
 * Group commit: units of work that arrive in the same event-loop turn share one SQLite
 * transaction, each inside its own savepoint. A unit that throws rolls back alone and
 * rejects its own caller; the others commit together. Callers are answered only after
 * the commit, so an acknowledgement still means "durably recorded". Under concurrent
 * submissions this writes the shared pages (account totals, index tails) once per batch
 * instead of once per request.
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
  // Called inside `commitAll`, better-sqlite3 runs this as a SAVEPOINT.
  const savepoint = db.transaction((work: () => unknown) => work());
  const commitAll = db.transaction((units: Unit[]) => {
    for (const u of units) {
      try {
        u.result = savepoint(u.work);
      } catch (err) {
        u.failed = true;
        u.error = err;
      }
    }
  });

  const flush = () => {
    const units = queue;
    queue = [];
    try {
      commitAll(units);
    } catch (err) {
      for (const u of units) u.reject(err);
      return;
    }
    for (const u of units) (u.failed ? u.reject(u.error) : u.resolve(u.result));
  };

  return {
    /** Runs `work` (synchronous, SQL only) in the next group transaction. */
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
        if (queue.length === 1) setImmediate(flush);
      });
    },
  };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
