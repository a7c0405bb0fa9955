import { Worker } from 'node:worker_threads';
import { workerExecArgv } from '../core/worker-exec-argv.ts';
import { listBackups, sweepPartials, type BackupFile, type BackupReason } from './backup.ts';

/** Default time between automatic backups while the service runs: 6 hours. */
export const DEFAULT_BACKUP_INTERVAL_SECONDS = 6 * 3600;
/** Default number of backups kept. */
export const DEFAULT_BACKUPS_KEPT = 7;
/** A start-up backup waits this long (at most one interval), so it does not compete with recovery. */
const START_DELAY_MS = 5000;

/** What health reports about backups. */
interface BackupStatus {
  dir: string;
  count: number;
  newest: { file: string; madeAt: string; bytes: number; schemaVersion: number } | null;
  /** The last failed attempt, until one succeeds. */
  lastError: { at: string; message: string } | null;
  intervalSeconds: number;
  keep: number;
}

export interface BackupSchedule {
  status(): BackupStatus;
  /** Makes one backup now (in a worker); resolves when it is done or has failed. */
  runNow(reason?: BackupReason): Promise<void>;
  /** Stops the timer and abandons a backup in progress (its partial file is removed). */
  stop(): Promise<void>;
}

export interface BackupScheduleOptions {
  /** The database file (the worker opens its own read-only connection). */
  file: string;
  dir: string;
  /** 0 turns automatic backups off. */
  intervalSeconds: number;
  keep: number;
  /** The database existed before this start (a new one has nothing worth a start-up backup). */
  existedBefore: boolean;
  onError(err: Error): void;
}

/**
 * Automatic backups while the service runs: one soon after start when the newest is older
 * than the interval (or there is none), then one every interval. Each runs in a worker
 * thread; a failure (a full disk, a damaged database) is logged and shown in health and
 * never stops the service; the next attempt comes one interval later.
 */
export function startBackupSchedule(opts: BackupScheduleOptions): BackupSchedule {
  const intervalMs = opts.intervalSeconds * 1000;
  sweepPartials(opts.dir);
  let backups = listBackups(opts.dir);
  let lastError: BackupStatus['lastError'] = null;
  let timer: NodeJS.Timeout | undefined;
  let current: { worker: Worker; done: Promise<void> } | undefined;
  let stopped = false;

  const schedule = (delayMs: number, reason: BackupReason = 'scheduled') => {
    if (stopped || intervalMs <= 0) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(reason).then(() => schedule(intervalMs)), Math.min(delayMs, 2 ** 31 - 1)).unref();
  };

  const run = (reason: BackupReason): Promise<void> => {
    if (current) return current.done;
    const worker = new Worker(new URL('./backup-worker.ts', import.meta.url), {
      execArgv: workerExecArgv(),
      workerData: { file: opts.file, dir: opts.dir, reason, keep: opts.keep },
    });
    const done = new Promise<void>((resolve) => {
      let answered = false;
      const fail = (message: string) => {
        lastError = { at: new Date().toISOString(), message };
        opts.onError(new Error(`backup of ${opts.file} failed: ${message}`));
      };
      worker.once('message', (msg: { ok: true; backup: BackupFile } | { ok: false; message: string }) => {
        answered = true;
        if (msg.ok) lastError = null;
        else fail(msg.message);
      });
      worker.once('error', (err) => {
        answered = true;
        fail(err.message);
      });
      worker.once('exit', () => {
        if (!answered && !stopped) fail('the backup worker stopped before it finished');
        backups = listBackups(opts.dir);
        current = undefined;
        resolve();
      });
    });
    current = { worker, done };
    return done;
  };

  // Due one interval after the newest backup; with none, at once for a database that already
  // held data, after one interval for a new one. Overdue at start: soon, not at once.
  const newest = backups[0]?.madeAt.getTime();
  const due = newest !== undefined ? newest + intervalMs - Date.now() : opts.existedBefore ? 0 : intervalMs;
  if (due > 0) schedule(due);
  else schedule(Math.min(START_DELAY_MS, intervalMs), 'start');

  return {
    status() {
      const newest = backups[0];
      return {
        dir: opts.dir,
        count: backups.length,
        newest: newest
          ? { file: newest.file, madeAt: newest.madeAt.toISOString(), bytes: newest.bytes, schemaVersion: newest.schemaVersion }
          : null,
        lastError,
        intervalSeconds: opts.intervalSeconds,
        keep: opts.keep,
      };
    },
    runNow: (reason = 'manual') => run(reason),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (!current) return;
      const { worker, done } = current;
      await worker.terminate();
      await done;
      sweepPartials(opts.dir, { own: true });
    },
  };
}
