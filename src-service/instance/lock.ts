import { realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The file whose lock says "a Timbre uses this data folder". Its content does not matter. */
const LOCK_FILE = 'timbre.lock';

/** An exclusive hold on a data folder, until `release` or the death of the process. */
export interface DataDirLock {
  file: string;
  release(): void;
}

/** Folders locked by this process (real paths): OS locks do not stop a second claim from the same process. */
const heldHere = new Set<string>();

/**
 * Takes the data folder's lock, or answers null when another process, or this one, holds it.
 *
 * The lock is SQLite's own: a connection in `locking_mode=EXCLUSIVE` that has begun an
 * exclusive transaction keeps its POSIX advisory lock (LockFileEx on Windows) until it
 * closes. The OS drops such a lock when the process dies in any way, SIGKILL included, so a
 * crash never leaves a stale lock behind and a restart is never blocked; a lock file that
 * merely exists (or a lock directory kept fresh by a timer) would have to guess staleness.
 * Unlike flock, a POSIX lock is not inherited by child processes (ffmpeg outliving a killed
 * service does not keep the folder locked). One caveat of POSIX locks: closing *any*
 * descriptor of the file in this process drops them, so nothing else here may open it.
 */
export function tryLockDataDir(dataDir: string): DataDirLock | null {
  const key = realpathSync(dataDir);
  if (heldHere.has(key)) return null;
  const file = join(dataDir, LOCK_FILE);
  const db = openLock(file);
  if (!db) return null;
  heldHere.add(key);
  return {
    file,
    release() {
      if (!db.open) return;
      db.close();
      heldHere.delete(key);
    },
  };
}

function openLock(file: string, retry = true): Database.Database | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { timeout: 0 });
    // No journal file beside the lock: its one write (the header) needs no rollback.
    db.pragma('journal_mode = MEMORY');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    return db;
  } catch (err) {
    db?.close();
    const code = (err as { code?: string }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return null;
    // Something wrote over the (empty) lock file; nobody can hold a file SQLite cannot read.
    if (retry && code === 'SQLITE_NOTADB') {
      rmSync(file, { force: true });
      return openLock(file, false);
    }
    throw err;
  }
}
