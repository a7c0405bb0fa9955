/**
 * Storage faults: a write into the data folder that the disk refused. They are told apart
 * from bugs once, here, so every place that writes (asset store, ffmpeg renders and
 * conversions, SQLite, the log) fails only the work it belongs to, with a code and a message
 * that says what to do, instead of `internal`.
 *
 * Kept free of service imports beyond the error types: the checkpoint worker loads it too.
 */
import { AppError } from '../core/app-error.ts';
import type { ErrorCode } from '../contract/error-codes.ts';
import type { TaskFailureCode } from '../contract/failures.ts';

/** Out of space (or quota), read-only file system, or an I/O error of the disk. */
export type StorageFaultKind = 'full' | 'read_only' | 'io';

/**
 * The code of each kind: an API error code (statuses in contract/errors.ts: 507, 507, 503) and
 * a task failure code alike, since a fault fails a request or a running task the same way.
 */
export const STORAGE_CODES = {
  full: 'storage_full',
  read_only: 'storage_read_only',
  io: 'storage_io',
} as const satisfies Record<StorageFaultKind, ErrorCode & TaskFailureCode>;

/** One of {@link STORAGE_CODES}. */
type StorageCode = (typeof STORAGE_CODES)[StorageFaultKind];

/** The API error of a storage fault. */
export type StorageAppError = AppError & { readonly code: StorageCode };

const KIND_OF_CODE: Readonly<Record<string, StorageFaultKind>> = { storage_full: 'full', storage_read_only: 'read_only', storage_io: 'io' };

const ERRNO: Readonly<Record<string, StorageFaultKind>> = { ENOSPC: 'full', EDQUOT: 'full', EROFS: 'read_only', EIO: 'io' };

// What ffmpeg (and any C tool) prints for those errnos: strerror() text on stderr.
const STRERROR: ReadonlyArray<[RegExp, StorageFaultKind]> = [
  [/No space left on device|Disk quota exceeded/i, 'full'],
  [/Read-only file system/i, 'read_only'],
  [/Input\/output error/i, 'io'],
];

/**
 * The kind of storage fault `err` is, or null when it is something else. Knows Node's errno
 * codes, better-sqlite3's SqliteError codes (SQLITE_FULL, SQLITE_READONLY*, SQLITE_IOERR*),
 * ffmpeg's stderr (the `ffmpegMessage` of a render or conversion error) and `cause` chains.
 */
export function classifyStorageFault(err: unknown): StorageFaultKind | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (ERRNO[code]) return ERRNO[code];
      if (isStorageCode(code)) return KIND_OF_CODE[code];
      // SHMSIZE: the WAL index could not grow, which SQLite documents as "may indicate that
      // the underlying filesystem volume is out of space"; on a full disk it is what opening gives.
      if (code === 'SQLITE_FULL' || code === 'SQLITE_IOERR_SHMSIZE') return 'full';
      if (code.startsWith('SQLITE_READONLY')) return 'read_only';
      if (code.startsWith('SQLITE_IOERR')) return 'io';
    }
    const tool = (e as { ffmpegMessage?: unknown }).ffmpegMessage;
    if (typeof tool === 'string') {
      const kind = strerrorKind(tool);
      if (kind) return kind;
    }
  }
  return null;
}

/** The storage fault a tool's stderr line names, if any. */
function strerrorKind(text: string): StorageFaultKind | null {
  for (const [re, kind] of STRERROR) if (re.test(text)) return kind;
  return null;
}

/**
 * Of a tool's stderr lines, the one naming a storage fault: ffmpeg reports "No space left on
 * device" once and then several generic lines, so the last line alone would hide the cause.
 */
export function storageLine(lines: readonly string[]): string | undefined {
  return lines.find((l) => strerrorKind(l) !== null);
}

/** What the user is told for each kind: what happened to the data folder, and what to do. */
export function storageMessage(kind: StorageFaultKind, dataDir: string): string {
  switch (kind) {
    case 'full':
      return (
        `The disk holding the data folder ${dataDir} is full. Free space there (delete files you no longer need, ` +
        'or move the data folder with --data-dir), then try again.'
      );
    case 'read_only':
      return (
        `The data folder ${dataDir} is on a read-only file system, so nothing can be saved. Make it writable ` +
        '(remount the disk, or choose another folder with --data-dir), then try again.'
      );
    case 'io':
      return (
        `The disk holding the data folder ${dataDir} reported an input/output error, so the data could not be saved. ` +
        'Check the disk (it may be failing or disconnected), then try again.'
      );
  }
}

/** The API error of a storage fault; `outcome` says what became of the request ("nothing was kept"). */
export function storageError(kind: StorageFaultKind, dataDir: string, outcome?: string): StorageAppError {
  const message = outcome ? `${storageMessage(kind, dataDir)} ${outcome}` : storageMessage(kind, dataDir);
  return new AppError(STORAGE_CODES[kind], message, { dataDir }) as StorageAppError;
}

/** `storageError` for `err` when it is a storage fault (an AppError of one is kept as is); otherwise null. */
export function storageAppError(err: unknown, dataDir: string): StorageAppError | null {
  if (err instanceof AppError) return isStorageAppError(err) ? err : null;
  const kind = classifyStorageFault(err);
  return kind ? storageError(kind, dataDir) : null;
}

/** True for the codes of storage faults. */
function isStorageCode(code: string): code is StorageCode {
  return Object.hasOwn(KIND_OF_CODE, code);
}

/** True for the API error of a storage fault. */
export function isStorageAppError(err: AppError): err is StorageAppError {
  return isStorageCode(err.code);
}
