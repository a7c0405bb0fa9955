import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { processAlive } from '../instance/discovery.ts';
import { StartRefusal } from '../instance/refusal.ts';
import { quickCheckProblem } from './quick-check.ts';

/**
 * Backups of timbre.db, in `<dataDir>/backups/`. Each is a complete single-file copy made
 * with `VACUUM INTO` (one read transaction: a consistent snapshot that never blocks the
 * service's writers), written under a dot-name, checked with `PRAGMA quick_check`, fsynced
 * and only then renamed to its final name. So a file with a backup's name is always whole
 * and verified; a crash or a full disk mid-way leaves only a `.partial-*` file, which no
 * listing counts and the next run removes.
 */
const BACKUP_DIR = 'backups';

/** Why a backup was made; part of its name. */
export type BackupReason = 'scheduled' | 'start' | 'pre-migration' | 'manual';

/** A finished backup. */
export interface BackupFile {
  file: string;
  name: string;
  /** When the snapshot was taken: a restore loses what happened after this. */
  madeAt: Date;
  schemaVersion: number;
  reason: BackupReason;
  bytes: number;
}

// timbre-20250102T030405678Z-v9-scheduled.db
const NAME = /^timbre-(\d{8}T\d{9}Z)-v(\d+)-(scheduled|start|pre-migration|manual)\.db$/;
const PARTIAL = /^\.partial-(\d+)-/;

export function backupDirOf(dataDir: string): string {
  return join(dataDir, BACKUP_DIR);
}

/** A UTC time as a compact, sortable, file-name-safe stamp (20250102T030405678Z). */
export function fileStamp(at: Date): string {
  return at.toISOString().replace(/[-:.]/g, '');
}

function parseStamp(stamp: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(stamp)!;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`);
}

/** The finished backups in `dir`, newest first; none when the folder does not exist. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const m = NAME.exec(name);
    if (!m) continue;
    try {
      const file = join(dir, name);
      found.push({
        file,
        name,
        madeAt: parseStamp(m[1]),
        schemaVersion: Number(m[2]),
        reason: m[3] as BackupReason,
        bytes: statSync(file).size,
      });
    } catch {
      // removed while we looked
    }
  }
  return found.sort((a, b) => b.madeAt.getTime() - a.madeAt.getTime() || b.name.localeCompare(a.name));
}

/** Whether `file` is a sound SQLite database, and its schema version. */
export function verifyDatabaseFile(file: string): { ok: true; schemaVersion: number } | { ok: false; problem: string } {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const problem = quickCheckProblem(db);
    if (problem) return { ok: false, problem: `quick_check found: ${problem}` };
    return { ok: true, schemaVersion: db.pragma('user_version', { simple: true }) as number };
  } catch (err) {
    return { ok: false, problem: (err as Error).message };
  } finally {
    db?.close();
  }
}

/**
 * fsync a file, or a folder so that a rename in it survives a power cut. Windows cannot open a
 * folder for this (and makes renames durable itself), so there the folder is skipped.
 */
export function fsyncPath(path: string): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (err) {
    if (process.platform === 'win32' && statSync(path).isDirectory()) return;
    throw err;
  }
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a verified backup of `source` (any connection to the database: a read-only one is
 * enough) into `dir` and keeps only the newest `keep`. Synchronous: the service runs it in a
 * worker thread (backup-schedule.ts); the CLI and the pre-migration copy run it directly.
 */
export function writeBackup(source: Database.Database, dir: string, reason: BackupReason, keep: number, now = new Date()): BackupFile {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const schemaVersion = source.pragma('user_version', { simple: true }) as number;
  const name = `timbre-${fileStamp(now)}-v${schemaVersion}-${reason}.db`;
  const partial = join(dir, `.partial-${process.pid}-${name}`);
  const file = join(dir, name);
  try {
    source.prepare('VACUUM INTO ?').run(partial);
    const check = verifyDatabaseFile(partial);
    if (!check.ok) throw new Error(`the copy failed its check (${check.problem})`);
    fsyncPath(partial);
    renameSync(partial, file);
    fsyncPath(dir);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  pruneBackups(dir, keep);
  return { file, name, madeAt: now, schemaVersion, reason, bytes: statSync(file).size };
}

/**
 * The copy made before a schema upgrade: the one file an older Timbre can still open. Without
 * it nothing is migrated (the start is refused, the database untouched).
 */
export function backupBeforeMigration(db: Database.Database, dir: string, keep: number, from: number, to: number): BackupFile {
  try {
    return writeBackup(db, dir, 'pre-migration', keep);
  } catch (err) {
    throw new StartRefusal(
      `could not back up the database ${db.name} before upgrading its schema from version ${from} to ${to} ` +
        `(${(err as Error).message}), so nothing was changed and Timbre did not start.\n` +
        `  Backups are written to ${dir}: make room there (the copy needs about the size of the database), then start again.`,
    );
  }
}

/** Removes all but the newest `keep` backups. */
export function pruneBackups(dir: string, keep: number): void {
  for (const old of listBackups(dir).slice(Math.max(1, keep))) rmSync(old.file, { force: true });
}

/** Removes partial files left by processes that died while writing them (and this process's own, with `own`). */
export function sweepPartials(dir: string, opts: { own?: boolean } = {}): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = PARTIAL.exec(name);
    const pid = Number(m?.[1]);
    if (m && (pid === process.pid ? opts.own : !processAlive(pid))) rmSync(join(dir, name), { force: true });
  }
}
