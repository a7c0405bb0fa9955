import { join } from 'node:path';
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../src-service/db/group-commit.ts';
import { BACKSTOP_PAGES, startCheckpointer } from '../../src-service/db/checkpointer.ts';
import { tempDir } from '../helpers/service.ts';

function openDb() {
  const db = new Database(join(tempDir(), 'group.db'));
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, owner TEXT NOT NULL, n INTEGER NOT NULL CHECK (n >= 0))');
  return db;
}

describe('group commit', () => {
  it('units of one turn share one transaction, and each caller gets its own result', async () => {
    const db = openDb();
    const group = createGroupCommit(db);
    const insert = db.prepare('INSERT INTO rows (owner, n) VALUES (?, ?)');
    const inTx: boolean[] = [];
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        group.run(() => {
          inTx.push(db.inTransaction);
          return Number(insert.run(`u${n}`, n).lastInsertRowid);
        }),
      ),
    );
    expect(inTx).toEqual([true, true, true, true]);
    expect(results).toEqual([1, 2, 3, 4]);
    expect(db.prepare('SELECT owner FROM rows ORDER BY id').pluck().all()).toEqual(['u1', 'u2', 'u3', 'u4']);
    db.close();
  });

  it('a unit that fails after writing rolls back alone: its siblings commit once each, it rejects with its own error', async () => {
    const db = openDb();
    const group = createGroupCommit(db);
    const insert = db.prepare('INSERT INTO rows (owner, n) VALUES (?, ?)');
    const outcomes = await Promise.allSettled([
      group.run(() => insert.run('first', 1).changes),
      group.run(() => {
        insert.run('doomed', 2);
        throw new Error('no credits for this one');
      }),
      group.run(() => insert.run('third', 3).changes),
      // A constraint failure inside SQLite, not only a thrown JS error.
      group.run(() => insert.run('negative', -1).changes),
      group.run(() => insert.run('fifth', 5).changes),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('no credits for this one');
    expect((outcomes[3] as PromiseRejectedResult).reason.message).toMatch(/CHECK constraint/);
    // The siblings ran twice (straight through, then one by one) but committed once.
    expect(db.prepare('SELECT owner FROM rows ORDER BY id').pluck().all()).toEqual(['first', 'third', 'fifth']);
    expect(db.inTransaction).toBe(false);
    db.close();
  });

  it('a lone failing unit rejects and leaves nothing', async () => {
    const db = openDb();
    const group = createGroupCommit(db);
    await expect(
      group.run(() => {
        db.prepare("INSERT INTO rows (owner, n) VALUES ('x', 1)").run();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(db.prepare('SELECT COUNT(*) FROM rows').pluck().get()).toBe(0);
    // The next batch works as usual.
    await group.run(() => db.prepare("INSERT INTO rows (owner, n) VALUES ('y', 1)").run());
    expect(db.prepare('SELECT owner FROM rows').pluck().all()).toEqual(['y']);
    db.close();
  });
});

describe('checkpointer', () => {
  it('copies committed pages into the database file from its worker, so the service connection does not', async () => {
    const db = openDb();
    const file = db.name;
    const checkpointer = startCheckpointer(db, { intervalMs: 20 });
    // The service's connection only checkpoints past the backstop, far beyond what this writes.
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
    const before = statSync(file).size;
    const insert = db.prepare('INSERT INTO rows (owner, n) VALUES (?, ?)');
    const pad = 'x'.repeat(1000);
    for (let i = 0; i < 20; i++)
      db.transaction(() => {
        for (let j = 0; j < 100; j++) insert.run(pad, j);
      })();
    // ~2 MB committed to the WAL; the database file grows only when a checkpoint copies it.
    const deadline = Date.now() + 10_000;
    while (statSync(file).size < before + 1_500_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(statSync(file).size).toBeGreaterThan(before + 1_500_000);
    await checkpointer.stop();
    // Stopping twice is harmless, and the data is all there.
    await checkpointer.stop();
    expect(db.prepare('SELECT COUNT(*) FROM rows').pluck().get()).toBe(2000);
    db.close();
  });
});
