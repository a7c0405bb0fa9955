import type { Db } from '../db/open.ts';
import type { Logger } from '../logging/logger.ts';
import { AppError, invalid, notFound } from '../core/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import { classifyStorageFault } from '../storage/faults.ts';
import type { SettingsRepo } from '../settings/settings-repo.ts';
import {
  REQUEST_LOG_PAGE,
  REQUEST_LOG_RETENTION,
  type RequestLogDetail,
  type RequestLogEntry,
  type RequestLogPage,
  type RequestLogQuery,
  type RequestLogSettings,
} from '../contract/request-log.ts';
import { createRequestLogRepo, type LogFilter, type StoredEntry } from './request-log-repo.ts';

/** An entry before it has an id and a time. */
export type LogDraft = Omit<StoredEntry, 'id' | 'createdAt'>;

/** How the log writes and prunes; the defaults suit a desktop service. */
export interface RequestLogOptions {
  /** Off: nothing is recorded (the benchmark's baseline). */
  enabled?: boolean;
  /** Buffered entries are written this often, in one transaction. */
  flushMs?: number;
  /** ...or as soon as this many are waiting. */
  flushAt?: number;
  /** How often old entries are pruned. */
  pruneMs?: number;
}

const SETTINGS_KEY = 'requestLog';
const DEFAULTS: RequestLogSettings = {
  maxEntries: REQUEST_LOG_RETENTION.maxEntries.default,
  maxAgeDays: REQUEST_LOG_RETENTION.maxAgeDays.default,
};
/** Rows deleted per transaction while pruning, with a turn of the event loop between. */
const PRUNE_CHUNK = 2000;

/** `4xx` → [400, 499]; `402` → 402. The route's schema has checked the pattern. */
function statusFilter(status: string | undefined): LogFilter['status'] {
  if (status === undefined) return undefined;
  if (status.endsWith('xx')) {
    const from = Number(status[0]) * 100;
    return [from, from + 99];
  }
  return Number(status);
}

/**
 * The request log. Recording never touches the database on the request's path: entries go
 * into a buffer that is written in one transaction every `flushMs` (or once `flushAt` are
 * waiting), so a busy client costs one small transaction per interval rather than one per call.
 * A disk that refuses the write (full, read-only) drops that batch with one warning; the API
 * goes on. Ids are handed out here (one service per data folder), so a caller learns its
 * entry's id at once.
 */
