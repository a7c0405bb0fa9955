import type { ApiKeyRow } from '../auth/api-key-repo.ts';
import { systemClock, type Clock } from '../core/clock.ts';
import type { Db } from '../db/open.ts';
import { AppError, notFound } from '../core/app-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { TerminalHook } from '../tasks/lifecycle.ts';
import { ABORTED, attemptRow, sendAttempt } from './attempt.ts';
import { createDispatcher, DEFAULT_CONCURRENCY, DELIVERY_TIMEOUT_MS } from './dispatcher.ts';
import { checkSchedule, DEFAULT_SCHEDULE_SECONDS } from './schedule.ts';
import { httpPost, type PostFn } from './http-post.ts';
import { newEventId, taskEventPayload, testEventPayload } from './payload.ts';
import type { Batch } from '../contract/batch.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';
import { createWebhookRepo, type WebhookAttemptRow, type WebhookEventRow } from './webhook-repo.ts';
import type {
  WebhookAttemptView,
  WebhookEventDetail,
  WebhookEventPage,
  WebhookEventView,
  WebhookStatus,
  WebhookTestResult,
} from '../contract/webhooks.ts';

const eventView = (r: WebhookEventRow): WebhookEventView => ({
  id: r.id,
  type: r.type as WebhookEventView['type'],
  apiKeyId: r.api_key_id,
  taskId: r.task_id,
  status: r.status,
  attemptCount: r.attempts,
  series: r.series,
  nextAttemptAt: r.next_attempt_at === null ? null : new Date(r.next_attempt_at).toISOString(),
  createdAt: r.created_at,
  deliveredAt: r.delivered_at,
  payload: JSON.parse(r.payload) as WebhookEventView['payload'],
});

const attemptView = (a: WebhookAttemptRow): WebhookAttemptView => ({
  series: a.series,
  attempt: a.attempt,
  at: a.started_at,
  url: a.url,
  httpStatus: a.http_status,
  latencyMs: a.latency_ms,
  errorClass: a.error_class,
  error: a.error_message,
  responseExcerpt: a.response_excerpt,
});

/**
 * Webhooks of API keys: the terminal hook that records a task's event in the transaction
 * that ends the task (so no event is ever lost), the dispatcher that delivers it, and the
 * delivery log, redelivery and test use-cases behind the HTTP routes.
 */
