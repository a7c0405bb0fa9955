import type { RequestLogOptions } from '../request-log/request-log.ts';
import { homedir } from 'node:os';
import type { Clock } from '../core/clock.ts';
import { join } from 'node:path';
import { checkSchedule } from '../webhooks/schedule.ts';
import { checkRetrySchedule } from '../tasks/retry.ts';

/** Settings the service starts with. */
export interface ServiceConfig {
  dataDir: string;
  /** 0 = any free port; undefined = 7717, or the next free one if taken. */
  port?: number;
  /** With a fixed port: fail instead of moving to the next free one. */
  strictPort?: boolean;
  version?: string;
  /** Origins besides the service's own that may call it from a browser. */
  allowedOrigins?: string[];
  /** The built studio (renderer) to serve at `/`, when present. */
  staticDir?: string;
  /**
   * Local tasks (sandbox engines: espeak-ng, ffmpeg) run at once (default 2), to spare the
   * machine's CPU; 0 pauses them: they are accepted and wait. Live tasks have their own lanes.
   */
  concurrency?: number;
  /**
   * Tasks run at once in each live provider's lane (alpha, beta, video; default 4 each). They
   * mostly wait on the network, and the provider's rate window already paces the calls; 0
   * pauses live tasks.
   */
  liveConcurrency?: number;
  /** How long `sandbox:slow` keeps a task PROCESSING (tests shorten it). */
  sandboxSlowMs?: number;
  /** 'file' skips the OS keychain. */
  secretStore?: 'keychain' | 'file';
  /** Log level of `<dataDir>/logs/timbre.log`. */
  logLevel?: string;
  /**
   * Webhook attempts, as offsets in seconds from the event (default [0, 60, 300]: at once,
   * after 1 min, after 5 min); after the last the delivery is failed. Tests shorten it.
   */
  webhookSchedule?: number[];
  /**
   * The service's time (default: the system clock). Tests pass one they move forward, to
   * prove a schedule or an expiry without waiting for it.
   */
  clock?: Clock;
  /**
   * Pauses in seconds before each new run of a task whose provider failed for a while (a rate
   * limit, a 5xx, the network): default [5, 30, 120]; after the last the task fails, refunded.
   * [] fails such a task at once. Env TIMBRE_TASK_RETRY_SCHEDULE ("5,30,120"). Tests shorten it.
   */
  taskRetrySchedule?: number[];
  /**
   * The longest one attempt of an upstream call may take before it is abandoned (and
   * retried): a cap over each call's own timeout (20 s for a connection test up to 5 min for
   * a video download). Unset means those. Tests shorten it.
   */
  upstreamTimeoutMs?: number;
  /** Bytes of converted exports (WAV/MP3 of audio assets) kept in the data dir (default 512 MiB). */
  exportCacheBytes?: number;
  /** Seconds between automatic backups of the database into `<dataDir>/backups` (default 6 h; 0 = off). */
  backupIntervalSeconds?: number;
  /** Backups kept; older ones are removed (default 7). */
  backupKeep?: number;
  /**
   * Free space kept on the data folder's disk (default 256 MiB; env TIMBRE_MIN_FREE_MB): below
   * it new generation tasks are refused with 507 before any credit is held. 0 turns it off.
   */
  minFreeBytes?: number;
  /**
   * Check every JSON answer against its route's declared schema before it is written, and
   * answer 500 naming the difference (tests turn it on: a handler's new or mistyped field
   * would otherwise be left out silently by the schema's writer).
   */
  checkResponses?: boolean;
  /** The request log's writing (request-log/); `{ enabled: false }` records nothing (the benchmark's baseline). */
  requestLog?: RequestLogOptions;
  /**
   * Seconds a streamed answer (a download, speech sent as it is made, events) may wait unread
   * before its connection is closed (default 300; env TIMBRE_STALLED_READER_SECONDS). Tests shorten it.
   */
  stalledReaderSeconds?: number;
}

export const DEFAULT_PORT = 7717;

