import { createGroupCommit } from '../db/group-commit.ts';
import type { Db } from '../db/open.ts';
import type { Logger } from '../logger.ts';
import { classifyStorageFault } from '../storage/faults.ts';
import { ABORTED, sendAttempt, type AttemptOutcome } from './attempt.ts';
import type { PostFn } from './http-post.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';
import type { WebhookEventRow, WebhookRepo } from './webhook-repo.ts';

/** A delivery succeeds on a 2xx status within this time. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Deliveries in flight at once: enough to keep a loopback receiver busy, bounded so the API stays responsive. */
export const DEFAULT_CONCURRENCY = 16;
/** On stop, running attempts get this long to finish before they are abandoned (and repeated at the next start). */
const STOP_GRACE_MS = 2_000;
// setTimeout's ceiling; a later due time is simply re-checked then.
const MAX_TIMER_MS = 2 ** 31 - 1;
/** After an attempt could not be recorded because the disk refused, sending pauses this long, doubling up to the max. */
export const STORAGE_BACKOFF_MS = { first: 2_000, max: 60_000 } as const;

/** How the dispatcher reaches the rest of the service. */
export interface DispatcherDeps {
  db: Db;
  repo: WebhookRepo;
  /** The key's current webhook URL: retries follow a corrected URL. */
  webhookUrl: (keyId: string) => string | null;
  secrets: WebhookSecrets;
  post: PostFn;
  /** Milliseconds since the epoch. */
  now: () => number;
  schedule: readonly number[];
  concurrency: number;
  timeoutMs: number;
  userAgent: string;
  log: Logger;
}

/**
 * Sends due webhook attempts. The schedule lives in SQLite (next_attempt_at), so one timer
 * sleeping until the earliest due attempt is all the state kept in memory, besides the set
 * of attempts in flight; that set keeps an event from being sent twice at once.
 *
 * Delivery is at-least-once: a 2xx is committed to the database at the end of the
 * event-loop turn it is read in (results of one turn share a transaction), so a crash can
 * repeat an event only if it falls between the receiver's 2xx and that commit (or during
 * an attempt abandoned at stop). Receivers dedupe on the event id.
 */