export function createWebhooks(deps: {
  db: Db;
  /** `onUpdate` tells the dispatcher's thread to read a changed key's webhook URL again. */
  keys: { byId(id: string): ApiKeyRow | undefined; onUpdate?(listener: (id: string) => void): void };
  secrets: WebhookSecrets;
  /** Decides when attempts are due (default: the system clock); the dispatcher's thread keeps the same time. */
  clock?: Clock;
  log: Logger;
  userAgent: string;
  schedule?: readonly number[];
  concurrency?: number;
  timeoutMs?: number;
  post?: PostFn;
}) {
  const { db, keys } = deps;
  const clock = deps.clock ?? systemClock;
  const now = () => clock.now();
  const schedule = checkSchedule(deps.schedule ?? DEFAULT_SCHEDULE_SECONDS);
  const repo = createWebhookRepo(db);
  const webhookUrl = (keyId: string) => keys.byId(keyId)?.webhook_url ?? null;
  const timeoutMs = deps.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const dispatcher = createDispatcher({
    db,
    repo,
    secrets: deps.secrets,
    schedule,
    clock,
    concurrency: deps.concurrency ?? DEFAULT_CONCURRENCY,
    timeoutMs,
    userAgent: deps.userAgent,
    log: deps.log,
  });
  keys.onUpdate?.(dispatcher.keyChanged);
  deps.secrets.onChange(dispatcher.keyChanged);
  // Test deliveries are sent from here, one at a time, outside the dispatcher's schedule.
  const testAbort = new AbortController();
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Tasks without a key, or whose key has no webhookUrl, get no event. */
  const terminalHook: TerminalHook = (task, record) => {
    if (!task.api_key_id || !webhookUrl(task.api_key_id)) return;
    const t = now();
    const payload = taskEventPayload(record, newEventId(), iso(t));
    if (!payload) return;
    repo.insertEvent({
      id: payload.id,
      api_key_id: task.api_key_id,
      type: payload.type,
      task_id: task.id,
      payload: JSON.stringify(payload),
      status: 'pending',
      series: 1,
      attempts: 0,
      series_started_at: t,
      next_attempt_at: t + schedule[0] * 1000,
      created_at: payload.createdAt,
      updated_at: payload.createdAt,
    });
    // Runs after this transaction commits; if it rolls back there is simply nothing due.
    dispatcher.wake();
  };

  /**
   * Records a batch's `batch.completed` event; call it inside the transaction that ends the
   * batch (its unique index refuses a second one). Nothing for the studio or a key without a
   * webhookUrl.
   */
  const batchEvent = (batch: Batch): void => {
    const keyId = batch.apiKeyId;
    if (!keyId || !webhookUrl(keyId)) return;
    const t = now();
    const payload = { id: newEventId(), type: 'batch.completed' as const, createdAt: iso(t), data: batch };
    repo.insertEvent({
      id: payload.id,
      api_key_id: keyId,
      type: payload.type,
      task_id: null,
      batch_id: batch.batchId,
      payload: JSON.stringify(payload),
      status: 'pending',
      series: 1,
      attempts: 0,
      series_started_at: t,
      next_attempt_at: t + schedule[0] * 1000,
      created_at: payload.createdAt,
      updated_at: payload.createdAt,
    });
    dispatcher.wake();
  };

  const getRow = (id: string) => {
    const row = repo.get(id);
    if (!row) throw notFound('Webhook event', id);
    return row;
  };

  return {
    terminalHook,
    batchEvent,
    start: dispatcher.start,
    /**
     * Resolves once the dispatcher has sent every attempt due now and its outcomes are
     * recorded: how a test knows that nothing more goes out at this time.
     */
    settled: dispatcher.settled,
    async stop(): Promise<void> {
      await dispatcher.stop();
      testAbort.abort(new Error('the service is stopping'));
    },

    list(filter: { keyId?: string; status?: WebhookStatus; before?: string; limit: number }): WebhookEventPage {
      const rows = repo.list(filter);
      return { data: rows.map(eventView), nextBefore: rows.length === filter.limit ? rows[rows.length - 1].id : null };
    },

    /** One event with every attempt of every series, oldest first. */
    get(id: string): WebhookEventDetail {
      const row = getRow(id);
      return { ...eventView(row), attempts: repo.attemptsOf(id).map(attemptView) };
    },

    /** Same event id, new series of attempts from now; 409 while a series is still running. */
    redeliver(id: string): WebhookEventView {
      const row = getRow(id);
      const t = now();
      if (!repo.restartSeries(id, t, iso(t))) {
        throw new AppError('conflict', `Webhook event ${id} is still pending; it can be redelivered once it is delivered or failed`, {
          status: row.status,
        });
      }
      dispatcher.wake();
      return eventView(repo.get(id)!);
    },

    /**
     * Sends a signed `webhook.test` event to the key's webhookUrl now, outside the schedule
     * (one attempt), and records it in the delivery log like any other.
     */
    async test(keyId: string): Promise<WebhookTestResult> {
      const key = keys.byId(keyId);
      if (!key) throw notFound('API key', keyId);
      if (!key.webhook_url) {
        throw new AppError('conflict', `API key ${keyId} has no webhookUrl; set one with PATCH /api/v1/api-keys/${keyId} first`);
      }
      const t = now();
      const payload = testEventPayload(keyId, newEventId(), iso(t));
      const body = JSON.stringify(payload);
      const o = await sendAttempt({
        post: deps.post ?? httpPost,
        url: key.webhook_url,
        secrets: await deps.secrets.forSigning(keyId),
        eventId: payload.id,
        body,
        nowMs: t,
        timeoutMs,
        signal: testAbort.signal,
        userAgent: deps.userAgent,
      });
      if (o === ABORTED) throw new AppError('unavailable', 'The service is stopping; try again once it runs');
      const done = iso(now());
      db.transaction(() => {
        repo.insertEvent({
          id: payload.id,
          api_key_id: keyId,
          type: payload.type,
          task_id: null,
          payload: body,
          status: o.delivered ? 'delivered' : 'failed',
          series: 1,
          attempts: 1,
          series_started_at: t,
          next_attempt_at: null,
          created_at: payload.createdAt,
          updated_at: done,
          delivered_at: o.delivered ? done : null,
        });
        repo.insertAttempt(attemptRow(payload.id, 1, 1, t, o));
      })();
      return {
        delivered: o.delivered,
        httpStatus: o.httpStatus,
        latencyMs: o.latencyMs,
        eventId: payload.id,
        error: o.delivered ? null : { code: o.errorClass ?? 'network', message: o.errorMessage ?? 'The delivery failed' },
      };
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
