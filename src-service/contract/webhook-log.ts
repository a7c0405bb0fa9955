/**
 * The webhook delivery log as the API shows it: events, their attempts, and the answer of a
 * test delivery. The service builds these views; the studio's delivery log reads them.
 */

/** Delivery states of an event. */
export const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** Delivery state of an event. */
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** An event as the delivery log shows it. */
export interface WebhookEventView {
  id: string;
  type: string;
  apiKeyId: string;
  taskId: string | null;
  status: WebhookStatus;
  /** Attempts made in the current series (a redelivery starts a new one). */
  attemptCount: number;
  series: number;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
  payload: unknown;
}

/** One attempt as the delivery log shows it. */
export interface WebhookAttemptView {
  series: number;
  attempt: number;
  at: string;
  /** Null when the key had no webhook URL at the time of the attempt. */
  url: string | null;
  /** Null when no HTTP answer came (refused, timeout, DNS…). */
  httpStatus: number | null;
  /** Always measured, 0 when the attempt never left (no URL, no secret). */
  latencyMs: number;
  errorClass: string | null;
  error: string | null;
  responseExcerpt: string | null;
}

/** `GET /api/v1/webhook-events/{id}`: the event with every attempt of every series, oldest first. */
export type WebhookEventDetail = WebhookEventView & { attempts: WebhookAttemptView[] };

/** `GET /api/v1/webhook-events`: a page of events, newest first. */
export interface WebhookEventPage {
  data: WebhookEventView[];
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: string | null;
}

/** Answer of the test endpoint. `httpStatus` is null when no HTTP answer came (refused, timeout). */
export interface WebhookTestResult {
  delivered: boolean;
  httpStatus: number | null;
  latencyMs: number;
  eventId: string;
  error: { code: string; message: string } | null;
}
