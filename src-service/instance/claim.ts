import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readHolder, readOwner, removeOwner, writeOwner, type Holder } from './discovery.ts';
import { tryLockDataDir } from './lock.ts';
import { shellArg, StartRefusal } from './refusal.ts';

/** Another process (or another service in this one) holds the data folder. */
export class DataDirInUseError extends StartRefusal {
  readonly dataDir: string;
  readonly holder: Holder;
  constructor(dataDir: string, holder: Holder) {
    super(inUseMessage(dataDir, holder));
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

/** The data folder cannot be written (read-only file system, permissions). */
export class DataDirReadOnlyError extends StartRefusal {
  readonly dataDir: string;
  readonly code: string;
  constructor(dataDir: string, code: string) {
    super(
      `the data folder ${dataDir} cannot be written (${code}: ${code === 'EROFS' ? 'it is on a read-only file system' : 'permission denied'}).\n` +
        '  Timbre keeps its database, assets and logs there and changes nothing in a folder it cannot write.\n' +
        '  Make the folder writable (remount it read-write, or fix its owner and permissions), or choose another folder with --data-dir.',
    );
    this.dataDir = dataDir;
    this.code = code;
  }
}

const NOT_WRITABLE = new Set(['EROFS', 'EACCES', 'EPERM']);

function inUseMessage(dataDir: string, h: Holder): string {
  const since = h.startedAt ? ` since ${h.startedAt}` : '';
  const dir = shellArg(dataDir);
  if (h.command !== undefined && h.command !== 'serve') {
    return (
      `the data folder ${dataDir} is in use by a Timbre ${h.command} command (pid ${h.pid})${since}.\n` +
      `  Nothing was started and nothing in the folder was changed. Wait for that command to finish, then try again.`
    );
  }
  const who =
    h.pid === undefined
      ? 'another Timbre that is still starting (its pid is not recorded yet)'
      : h.url
        ? `another Timbre (pid ${h.pid}) serving ${h.url}${since}`
        : `another Timbre (pid ${h.pid}) that is still starting (no address yet)${since}`;
  return (
    `the data folder ${dataDir} is in use by ${who}.\n` +
    '  One data folder serves one Timbre at a time, so this one did not start and changed nothing in the folder.\n' +
    `  Use the running one (\`npm start -- --data-dir ${dir}\` opens its studio), stop it first` +
    `${h.pid === undefined ? '' : ` (kill ${h.pid})`}, or choose another folder with --data-dir.`
  );
}

/** A data folder held by this process. */
export interface DataDirClaim {
  dataDir: string;
  /** The previous holder never stopped cleanly (it crashed or was killed): check the database. */
  uncleanStop: boolean;
  /** Lets the folder go. `clean` (a deliberate stop) also removes the owner file, the unclean-stop marker. */
  release(opts: { clean: boolean }): void;
}

/**
 * Makes this process the one user of `dataDir`, before anything in it is touched; throws a
 * {@link StartRefusal} when another holds it or the folder cannot be written. A refused claim
 * writes nothing (the folder is only created when missing). The owner file doubles as the
 * unclean-stop marker: still there when the lock is next taken means its writer died.
 */
export function claimDataDir(dataDir: string, who: { command: string; version: string }): DataDirClaim {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    // A recursive mkdir on a read-only file system reports ENOENT: ask the nearest existing folder.
    throw asNotWritable(err, dataDir) ?? probeWrite(nearestExisting(dataDir), dataDir) ?? err;
  }
  let lock;
  try {
    lock = tryLockDataDir(dataDir);
  } catch (err) {
    // SQLite says "unable to open" or "readonly"; the file system says why.
    throw probeWrite(dataDir) ?? err;
  }
  if (!lock) throw new DataDirInUseError(dataDir, readHolder(dataDir));
  const uncleanStop = readOwner(dataDir) !== undefined;
  try {
    writeOwner(dataDir, { pid: process.pid, command: who.command, version: who.version, startedAt: new Date().toISOString() });
  } catch (err) {
    lock.release();
    throw asNotWritable(err, dataDir) ?? err;
  }
  return {
    dataDir,
    uncleanStop,
    release({ clean }) {
      if (clean) removeOwner(dataDir);
      lock.release();
    },
  };
}

function asNotWritable(err: unknown, dataDir: string): DataDirReadOnlyError | undefined {
  const code = (err as NodeJS.ErrnoException).code;
  return code && NOT_WRITABLE.has(code) ? new DataDirReadOnlyError(dataDir, code) : undefined;
}

/** Creates and removes an empty file in `dir`: the cheapest write that tells a read-only folder apart. */
function probeWrite(dir: string, dataDir = dir): DataDirReadOnlyError | undefined {
  const probe = join(dir, `.write-probe-${process.pid}`);
  try {
    closeSync(openSync(probe, 'wx'));
    rmSync(probe, { force: true });
    return undefined;
  } catch (err) {
    return asNotWritable(err, dataDir);
  }
}

function nearestExisting(path: string): string {
  let dir = resolve(path);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
