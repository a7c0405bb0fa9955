// Queue control: pause and resume the queue (whole or one lane), see what waits in each lane,
// move a task (or a batch) to the front, cancel many at once.
import { Type, type Static } from '@sinclair/typebox';
import { PROVIDER_NAMES } from './providers.ts';
import { Closed, Id, Nullable, Ref, StringEnum, Timestamp } from './schema-helpers.ts';

/** The lanes tasks queue in: local work, or one live provider each (the service's tasks/lanes.ts). */
const QUEUE_LANES = ['local', ...PROVIDER_NAMES] as const;

/** Most task ids one cancel request takes. */
export const CANCEL_MAX_IDS = 1_000;

const lane = StringEnum(QUEUE_LANES, {
  description: 'One lane: `local` (work on this machine) or a live provider (`alpha`, `beta`, `video`). Absent: the whole queue.',
});

/** One lane of the queue as `GET /api/v1/queue` tells it. */
export const TaskQueueLane = Closed(
  {
    lane: StringEnum(QUEUE_LANES),
    paused: Type.Boolean({ description: 'Nothing new starts in it (it, or the whole queue, is paused); running tasks finish.' }),
    pausedAt: Nullable(Timestamp(), { description: 'When this lane itself was paused (null when it is not, or only the whole queue is).' }),
    pending: Type.Integer({ minimum: 0, description: 'Tasks waiting in it.' }),
    processing: Type.Integer({ minimum: 0, description: 'Tasks running in it.' }),
    limit: Type.Integer({ minimum: 0, description: 'How many of its tasks run at once.' }),
  },
  { $id: 'TaskQueueLane' },
);
export type TaskQueueLane = Static<typeof TaskQueueLane>;

/** `GET /api/v1/queue`: what is paused and what waits, per lane. */
export const TaskQueue = Closed(
  {
    paused: Type.Boolean({ description: 'The whole queue is paused: no lane starts anything.' }),
    pausedAt: Nullable(Timestamp(), { description: 'When the whole queue was paused.' }),
    lanes: Type.Array(Ref(TaskQueueLane)),
  },
  { $id: 'TaskQueue' },
);
export type TaskQueue = Static<typeof TaskQueue>;

/** `POST /api/v1/queue/pause` and `/resume` body (`{}` or none: the whole queue). */
export const QueueScope = Closed({ lane: Type.Optional(lane) });

/** The criteria of a cancel of many: exactly one is given (the service answers 400 otherwise). */
export const CANCEL_CRITERIA = ['taskIds', 'apiKeyId', 'batchId'] as const;

/**
 * `POST /api/v1/tasks/cancel` body: which tasks to cancel, by exactly one criterion: ids, a
 * key, or a batch (the same as cancelling the batch).
 */
export const TaskCancelRequest = Closed({
  taskIds: Type.Optional(
    Type.Array(Id(), {
      minItems: 1,
      maxItems: CANCEL_MAX_IDS,
      description: `1–${CANCEL_MAX_IDS} task ids. Ids that do not exist (or that a key did not submit) are counted in \`notFound\`.`,
    }),
  ),
  apiKeyId: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'Every PENDING or PROCESSING task of this key (key_…), or `studio` for those the studio submitted. A key may name only itself.',
    }),
  ),
  batchId: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'Every item of this batch not yet ended, as cancelling the batch does: its tasks are refunded, its items not yet tasks release their reservation.',
    }),
  ),
});
export type TaskCancelRequest = Static<typeof TaskCancelRequest>;

/** What a cancel of many did. */
export const TaskCancelResult = Closed(
  {
    cancelled: Type.Integer({ minimum: 0, description: 'Tasks moved to CANCELLED now.' }),
    refundedCredits: Type.Integer({ minimum: 0, description: 'Credits refunded for them, in all.' }),
    skipped: Type.Integer({ minimum: 0, description: 'Tasks that had already ended (COMPLETED, FAILED, CANCELLED): left as they were.' }),
    notFound: Type.Integer({
      minimum: 0,
      description: 'Ids given that do not exist or that this key did not submit.',
    }),
    releasedCredits: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'By `batchId` only: the reservation given back for the items never made into tasks (counted in `cancelled`; no ledger refund, as nothing was held for them).',
      }),
    ),
  },
  { $id: 'TaskCancelResult' },
);
export type TaskCancelResult = Static<typeof TaskCancelResult>;
