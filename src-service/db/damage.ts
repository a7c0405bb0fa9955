import { dirname } from 'node:path';
import { cliCommand, shellArg, StartRefusal } from '../instance/refusal.ts';
import { backupDirOf, listBackups } from './backup.ts';

/** What is wrong with the database file, as far as SQLite can tell. */
export type DamageKind = 'damaged' | 'unreadable' | 'io';

/**
 * The database cannot be used: damaged (not a database, malformed, a failed quick_check),
 * unreadable (permissions, not a file) or unreadable because the disk failed. The message names
 * the file and the way out: the restore command and where the backups are.
 */
export class DatabaseDamagedError extends StartRefusal {
  readonly file: string;
  readonly problem: string;
  readonly kind: DamageKind;
  constructor(file: string, problem: string, kind: DamageKind = 'damaged') {
    super(damageMessage(file, problem, kind));
    this.file = file;
    this.problem = problem;
    this.kind = kind;
  }
}

const DAMAGED = /^SQLITE_(NOTADB|CORRUPT)/;
const UNREADABLE = /^SQLITE_(CANTOPEN|PERM|AUTH|READONLY)/;
const IO = /^SQLITE_IOERR/;

/** The damage an SQLite error reveals in `file`, or undefined for any other error. */
export function damageOf(err: unknown, file: string): DatabaseDamagedError | undefined {
  if (err instanceof DatabaseDamagedError) return err;
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  const message = (err as Error).message;
  if (DAMAGED.test(code)) return new DatabaseDamagedError(file, message, 'damaged');
  if (UNREADABLE.test(code)) return new DatabaseDamagedError(file, message, 'unreadable');
  if (IO.test(code)) return new DatabaseDamagedError(file, message, 'io');
  return undefined;
}

function damageMessage(file: string, problem: string, kind: DamageKind): string {
  const dataDir = dirname(file);
  const dir = shellArg(dataDir);
  const backupDir = backupDirOf(dataDir);
  const backups = listBackups(backupDir);
  const head = {
    damaged: `the database ${file} is damaged (${problem}), so Timbre did not start.`,
    unreadable:
      `the database ${file} cannot be opened (${problem}), so Timbre did not start.\n` +
      `  Check that it is a file this user can read and write (ls -l ${shellArg(file)}). If it is damaged:`,
    io:
      `the disk reported an error reading the database ${file} (${problem}), so Timbre did not start.\n` +
      '  Check the disk first. If the file is damaged:',
  }[kind];
  if (backups.length === 0) {
    return (
      `${head}\n` +
      `  There is no backup in ${backupDir}. To start again with an empty database, keeping the damaged file and\n` +
      `  the asset files aside (nothing is deleted), run:\n    ${cliCommand(`restore --data-dir ${dir} --empty`)}`
    );
  }
  const newest = backups[0];
  return (
    `${head}\n` +
    `  To go back to the newest good backup (made ${newest.madeAt.toISOString()}; what changed after it is lost), run:\n` +
    `    ${cliCommand(`restore --data-dir ${dir}`)}\n` +
    `  The damaged file is kept beside it, renamed. Backups are in ${backupDir} (${backups.length}); list them with:\n` +
    `    ${cliCommand(`backups --data-dir ${dir}`)}`
  );
}
