import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DatabaseTooNewError, openDatabase } from '../../src-service/db/open.ts';
import { migrations } from '../../src-service/db/migrations/index.ts';
import { tempDir } from '../helpers/service.ts';

describe('database migrations', () => {
  it('a new file is brought to the latest version, with WAL and foreign keys on', () => {
    const file = join(tempDir(), 'timbre.db');
    const db = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
    // Opening again applies nothing twice.
    openDatabase(file).close();
  });

  it('a failing migration rolls back whole and leaves the version where it was', () => {
    const file = join(tempDir(), 'timbre.db');
    openDatabase(file).close();
    const broken = [...migrations, 'CREATE TABLE fresh (id INTEGER); INSERT INTO no_such_table VALUES (1);'];
    expect(() => openDatabase(file, broken)).toThrow(/no such table/);
    const db = new Database(file);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'fresh'").get()).toBeUndefined();
    db.close();
  });

  it('a database from a newer Timbre is refused with a clear message', () => {
    const file = join(tempDir(), 'timbre.db');
    const db = new Database(file);
    db.pragma(`user_version = ${migrations.length + 5}`);
    db.close();
    expect(() => openDatabase(file)).toThrow(DatabaseTooNewError);
    expect(() => openDatabase(file)).toThrow(/written by a newer Timbre: update Timbre, or point --data-dir at another folder/);
  });
});
