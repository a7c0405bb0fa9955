import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { StartRefusal } from '../instance/refusal.ts';
import { backupDirOf, fileStamp, fsyncPath, listBackups, verifyDatabaseFile, type BackupFile } from './backup.ts';
import { migrations } from './migrations/index.ts';

/** What a restore did, for the user. */
export interface RestoreReport {
  /** The backup put in place (undefined for `--empty`). */
  from?: { file: string; madeAt?: Date; schemaVersion: number };
  /** The files that were timbre.db (and its -wal/-shm), under their new names. */
  keptAside: string[];
  /** Asset files with no row in the restored database, moved here instead of being swept. */
  recovered: { dir: string; files: number };
  /** Asset rows of the restored database whose file is gone (deleted after the backup). */
  missingFiles: number;
  /** Backups that failed their check and were passed over. */
  skipped: Array<{ file: string; problem: string }>;
}

/**
 * Puts a backup in place of timbre.db. The caller holds the data folder (no service runs).
 * Nothing is deleted: the current database and its -wal/-shm are renamed
 * `timbre.db.before-restore-<time>` (still openable together), and asset files the restored
 * database does not know (made after the backup) are moved to `recovered/<time>/assets`,
 * where the start-up sweep, which deletes files without a row, cannot reach them.
 * `from` picks a file; otherwise the newest backup that passes quick_check. `empty` restores
 * nothing: the next start creates a new database.
 */
export function restoreDatabase(dataDir: string, opts: { from?: string; empty?: boolean } = {}): RestoreReport {
  const skipped: RestoreReport['skipped'] = [];
  const chosen = opts.empty ? undefined : chooseBackup(dataDir, opts.from, skipped);
  const stamp = fileStamp(new Date());
  const dbFile = join(dataDir, 'timbre.db');
  // The copy is made first: when it fails (a full disk), nothing has been moved.
  const partial = `${dbFile}.restoring`;
  if (chosen) {
    try {
      copyFileSync(chosen.file, partial);
      fsyncPath(partial);
    } catch (err) {
      rmSync(partial, { force: true });
      throw err;
    }
  }
  const keptAside: string[] = [];
  for (const suffix of ['', '-wal', '-shm']) {
    const from = dbFile + suffix;
    if (!existsSync(from)) continue;
    const to = `${dbFile}.before-restore-${stamp}${suffix}`;
    renameSync(from, to);
    keptAside.push(to);
  }
  let known = new Set<string>();
  if (chosen) {
    renameSync(partial, dbFile);
    fsyncPath(dataDir);
    known = assetIds(dbFile);
  }
  const { recovered, missingFiles } = keepUnknownAssets(dataDir, known, stamp);
  return { from: chosen, keptAside, recovered, missingFiles, skipped };
}

function chooseBackup(
  dataDir: string,
  from: string | undefined,
  skipped: RestoreReport['skipped'],
): { file: string; madeAt?: Date; schemaVersion: number } {
  const candidates: Array<Pick<BackupFile, 'file'> & { madeAt?: Date }> = from ? [{ file: from }] : listBackups(backupDirOf(dataDir));
  if (candidates.length === 0) {
    throw new StartRefusal(
      `there is no backup in ${backupDirOf(dataDir)} to restore. Name a file with --from, or start again with an empty database with --empty.`,
    );
  }
  for (const c of candidates) {
    const check = verifyDatabaseFile(c.file);
    if (!check.ok) {
      skipped.push({ file: c.file, problem: check.problem });
      continue;
    }
    if (check.schemaVersion > migrations.length) {
      skipped.push({
        file: c.file,
        problem: `schema version ${check.schemaVersion} is newer than this Timbre knows (${migrations.length})`,
      });
      continue;
    }
    return { file: c.file, madeAt: c.madeAt, schemaVersion: check.schemaVersion };
  }
  throw new StartRefusal(`no usable backup: ${skipped.map((s) => `${s.file} (${s.problem})`).join('; ')}. Nothing was changed.`);
}

function assetIds(dbFile: string): Set<string> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const hasAssets = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'assets'").get();
    return new Set(hasAssets ? (db.prepare('SELECT id FROM assets').pluck().all() as string[]) : []);
  } finally {
    db.close();
  }
}

/** Moves asset files without a row aside (dot-entries are the store's scratch and caches). */
function keepUnknownAssets(dataDir: string, known: Set<string>, stamp: string): Pick<RestoreReport, 'recovered' | 'missingFiles'> {
  const assets = join(dataDir, 'assets');
  const dir = join(dataDir, 'recovered', stamp, 'assets');
  const present = existsSync(assets) ? readdirSync(assets).filter((f) => !f.startsWith('.')) : [];
  let files = 0;
  for (const f of present) {
    if (known.has(f)) continue;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    renameSync(join(assets, f), join(dir, f));
    files++;
  }
  const onDisk = new Set(present);
  const missingFiles = [...known].filter((id) => !onDisk.has(id)).length;
  return { recovered: { dir, files }, missingFiles };
}