export function createRequestLog(deps: { db: Db; settings: SettingsRepo; now: () => Date; log: Logger; options?: RequestLogOptions }) {
  const opts = { enabled: true, flushMs: 200, flushAt: 500, pruneMs: 60_000, ...deps.options };
  const repo = createRequestLogRepo(deps.db);
  let nextId = repo.maxId() + 1;
  let buffer: StoredEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let dropping = false;
  let pruning: Promise<void> | undefined;
  // Calls of the same millisecond share one ISO string (made once, not per call).
  let stampMs = 0;
  let stampIso = '';
  const stamp = () => {
    const ms = deps.now().getTime();
    if (ms !== stampMs) {
      stampMs = ms;
      stampIso = new Date(ms).toISOString();
    }
    return stampIso;
  };
  let retention: RequestLogSettings = { ...DEFAULTS, ...(deps.settings.get(SETTINGS_KEY) as Partial<RequestLogSettings> | undefined) };

  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (buffer.length === 0) return;
    const entries = buffer;
    buffer = [];
    try {
      repo.insertAll(entries);
      if (dropping) deps.log.info({}, 'the request log is written again');
      dropping = false;
    } catch (err) {
      // The log is advisory: the calls themselves were answered; their entries are lost.
      if (!dropping) {
        const kind = classifyStorageFault(err);
        deps.log.warn(
          { err: kind ? undefined : err, kind, dropped: entries.length },
          kind
            ? `the request log could not be written (${kind}); entries are dropped until it can be`
            : 'the request log could not be written; entries are dropped',
        );
      }
      dropping = true;
    }
  };

  const prune = async (): Promise<void> => {
    const cutoff = new Date(deps.now().getTime() - retention.maxAgeDays * 86_400_000).toISOString();
    try {
      flush();
      const bound = repo.pruneBound(cutoff, retention.maxEntries);
      if (bound === 0) return;
      // Chunks with a turn between, so a large backlog never holds the event loop.
      while (repo.deleteBelow(bound, PRUNE_CHUNK) === PRUNE_CHUNK) await new Promise((r) => setImmediate(r));
    } catch (err) {
      if (!classifyStorageFault(err)) deps.log.error({ err }, 'pruning the request log failed');
    }
  };
  const pruneOnce = () => (pruning ??= prune().finally(() => (pruning = undefined)));

  /** The keyId a principal may see: a key only its own; the session any (or the one asked for). */
  const scopeOf = (principal: Principal, asked: string | undefined): string | undefined => {
    if (principal.kind === 'session') return asked;
    if (asked !== undefined && asked !== principal.keyId) {
      throw new AppError('forbidden', 'apiKeyId: an API key sees only its own calls; leave it out or use your own key id', {
        field: 'apiKeyId',
      });
    }
    return principal.keyId;
  };

  return {
    enabled: opts.enabled,

    /** Buffers an entry; answers it with its id. */
    record(draft: LogDraft): StoredEntry {
      // The draft is the caller's fresh object: it becomes the entry, with no copy.
      const entry = draft as StoredEntry;
      entry.id = nextId++;
      entry.createdAt = stamp();
      if (!opts.enabled) return entry;
      buffer.push(entry);
      if (buffer.length >= opts.flushAt) flush();
      else timer ??= setTimeout(flush, opts.flushMs).unref();
      return entry;
    },

    /** Writes what is buffered now (before reading, and on shutdown). */
    flush,

    list(principal: Principal, q: RequestLogQuery): RequestLogPage {
      flush();
      const limit = q.limit ?? REQUEST_LOG_PAGE.default;
      const data = repo.list({
        apiKeyId: scopeOf(principal, q.apiKeyId),
        status: statusFilter(q.status),
        errorCode: q.errorCode,
        route: q.route,
        tool: q.tool,
        before: q.before,
        limit,
      });
      return { data, nextBefore: data.length === limit ? data[data.length - 1].id : null };
    },

    /** One entry with its bodies; a key sees only its own (another's is a 404, as if absent). */
    get(principal: Principal, id: number): RequestLogDetail {
      flush();
      const stored = repo.get(id);
      if (!stored || (principal.kind === 'apiKey' && stored.apiKeyId !== principal.keyId)) throw notFound('request log entry', String(id));
      const { bodies, ...entry } = stored;
      return { entry: entry as RequestLogEntry, bodies };
    },

    settings(): RequestLogSettings {
      return { ...retention };
    },

    /** New retention, applied at once (pruned in the background). */
    updateSettings(next: RequestLogSettings): RequestLogSettings {
      if (!Number.isInteger(next.maxEntries)) throw invalid('maxEntries', 'must be an integer');
      deps.settings.put(SETTINGS_KEY, next, deps.now().toISOString());
      retention = { ...next };
      void pruneOnce();
      return { ...retention };
    },

    /** Prunes now; resolves once done (tests and the settings change use it). */
    prune: pruneOnce,

    /** Entries stored (buffered ones written first). */
    count(): number {
      flush();
      return repo.count();
    },

    start(): void {
      if (!opts.enabled) return;
      void pruneOnce();
      pruneTimer = setInterval(() => void pruneOnce(), opts.pruneMs).unref();
    },

    /** Writes what is buffered; called after the HTTP server has closed, so the last calls are logged. */
    async stop(): Promise<void> {
      if (pruneTimer) clearInterval(pruneTimer);
      await pruning;
      flush();
    },
  };
}

export type RequestLog = ReturnType<typeof createRequestLog>;
