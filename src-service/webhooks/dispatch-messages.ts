import type { AttemptOutcome } from './attempt.ts';
import type { DueRef } from './webhook-repo.ts';
import type { SecretState } from './webhook-secrets.ts';

/** What the dispatcher's worker is started with. */
export interface WorkerSettings {
  /** The service's database file (the worker opens its own connection, read-only: see dispatcher.ts). */
  file: string;
  concurrency: number;
  timeoutMs: number;
  userAgent: string;
  /**
   * Two Int32s and a BigInt64 written by the service, read by the worker. [0]: a count of
   * changes of keys' webhook URLs or secrets; the worker drops its copies when it moved.
   * Shared memory rather than a message: a message can arrive after the worker has already
   * read, through the database, an event written after the change, and would send it with
   * the old values. [1]: how busy the service's event loop was over the last interval, per
   * mille. Bytes 8-15: the service clock's offset from real time in ms (0 but in tests), so
   * the worker decides what is due by the service's time.
   */
  shared: SharedArrayBuffer;
}

/** One answered attempt, for the service to record. */
export interface Outcome {
  ref: DueRef;
  startedAt: number;
  o: AttemptOutcome;
}

/** Service → worker. */
export type ToWorker =
  | { type: 'start' }
  | { type: 'wake' }
  | { type: 'stop' }
  /** Send what is due now, wait for the answers, hand the outcomes over, then say `settled` (tests). */
  | { type: 'settle'; id: number }
  /** The answer to a `secrets?` question; `failed` when the secret store could not be read (asked again next time). */
  | { type: 'secrets'; id: number; state: SecretState | null; failed?: boolean }
  /**
   * The answer to `outcomes`: those events are released (due again if still pending).
   * `storageFault` when the disk refused them: they stay due and sending pauses.
   */
  | { type: 'recorded'; ids: string[]; storageFault?: boolean };

/** Worker → service. */
export type FromWorker =
  | { type: 'secrets?'; id: number; keyId: string }
  | { type: 'log'; level: 'info' | 'warn' | 'error'; obj: object; msg?: string }
  /** Answered attempts to commit, in one transaction on the service's connection. */
  | { type: 'outcomes'; batch: Outcome[] }
  /** The answer to `settle`: the outcomes were sent before it; `sent` attempts were started meanwhile. */
  | { type: 'settled'; id: number; sent: number }
  /** The answer to `stop`: every outcome was sent before it, nothing runs any more. */
  | { type: 'stopped' };
