import { Type, type Static } from '@sinclair/typebox';
import { Closed, Id, Nullable, Ref, StringEnum, Timestamp } from './schema-helpers.ts';
import { PAGE_LIMIT } from './library.ts';
import { TaskStatus } from './task.ts';
import { Batch } from './batch.ts';

/** Delivery state of an event. */
const WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** The body of a task event: exactly the fields of docs/interface.md#webhooks (Events). */
export const TaskEventPayload = Closed(
  {
    id: Type.String(),
    type: StringEnum(['task.completed', 'task.failed'] as const, {
      description: 'A cancelled task is a task.failed whose status says CANCELLED.',
    }),
    createdAt: Timestamp(),
    data: Closed({
      taskId: Type.String(),
      taskType: Type.String(),
      status: TaskStatus,
      output: Type.Optional(Closed({ assetIds: Type.Array(Type.String()) })),
      error: Type.Optional(Closed({ code: Type.String(), message: Type.String() })),
    }),
  },
  { $id: 'TaskEventPayload' },
);
export type TaskEventPayload = Static<typeof TaskEventPayload>;

/** The body of a batch's event: sent once, when its last item ends (or a cancel ends them), with the batch as it ended. */
export const BatchEventPayload = Closed(
  {
    id: Type.String(),
    type: Type.Literal('batch.completed', { description: 'Also for a cancelled batch: its status says CANCELLED.' }),
    createdAt: Timestamp(),
    data: Ref(Batch),
  },
  { $id: 'BatchEventPayload' },
);
export type BatchEventPayload = Static<typeof BatchEventPayload>;

/** The body of the synthetic event the test endpoint sends. */
export const TestEventPayload = Closed(
  {
    id: Type.String(),
    type: Type.Literal('webhook.test'),
    createdAt: Timestamp(),
    data: Closed({ apiKeyId: Type.String(), message: Type.String() }),
  },
  { $id: 'TestEventPayload' },
);
export type TestEventPayload = Static<typeof TestEventPayload>;

const eventFields = {
  id: Id({ examples: ['whev_0m5x2k1a9AbCdEfGhIjKlMnOp'] }),
  type: StringEnum(['task.completed', 'task.failed', 'batch.completed', 'webhook.test'] as const),
  apiKeyId: Type.String(),
  taskId: Nullable(Type.String()),
  status: StringEnum(WEBHOOK_STATUSES),
  attemptCount: Type.Integer({ minimum: 0, description: 'Attempts made in the current series (a redelivery starts a new one).' }),
  series: Type.Integer({ minimum: 1 }),
  nextAttemptAt: Nullable(Timestamp()),
  createdAt: Timestamp(),
  deliveredAt: Nullable(Timestamp()),
  payload: Type.Union([Ref(TaskEventPayload), Ref(BatchEventPayload), Ref(TestEventPayload)], {
    description: 'The exact body every attempt sends.',
  }),
};

/** An event as the delivery log shows it. */
export const WebhookEventView = Closed(eventFields, { $id: 'WebhookEventView' });
export type WebhookEventView = Static<typeof WebhookEventView>;

/** One delivery attempt as the delivery log shows it. */
export const WebhookAttemptView = Closed(
  {
    series: Type.Integer({ minimum: 1 }),
    attempt: Type.Integer({ minimum: 1 }),
    at: Timestamp(),
    url: Nullable(Type.String(), { description: 'Null when the key had no webhookUrl at the time.' }),
    httpStatus: Nullable(Type.Integer(), { description: 'Null when no HTTP answer came (refused, timeout).' }),
    latencyMs: Type.Integer({ minimum: 0 }),
    errorClass: Nullable(Type.String()),
    error: Nullable(Type.String()),
    responseExcerpt: Nullable(Type.String()),
  },
  { $id: 'WebhookAttemptView' },
);
export type WebhookAttemptView = Static<typeof WebhookAttemptView>;

/** One event with every attempt of every series, oldest first. */
export const WebhookEventDetail = Closed({ ...eventFields, attempts: Type.Array(Ref(WebhookAttemptView)) }, { $id: 'WebhookEventDetail' });
export type WebhookEventDetail = Static<typeof WebhookEventDetail>;

/** A page of the delivery log, newest first; `nextBefore` goes in `before` for the next page. */
export const WebhookEventPage = Closed(
  { data: Type.Array(Ref(WebhookEventView)), nextBefore: Nullable(Type.String(), { description: 'Null on the last page.' }) },
  { $id: 'WebhookEventPage' },
);
export type WebhookEventPage = Static<typeof WebhookEventPage>;

/** `GET /api/v1/webhook-events` query. */
export const WebhookEventQuery = Closed({
  keyId: Type.Optional(Type.String({ maxLength: 100, description: "Only this key's events." })),
  status: Type.Optional(StringEnum(WEBHOOK_STATUSES)),
  before: Type.Optional(Type.String({ maxLength: 100, description: 'An event id: events older than it.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT.max, default: PAGE_LIMIT.default })),
});

/** Answer of the test endpoint. `httpStatus` is null when no HTTP answer came (refused, timeout). */
export const WebhookTestResult = Closed(
  {
    delivered: Type.Boolean(),
    httpStatus: Nullable(Type.Integer()),
    latencyMs: Type.Integer({ minimum: 0 }),
    eventId: Type.String(),
    error: Nullable(Closed({ code: Type.String(), message: Type.String() })),
  },
  {
    $id: 'WebhookTestResult',
    examples: [{ delivered: true, httpStatus: 200, latencyMs: 12, eventId: 'whev_0m5x2k1a9AbCdEfGhIjKlMnOp', error: null }],
  },
);
export type WebhookTestResult = Static<typeof WebhookTestResult>;
