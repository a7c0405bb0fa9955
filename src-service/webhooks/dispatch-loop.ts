import type { Logger } from '../logging/logger.ts';
import { ABORTED, sendAttempt } from './attempt.ts';
import type { Outcome } from './dispatch-messages.ts';
import type { PostFn } from './http-post.ts';
import type { SigningSecrets } from './signing.ts';
import type { DueRef, WebhookRepo } from './webhook-repo.ts';

/** A delivery succeeds on a 2xx status within this time. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Deliveries in flight at once: enough to keep a loopback receiver busy. */
export const DEFAULT_CONCURRENCY = 16;
/** On stop, running attempts get this long to finish before they are abandoned (and repeated at the next start). */
const STOP_GRACE_MS = 2_000;
// setTimeout's ceiling; a later due time is simply re-checked then.
const MAX_TIMER_MS = 2 ** 31 - 1;
/** After an attempt could not be recorded because the disk refused, sending pauses this long, doubling up to the max. */
const STORAGE_BACKOFF_MS = { first: 2_000, max: 60_000 } as const;
/** Due events read per query (without payloads), so a backlog is read once, not once per pump. */
const READ_AHEAD = 256;
/**
 * Outcomes recorded per transaction at most, and how long the first waits for others to
 * share its commit. Recording costs the service's thread ~55 µs an outcome in batches of
 * 10 but ~40 in batches of 50 (a commit, a message each way); 20 ms gathers ~50 at a few
 * thousand deliveries a second, and only delays when an event counts as sent (and stays
 * held against a second send), not any delivery.
 */
const COMMIT_BATCH = 256;
const COMMIT_DELAY_MS = 20;
/**
 * Deliveries are background work (receivers dedupe, retries are minutes apart), while a
 * request waits for its answer. While the event loop answering requests is busier than
 * this (share of the last interval), attempts go one at a time, one per YIELD_MS at most,
 * leaving the CPU to the requests.
 */
const API_BUSY = 0.8;
const YIELD_MS = 10;

/**
 * What the loop needs: reads of the queue (its own connection, never written: every read is
 * one statement, so no snapshot stays open across an await), the key's URL and secrets
 * (cached by the caller), and `commit`, which hands answered attempts to the service to
 * record; the service answers through the loop's `recorded`.
 */
export interface DispatchLoopDeps {
  repo: Pick<WebhookRepo, 'dueRefs' | 'nextDueAfter'>;
  commit: (batch: Outcome[]) => void;
  /** The key's current webhook URL: retries follow a corrected URL. */
  webhookUrl: (keyId: string) => string | null;
  secrets: (keyId: string) => SigningSecrets | null | Promise<SigningSecrets | null>;
  post: PostFn;
  concurrency: number;
  timeoutMs: number;
  userAgent: string;
  log: Logger;
  /** How busy the event loop answering requests was lately, 0 to 1. */
  apiBusy: () => number;
  /** The service's time (milliseconds since the epoch): what is due is decided by it. */
  now: () => number;
}

/**
 * Sends due webhook attempts. The schedule lives in SQLite (next_attempt_at), so what is
 * kept in memory is only a read-ahead of due events (at most a page, with their bodies) and the set of events held (queued,
 * being sent, or sent and awaiting their commit); that set keeps an event from being sent
 * twice at once. A slot frees as soon as its answer is in; outcomes are committed together,
 * a few milliseconds later.
 *
 * Delivery is at-least-once: a crash can repeat an event only if it falls between the
 * receiver's 2xx and that commit (or during an attempt abandoned at stop). Receivers dedupe
 * on the event id.
 */
