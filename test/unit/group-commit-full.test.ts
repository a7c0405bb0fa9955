/**
 * Group commit when SQLite runs out of space. SQLITE_FULL rolls the whole transaction back
 * (SQLite does so by itself), so no unit of the batch may stay committed, and none may be
 * committed on its own afterwards while its caller is told the batch failed.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../src-service/db/group-commit.ts';
import { tempDir } from '../helpers/service.ts';

describe('group commit on SQLITE_FULL', () => {
  it('a unit that hits SQLITE_FULL fails its whole batch with that error; nothing of the batch is kept', async () => {
    const db = new Database(join(tempDir(), 'full.db'));
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, owner TEXT NOT NULL, payload BLOB)');
    // The database may not grow: SQLite answers SQLITE_FULL, as on a full disk.
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true })}`);
    const group = createGroupCommit(db);
    const insert = db.prepare('INSERT INTO rows (owner, payload) VALUES (?, ?)');
    const outcomes = await Promise.allSettled([
      group.run(() => insert.run('a', null)),
      group.run(() => insert.run('b', Buffer.alloc(128 * 1024))), // needs pages the disk does not have
      group.run(() => insert.run('c', null)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const o of outcomes) expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_FULL' });
    expect(db.inTransaction).toBe(false);
    expect(db.prepare('SELECT owner FROM rows').all()).toEqual([]);

    // Space back: the same units commit, each with its own answer.
    db.pragma('max_page_count = 1073741823');
    const again = await Promise.all([group.run(() => insert.run('a', null).changes), group.run(() => insert.run('c', null).changes)]);
    expect(again).toEqual([1, 1]);
    expect(db.prepare('SELECT owner FROM rows ORDER BY id').all()).toEqual([{ owner: 'a' }, { owner: 'c' }]);
    db.close();
  });
});
