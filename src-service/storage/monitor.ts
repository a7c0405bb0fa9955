import { statfsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { AppError } from '../core/app-error.ts';
import {
  classifyStorageFault,
  isStorageAppError,
  storageError,
  STORAGE_CODES,
  type StorageAppError,
  type StorageFaultKind,
} from './faults.ts';

/** How full the disk holding the data folder is. */
export type StorageState = 'ok' | 'low' | 'full';

/** Free space the service keeps by default: below it new generation tasks are refused (507). */
export const DEFAULT_MIN_FREE_BYTES = 256 * 1024 * 1024;
/** Below this much free space the disk counts as full whatever happened: a few blocks more and writes fail. */
export const FULL_BELOW_BYTES = 1024 * 1024;
/**
 * After a write failed for lack of space the disk stays `full` until free space has grown
 * this much beyond what was free once the failed work was cleaned up: that much was not enough.
 */
const RESUME_MARGIN_BYTES = 1024 * 1024;
/**
 * ...or until this long after the last such failure, so that one task tries again: a safety
 * net for a reading statfs gets wrong (a quota, say); space that returns is seen at once.
 */
const FULL_HOLD_MS = 10 * 60_000;
/** How often free space is read (fs.statfs, off the event loop). */
const SAMPLE_INTERVAL_MS = 1_000;

/** What health shows about the data folder's disk. */
export interface StorageView {
  dataDir: string;
  freeBytes: number;
  totalBytes: number;
  floorBytes: number;
  state: StorageState;
  /** The last storage fault met, whatever its kind. */
  lastFault: { code: string; at: string } | null;
}

/** Turns storage faults into API errors and notes them; implemented by the monitor. */
export interface StorageGuard {
  /** The API error for `err` when it is a storage fault (noting it), or null when it is not one. */
  fault(err: unknown, outcome?: string): StorageAppError | null;
}

/**
 * Watches the data folder's disk: free space on a short interval and after every storage
 * fault, and the state derived from it (see {@link StorageState}):
 * - `full`: a write failed for lack of space and free space has not grown since (by
 *   RESUME_MARGIN_BYTES, within FULL_HOLD_MS), or less than FULL_BELOW_BYTES is free;
 * - `low`: free space is below the floor (`floorBytes`);
 * - `ok` otherwise.
 * Listeners hear every change of state: the runner stops claiming work while `full` and
 * resumes when it is not, with no restart.
 */
export function createStorageMonitor(opts: { dataDir: string; floorBytes: number; intervalMs?: number; now?: () => number }) {
  const { dataDir, floorBytes } = opts;
  const now = opts.now ?? Date.now;
  let freeBytes = Number.POSITIVE_INFINITY;
  let totalBytes = 0;
  try {
    const s = statfsSync(dataDir);
    freeBytes = s.bavail * s.bsize;
    totalBytes = s.blocks * s.bsize;
  } catch {
    // statfs unsupported here: space is never the reason to stop, faults still are
  }
  // A lack of space seen: since when, and how much was free after the failed work was removed.
  let episode: { since: number; notEnough: number | null } | null = null;
  let lastFault: StorageView['lastFault'] = null;
  const listeners = new Set<(state: StorageState) => void>();

  const compute = (): StorageState => {
    if (episode && episode.notEnough !== null) {
      if (freeBytes > episode.notEnough + RESUME_MARGIN_BYTES || now() - episode.since > FULL_HOLD_MS) episode = null;
    }
    if (episode || freeBytes < FULL_BELOW_BYTES) return 'full';
    return freeBytes < floorBytes ? 'low' : 'ok';
  };
  let state = compute();
  const update = (): void => {
    const next = compute();
    if (next === state) return;
    state = next;
    for (const fn of listeners) fn(next);
  };

  /** One statfs: free space now, and with `afterFault` the amount that was not enough. */
  const measure = async (afterFault: boolean): Promise<void> => {
    try {
      const s = await statfs(dataDir);
      freeBytes = s.bavail * s.bsize;
      totalBytes = s.blocks * s.bsize;
    } catch {
      // keep the last reading; the next interval tries again
    }
    if (afterFault && episode) episode.notEnough = Math.max(episode.notEnough ?? 0, Number.isFinite(freeBytes) ? freeBytes : 0);
    update();
  };
  // One measurement at a time and at most one waiting behind it, so faults in a burst
  // cost two statfs calls, not one each.
  let running: Promise<void> | null = null;
  let queued: { promise: Promise<void>; afterFault: boolean } | null = null;
  const sample = (afterFault: boolean): Promise<void> => {
    if (!running) {
      running = measure(afterFault).finally(() => {
        running = null;
      });
      return running;
    }
    if (queued) {
      queued.afterFault ||= afterFault;
      return queued.promise;
    }
    const next: { promise: Promise<void>; afterFault: boolean } = {
      afterFault,
      promise: running.then(() => {
        queued = null;
        return sample(next.afterFault);
      }),
    };
    queued = next;
    return next.promise;
  };
  const timer = setInterval(() => void sample(false), opts.intervalMs ?? SAMPLE_INTERVAL_MS);
  timer.unref();

  const note = (kind: StorageFaultKind): void => {
    lastFault = { code: STORAGE_CODES[kind], at: new Date(now()).toISOString() };
    if (kind !== 'full') return;
    episode = { since: now(), notEnough: episode?.notEnough ?? null };
    update();
    void sample(true);
  };

  return {
    dataDir,
    floorBytes,
    fault(err: unknown, outcome?: string): StorageAppError | null {
      // Already an API error (noted where the write failed, or the floor's refusal, which is no
      // failed write at all): passed on as it is.
      if (err instanceof AppError) return isStorageAppError(err) ? err : null;
      const kind = classifyStorageFault(err);
      if (!kind) return null;
      note(kind);
      return storageError(kind, dataDir, outcome);
    },
    state: (): StorageState => state,
    view(): StorageView {
      return { dataDir, freeBytes: Number.isFinite(freeBytes) ? freeBytes : -1, totalBytes, floorBytes, state, lastFault };
    },
    /** 507 before any credit is held when free space is below the floor. */
    checkFloor(): void {
      // A fresh reading (one statfs, microseconds): the interval's may be seconds old, and a
      // refusal or an acceptance should reflect the disk as it is now.
      try {
        const s = statfsSync(dataDir);
        freeBytes = s.bavail * s.bsize;
        totalBytes = s.blocks * s.bsize;
        update();
      } catch {
        // keep the last reading
      }
      if (freeBytes >= floorBytes) return;
      throw new AppError(
        'storage_full',
        `Only ${mb(freeBytes)} is free on the disk holding the data folder ${dataDir}, below the ${mb(floorBytes)} Timbre keeps free ` +
          '(TIMBRE_MIN_FREE_MB). Free space there, then try again; nothing was charged.',
        { dataDir, freeBytes, floorBytes },
      );
    },
    /** Reads free space now; resolves once a reading taken after the call is in (and any fault noted before it). */
    refresh: (): Promise<void> => sample(false),
    onChange(fn: (state: StorageState) => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    stop(): void {
      clearInterval(timer);
      listeners.clear();
    },
  };
}

export type StorageMonitor = ReturnType<typeof createStorageMonitor>;

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