/** The OS's app-data folder for headless use (Electron passes its userData instead). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Timbre');
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Timbre');
  return join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'timbre');
}

/** Reads `--data-dir`, `--port` (and the TIMBRE_* variables) into a config. Flags win over env. */
export function configFromArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const flag = (name: string) => flagValue(argv, name);
  const dataDir = flag('data-dir') ?? env.TIMBRE_DATA_DIR ?? defaultDataDir(env);
  const portText = flag('port') ?? env.TIMBRE_PORT;
  let port: number | undefined;
  if (portText !== undefined) {
    port = Number(portText);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`--port must be an integer from 0 to 65535 (got "${portText}")`);
  }
  const slow = env.TIMBRE_SANDBOX_SLOW_MS === undefined ? undefined : Number(env.TIMBRE_SANDBOX_SLOW_MS);
  const webhookSchedule = env.TIMBRE_WEBHOOK_SCHEDULE === undefined ? undefined : parseWebhookSchedule(env.TIMBRE_WEBHOOK_SCHEDULE);
  const retryText = env.TIMBRE_TASK_RETRY_SCHEDULE;
  const taskRetrySchedule =
    retryText === undefined
      ? undefined
      : checkRetrySchedule(retryText.trim() === '' ? [] : retryText.split(',').map((p) => Number(p.trim())), 'TIMBRE_TASK_RETRY_SCHEDULE');
  const concurrency = taskCount(env, 'TIMBRE_CONCURRENCY');
  const liveConcurrency = taskCount(env, 'TIMBRE_LIVE_CONCURRENCY');
  const backupIntervalSeconds = wholeNumber(env, 'TIMBRE_BACKUP_INTERVAL_SECONDS', 0, 'seconds');
  const backupKeep = wholeNumber(env, 'TIMBRE_BACKUPS_KEPT', 1, 'backups');
  const stalledReaderSeconds = wholeNumber(env, 'TIMBRE_STALLED_READER_SECONDS', 1, 'seconds');
  const minFreeMb = env.TIMBRE_MIN_FREE_MB?.trim() ? Number(env.TIMBRE_MIN_FREE_MB) : undefined;
  if (minFreeMb !== undefined && !(Number.isFinite(minFreeMb) && minFreeMb >= 0)) {
    throw new Error(`TIMBRE_MIN_FREE_MB must be a number of megabytes, 0 or more (got "${env.TIMBRE_MIN_FREE_MB}")`);
  }
  const store = env.TIMBRE_SECRET_STORE?.trim();
  if (store && store !== 'keychain' && store !== 'file') {
    throw new Error(`TIMBRE_SECRET_STORE must be "keychain" or "file" (got "${env.TIMBRE_SECRET_STORE}")`);
  }
  // A port asked for explicitly is a port forced: taken means fail, not move elsewhere.
  return {
    secretStore: store ? (store as 'keychain' | 'file') : undefined,
    dataDir,
    port,
    strictPort: port !== undefined && port !== 0,
    sandboxSlowMs: Number.isFinite(slow) ? slow : undefined,
    webhookSchedule,
    taskRetrySchedule,
    concurrency,
    liveConcurrency,
    backupIntervalSeconds,
    backupKeep,
    stalledReaderSeconds,
    minFreeBytes: minFreeMb === undefined ? undefined : Math.round(minFreeMb * 1024 * 1024),
  };
}

/** The value of `--name value` or `--name=value` in `argv`. */
export function flagValue(argv: readonly string[], name: string): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = argv[i];
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1];
}

/** A lane bound from the environment: unset, or a whole number ≥ 0. */
function taskCount(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of tasks, 0 or more (got "${text}")`);
  return n;
}

/** A whole number ≥ `min` from the environment, or undefined when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number, unit: string): number | undefined {
  const text = env[name];
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of ${unit}, ${min} or more (got "${text}")`);
  return n;
}

/** Parses `TIMBRE_WEBHOOK_SCHEDULE` ("0,60,300"). */
export function parseWebhookSchedule(text: string): number[] {
  return checkSchedule(text.trim() === '' ? [] : text.split(',').map((p) => Number(p.trim())), 'TIMBRE_WEBHOOK_SCHEDULE');
}
