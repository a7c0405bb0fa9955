import type { SecretState } from './webhook-secrets.ts';

/** What the dispatcher's worker is started with. */
export interface WorkerSettings {
  /** The service's database file (the worker opens its own connection). */
  file: string;
  schedule: readonly number[];
  concurrency: number;
  timeoutMs: number;
  userAgent: string;
}

/** Service → worker. */
export type ToWorker =
  | { type: 'start' }
  | { type: 'wake' }
  | { type: 'stop' }
  /** The key's webhook URL or secret changed: read them again. */
  | { type: 'key-changed'; keyId: string }
  /** The answer to a `secrets?` question; `failed` when the secret store could not be read (asked again next time). */
  | { type: 'secrets'; id: number; state: SecretState | null; failed?: boolean };

/** Worker → service. */
export type FromWorker =
  { type: 'secrets?'; id: number; keyId: string } | { type: 'log'; level: 'info' | 'warn' | 'error'; obj: object; msg?: string };
