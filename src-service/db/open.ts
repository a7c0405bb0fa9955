import Database from 'better-sqlite3';
import { StartRefusal } from '../instance/refusal.ts';
import { damageOf, DatabaseDamagedError } from './damage.ts';
import { migrations } from './migrations/index.ts';
import { quickCheckProblem } from './quick-check.ts';
import { walDamage } from './wal-check.ts';

/** The SQLite handle used across the service. */
export type Db = Database.Database;

/** Thrown when the data dir holds a database written by a newer Timbre. */
export class DatabaseTooNewError extends StartRefusal {}

/** Checks and hooks of {@link openDatabase}. */
export interface OpenOptions {
  /** Run `PRAGMA quick_check` before use: the last process to use the file did not close it. */
  quickCheck?: boolean;
  /** Called before the first migration of a database that already has a schema (to back it up). */
  beforeMigrate?: (db: Db, from: number, to: number) => void;
}

/**
 * Opens (creating if needed) the database and brings its schema up to date.
 * WAL with synchronous=NORMAL survives a process crash (SIGKILL) without losing a
 * committed transaction; only an OS crash could drop the last few.
 * A file SQLite cannot use (not a database, malformed, unreadable) is reported as a
 * {@link DatabaseDamagedError} naming it and the way out.
 */
export function openDatabase(file: string, list: readonly string[] = migrations, opts: OpenOptions = {}): Db {
  let db: Db | undefined;
  try {
    // Before SQLite opens it: its recovery would silently drop what follows damage in the log.
    const walProblem = walDamage(`${file}-wal`);
    if (walProblem) throw new DatabaseDamagedError(file, walProblem);
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const problem = opts.quickCheck ? quickCheckProblem(db) : undefined;
    if (problem) throw new DatabaseDamagedError(file, `quick_check found: ${problem}`);
    migrate(db, list, opts.beforeMigrate);
  } catch (err) {
    db?.close();
    throw damageOf(err, file) ?? err;
  }
  return db;
}

/** Applies every migration above `PRAGMA user_version`, each in its own transaction. */
function migrate(db: Db, list: readonly string[], beforeMigrate?: OpenOptions['beforeMigrate']): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > list.length) {
    throw new DatabaseTooNewError(
      `The database ${db.name} has schema version ${current}, but this Timbre only knows up to ${list.length}. ` +
        'It was written by a newer Timbre: update Timbre, or point --data-dir at another folder.',
    );
  }
  if (current > 0 && current < list.length) beforeMigrate?.(db, current, list.length);
  for (let v = current; v < list.length; v++) {
    db.transaction(() => {
      db.exec(list[v]);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