export function createDispatcher(deps: DispatcherDeps) {
  const { db, repo, now, schedule, concurrency } = deps;
  // Under load many attempts finish per turn; one commit for all of them, not one each.
  const groupCommit = createGroupCommit(db);
  const inFlight = new Map<string, Promise<void>>();
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let wakeQueued = false;
  // A full disk: the attempt's outcome could not be written, so the event stays due. Sending
  // it again at once would only repeat the delivery, so sending pauses and backs off.
  let pausedUntil = 0;
  let backoffMs = 0;

  const iso = (ms: number) => new Date(ms).toISOString();

  /** Signs and sends one attempt of an event to its key's current URL. */
  const send = async (keyId: string, eventId: string, body: string) =>
    sendAttempt({
      post: deps.post,
      url: deps.webhookUrl(keyId),
      secrets: await deps.secrets.forSigning(keyId),
      eventId,
      body,
      nowMs: now(),
      timeoutMs: deps.timeoutMs,
      signal: shutdown.signal,
      userAgent: deps.userAgent,
    });

  const attemptRow = (eventId: string, series: number, attempt: number, startedAt: number, o: AttemptOutcome) => ({
    event_id: eventId,
    series,
    attempt,
    url: o.url,
    started_at: iso(startedAt),
    http_status: o.httpStatus,
    latency_ms: o.latencyMs,
    error_class: o.errorClass,
    error_message: o.errorMessage,
    response_excerpt: o.responseExcerpt,
  });

  /** The attempt and where it leaves the event; true when that was the last attempt. */
  const record = (row: WebhookEventRow, startedAt: number, o: AttemptOutcome): boolean => {
    const attempt = row.attempts + 1;
    repo.insertAttempt(attemptRow(row.id, row.series, attempt, startedAt, o));
    const t = now();
    const last = attempt >= schedule.length;
    repo.settle({
      id: row.id,
      series: row.series,
      attempts: attempt,
      status: o.delivered ? 'delivered' : last ? 'failed' : 'pending',
      next_attempt_at: o.delivered || last ? null : row.series_started_at + schedule[attempt] * 1000,
      delivered_at: o.delivered ? iso(t) : null,
      now: iso(t),
    });
    return !o.delivered && last;
  };

  const attempt = async (row: WebhookEventRow): Promise<void> => {
    const startedAt = now();
    const outcome = await send(row.api_key_id, row.id, row.payload);
    // Stopped mid-attempt: nothing is recorded, so it is due again at the next start.
    if (outcome === ABORTED) return;
    // Awaited before the row leaves the in-flight set, so it is never seen due twice.
    const gaveUp = await groupCommit.run(() => record(row, startedAt, outcome));
    backoffMs = 0;
    if (gaveUp) {
      deps.log.warn(
        {
          eventId: row.id,
          keyId: row.api_key_id,
          attempts: row.attempts + 1,
          errorClass: outcome.errorClass,
          httpStatus: outcome.httpStatus,
        },
        'webhook delivery failed permanently',
      );
    }
  };

  const pump = () => {
    if (!started || stopping) return;
    // One reading of the clock for both queries: with two, an attempt due in the
    // millisecond between them would be neither due nor next, and never sent.
    const t = now();
    if (t < pausedUntil) {
      if (timer) clearTimeout(timer);
      timer = setTimeout(pump, pausedUntil - t);
      timer.unref();
      return;
    }
    const free = concurrency - inFlight.size;
    if (free > 0) {
      // Rows in flight are still pending, so ask for enough to skip past them.
      for (const row of repo.due(t, free + inFlight.size)) {
        if (inFlight.size >= concurrency) break;
        if (inFlight.has(row.id)) continue;
        const run = attempt(row)
          .catch((err: unknown) => {
            if (!classifyStorageFault(err)) return deps.log.error({ err, eventId: row.id }, 'webhook attempt could not be recorded');
            // Not lost: the event stays pending in the database and is sent again after the pause.
            backoffMs = Math.min(STORAGE_BACKOFF_MS.max, backoffMs ? backoffMs * 2 : STORAGE_BACKOFF_MS.first);
            pausedUntil = now() + backoffMs;
            deps.log.warn(
              { err, eventId: row.id, retryInMs: backoffMs },
              'webhook attempt could not be recorded (disk); sending again later',
            );
          })
          .finally(() => {
            inFlight.delete(row.id);
            wake();
          });
        inFlight.set(row.id, run);
      }
    }
    arm(t);
  };

  /**
   * Sleeps until the earliest attempt not already running. With every slot busy there is
   * no timer: the next attempt to finish pumps again. Otherwise every due row is in flight,
   * so the next one to wait for is the earliest strictly in the future.
   */
  const arm = (t: number) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (inFlight.size >= concurrency) return;
    const next = repo.nextDueAfter(t);
    if (next === null) return;
    timer = setTimeout(pump, Math.min(Math.max(0, next - t), MAX_TIMER_MS));
    timer.unref();
  };

  /** Coalesces wake-ups; also lets the transaction that inserted an event commit first. */
  const wake = () => {
    if (wakeQueued) return;
    wakeQueued = true;
    setImmediate(() => {
      wakeQueued = false;
      pump();
    });
  };

  return {
    send,
    attemptRow,
    wake,
    /** Starts sending; attempts that fell due while the service was down go out now. */
    start(): void {
      started = true;
      pump();
    },
    inFlightCount: () => inFlight.size,
    /** Stops claiming; running attempts get a short grace, then are abandoned unrecorded. */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearTimeout(timer);
      const running = Promise.allSettled([...inFlight.values()]);
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((r) => (grace = setTimeout(r, STOP_GRACE_MS)))]);
      clearTimeout(grace);
      shutdown.abort(new Error('the service is stopping'));
      await running;
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
