import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { claimDataDir, DataDirInUseError } from '../instance/claim.ts';
import { processAlive, readHolder } from '../instance/discovery.ts';
import { cliCommand, shellArg, StartRefusal } from '../instance/refusal.ts';
import { backupDirOf, listBackups, sweepPartials, writeBackup } from './backup.ts';
import { DEFAULT_BACKUPS_KEPT } from './backup-schedule.ts';
import { restoreDatabase } from './restore.ts';

/**
 * The CLI's database commands: `backup` (make one now), `backups` (list them) and
 * `restore` (put one in place). Each returns the text to print; refusals are thrown as
 * {@link StartRefusal}s.
 */

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** "3 h 12 min ago", for a backup's age. */
function age(from: Date, now = new Date()): string {
  const minutes = Math.max(0, Math.round((now.getTime() - from.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/**
 * A backup now. Safe beside a running service: the copy is one read transaction on a
 * read-only connection of this process (SQLite's WAL lets it read while the service writes).
 */
export function backupCommand(dataDir: string, keep = DEFAULT_BACKUPS_KEPT): string {
  const file = join(dataDir, 'timbre.db');
  if (!existsSync(file)) throw new StartRefusal(`there is no database at ${file} to back up.`);
  const holder = readHolder(dataDir);
  if (holder.command === 'restore' && holder.pid !== undefined && processAlive(holder.pid))
    throw new StartRefusal(`a restore (pid ${holder.pid}) is replacing ${file}; run the backup after it.`);
  const dir = backupDirOf(dataDir);
  sweepPartials(dir);
  const started = performance.now();
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const made = writeBackup(db, dir, 'manual', keep);
    return (
      `Backed up ${file} to ${made.file} (${mib(made.bytes)}, schema version ${made.schemaVersion}) in ${((performance.now() - started) / 1000).toFixed(1)} s.\n` +
      `Keeping the newest ${keep} backups in ${dir}.\n`
    );
  } finally {
    db.close();
  }
}

export function listCommand(dataDir: string): string {
  const dir = backupDirOf(dataDir);
  const found = listBackups(dir);
  if (found.length === 0)
    return `No backups in ${dir} yet. Make one now with:\n  ${cliCommand(`backup --data-dir ${shellArg(dataDir)}`)}\n`;
  const rows = found.map(
    (b) =>
      `  ${b.madeAt.toISOString()}  ${age(b.madeAt).padEnd(16)}  ${mib(b.bytes).padStart(10)}  schema v${b.schemaVersion}  ${b.reason.padEnd(13)}  ${b.name}`,
  );
  return (
    `Backups of ${join(dataDir, 'timbre.db')} in ${dir}, newest first:\n${rows.join('\n')}\n` +
    `Restore the newest good one with:  ${cliCommand(`restore --data-dir ${shellArg(dataDir)}`)}\n` +
    `or a chosen one with:              ${cliCommand(`restore --data-dir ${shellArg(dataDir)} --from FILE`)}\n`
  );
}

export function restoreCommand(dataDir: string, opts: { from?: string; empty?: boolean; version: string }): string {
  let claim;
  try {
    claim = claimDataDir(dataDir, { command: 'restore', version: opts.version });
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    const h = err.holder;
    throw new StartRefusal(
      `the data folder ${dataDir} is in use by a running Timbre${h.pid === undefined ? '' : ` (pid ${h.pid}${h.url ? `, ${h.url}` : ''})`}, ` +
        'so nothing was restored and nothing was changed.\n' +
        `  A restore needs the folder to itself: stop that Timbre first${h.pid === undefined ? '' : ` (kill ${h.pid}, or quit the app)`}, then run the restore again.`,
    );
  }
  try {
    const r = restoreDatabase(dataDir, opts);
    claim.release({ clean: true });
    const lines: string[] = [];
    const db = join(dataDir, 'timbre.db');
    for (const s of r.skipped) lines.push(`Passed over ${s.file}: ${s.problem}.`);
    if (r.from) {
      const when = r.from.madeAt ? `, made ${r.from.madeAt.toISOString()} (${age(r.from.madeAt)})` : '';
      lines.push(`Restored ${db} from ${r.from.file}${when}, schema version ${r.from.schemaVersion}.`);
    } else {
      lines.push(`Moved the database aside; the next start creates a new, empty ${db}.`);
    }
    lines.push(r.keptAside.length ? `Kept aside, not deleted: ${r.keptAside.join(', ')}` : 'There was no database file to keep aside.');
    const since = r.from?.madeAt ? ` after ${r.from.madeAt.toISOString()}` : r.from ? ' after that backup was made' : '';
    lines.push(
      `Lost: what was recorded${since || ' in the old database'}: tasks submitted or finished, credits granted or spent, voices ` +
        'cloned or designed, API keys created (and API keys revoked since are valid again: revoke them again), webhook and provider settings.',
    );
    if (r.recovered.files) {
      lines.push(
        `${r.recovered.files} asset file(s) made${since || ''} have no record in the restored database; they were moved, intact, to ${r.recovered.dir}.`,
      );
    }
    if (r.missingFiles)
      lines.push(`${r.missingFiles} asset(s) in the backup have no file any more (deleted after it); downloading them will fail.`);
    lines.push('Start Timbre again as usual; tasks that were running when the backup was made are resumed or refunded.');
    return `${lines.join('\n')}\n`;
  } catch (err) {
    // Nothing was replaced (the swap is the last step): leave the unclean-stop marker as it was.
    claim.release({ clean: !claim.uncleanStop });
    throw err;
  }
}
