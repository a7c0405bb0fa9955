import Database from 'better-sqlite3';
import { migrations } from './migrations/index.ts';

/** The SQLite handle used across the service. */
export type Db = Database.Database;

/** Thrown when the data dir holds a database written by a newer Timbre. */
export class DatabaseTooNewError extends Error {}

/**
 * Opens (creating if needed) the database and brings its schema up to date.
 * WAL with synchronous=NORMAL survives a process crash (SIGKILL) without losing a
 * committed transaction; only an OS crash could drop the last few.
 */
export function openDatabase(file: string, list: readonly string[] = migrations): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  try {
    migrate(db, list);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

/** Applies every migration above `PRAGMA user_version`, each in its own transaction. */
export function migrate(db: Db, list: readonly string[]): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > list.length) {
    throw new DatabaseTooNewError(
      `This database has schema version ${current}, but this Timbre only knows up to ${list.length}. ` +
        'It was written by a newer Timbre: update Timbre, or point --data-dir at another folder.',
    );
  }
  for (let v = current; v < list.length; v++) {
    db.transaction(() => {
      db.exec(list[v]);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