export function createDispatchLoop(deps: DispatchLoopDeps) {
  const { repo, concurrency } = deps;
  const queue: Array<{ ref: DueRef; body: string }> = [];
  const held = new Set<string>();
  const running = new Set<Promise<void>>();
  const shutdown = new AbortController();
  let cursor: { at: number; id: string } | undefined;
  let outcomes: Outcome[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let wakeQueued = false;
  // After a full disk, sending pauses (see `recorded`).
  let pausedUntil = 0;
  let backoffMs = 0;
  let lastStart = 0;
  // Attempts started since the loop began (what `settled` reports).
  let startedCount = 0;

  /**
   * Hands the outcomes gathered so far to the service, which commits them in one
   * transaction and answers with `recorded`; until then their events stay held.
   */
  const flush = () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = outcomes;
    outcomes = [];
    if (batch.length) deps.commit(batch);
  };

  /** The service's answer to a batch: its events are free to be read as due again. */
  const recorded = (ids: readonly string[], storageFault: boolean) => {
    for (const id of ids) held.delete(id);
    if (storageFault) {
      // A full disk: the outcomes could not be written, so their events stay due. Sending
      // them again at once would only repeat the deliveries, so sending pauses and backs off.
      backoffMs = Math.min(STORAGE_BACKOFF_MS.max, backoffMs ? backoffMs * 2 : STORAGE_BACKOFF_MS.first);
      pausedUntil = deps.now() + backoffMs;
      deps.log.warn({ retryInMs: backoffMs }, 'webhook sending paused: attempts could not be recorded (disk)');
    } else backoffMs = 0;
    wake();
  };

  const attempt = async (ref: DueRef, body: string): Promise<void> => {
    let handedOver = false;
    try {
      // The URL and secrets first (the secrets may be a question to the service): no
      // transaction is open anywhere in this thread while it waits.
      const url = deps.webhookUrl(ref.api_key_id);
      const secrets = await deps.secrets(ref.api_key_id);
      const startedAt = deps.now();
      const o = await sendAttempt({
        post: deps.post,
        url,
        secrets,
        eventId: ref.id,
        body,
        nowMs: startedAt,
        timeoutMs: deps.timeoutMs,
        signal: shutdown.signal,
        userAgent: deps.userAgent,
      });
      // Stopped mid-attempt: nothing is recorded, so it is due again at the next start.
      if (o === ABORTED) return;
      outcomes.push({ ref, startedAt, o });
      handedOver = true;
      if (outcomes.length >= COMMIT_BATCH) flush();
      else flushTimer ??= setTimeout(flush, COMMIT_DELAY_MS);
    } finally {
      // Held until recorded when there is an outcome; otherwise free at once.
      if (!handedOver) held.delete(ref.id);
    }
  };

  /** The next due event not held, reading ahead a page at a time past the last one read. */
  const next = (t: number): { ref: DueRef; body: string } | undefined => {
    while (!queue.length) {
      const page = repo.dueRefs(t, READ_AHEAD, cursor);
      const last = page[page.length - 1];
      // A short page reached the end of what is due: the next read starts over from the
      // head, where events that became due since (a retry, a redelivery) sort.
      cursor = page.length === READ_AHEAD ? { at: last.next_attempt_at, id: last.id } : undefined;
      for (const { payload, ...ref } of page) {
        if (held.has(ref.id)) continue;
        held.add(ref.id);
        queue.push({ ref, body: payload });
      }
      if (!cursor) break;
    }
    return queue.shift();
  };

  const pump = () => {
    if (!started || stopping) return;
    const t = deps.now();
    const yielding = deps.apiBusy() >= API_BUSY;
    const until = Math.max(pausedUntil, yielding ? lastStart + YIELD_MS : 0);
    if (t < until) {
      if (timer) clearTimeout(timer);
      timer = setTimeout(pump, until - t);
      return;
    }
    while (running.size < (yielding ? 1 : concurrency)) {
      const due = next(t);
      if (!due) break;
      lastStart = t;
      startedCount++;
      const run: Promise<void> = attempt(due.ref, due.body)
        .catch((err: unknown) => deps.log.error({ err, eventId: due.ref.id }, 'webhook attempt failed to run'))
        .finally(() => {
          running.delete(run);
          wake();
        });
      running.add(run);
    }
    arm(t);
  };

  /**
   * Sleeps until the earliest attempt after `t`. With every slot busy there is no timer: the
   * next attempt to finish pumps again, as does every commit.
   */
  const arm = (t: number) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (running.size >= concurrency) return;
    const nextAt = repo.nextDueAfter(t);
    if (nextAt === null) return;
    timer = setTimeout(pump, Math.min(Math.max(0, nextAt - t), MAX_TIMER_MS));
  };

  /** Coalesces wake-ups. */
  const wake = () => {
    if (wakeQueued) return;
    wakeQueued = true;
    setImmediate(() => {
      wakeQueued = false;
      pump();
    });
  };

  /**
   * Sends what is due now and waits for every attempt in flight to answer, then hands their
   * outcomes over; resolves with how many attempts it started. A retry that the recorded
   * outcomes make due at once is started by the next call (the service calls again until none).
   */
  const settled = async (): Promise<number> => {
    const from = startedCount;
    for (;;) {
      if (!started || stopping) break;
      pump();
      if (running.size) {
        await Promise.allSettled([...running]);
        continue;
      }
      // Nothing runs: done, unless a pause (a full disk, giving way to requests) holds back what is due.
      const t = deps.now();
      const until = Math.max(pausedUntil, lastStart + YIELD_MS);
      if (t >= until || (!queue.length && !repo.dueRefs(t, READ_AHEAD).some((r) => !held.has(r.id)))) break;
      await new Promise((r) => setTimeout(r, until - t));
    }
    flush();
    return startedCount - from;
  };

  return {
    wake,
    recorded,
    settled,
    /** Starts sending; attempts that fell due while the service was down go out now. */
    start(): void {
      started = true;
      pump();
    },
    /** Stops claiming; running attempts get a short grace, then are abandoned unrecorded. What answered is handed to `commit`. */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearTimeout(timer);
      const all = Promise.allSettled([...running]);
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([all, new Promise((r) => (grace = setTimeout(r, STOP_GRACE_MS)))]);
      clearTimeout(grace);
      shutdown.abort(new Error('the service is stopping'));
      await all;
      flush();
    },
  };
}
