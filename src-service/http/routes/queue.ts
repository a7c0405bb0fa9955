import { Type } from '@sinclair/typebox';
import { CANCEL_MAX_IDS, QueueScope, TaskCancelRequest, TaskCancelResult, TaskQueue } from '../../contract/queue.ts';
import { DataOf, Id, Ref } from '../../contract/schema-helpers.ts';
import { TaskRecord } from '../../contract/task.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';

const TaskParams = Type.Object({ taskId: Id({ description: 'The task to move.' }) });
const queueAnswer = { 200: { description: 'The queue as it stands now.', schema: DataOf(Ref(TaskQueue)) } };

/** Steering the queue: see it, pause and resume it (whole or per lane), move a task to the front, cancel many. */
export function queueRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/queue',
      auth: 'any',
      operationId: 'getQueue',
      summary: 'The queue, per lane',
      description:
        'Whether the whole queue is paused, and for each lane (local work, or a live provider: alpha, beta, video) whether it is paused, ' +
        'how many tasks wait and run in it, and how many run at once.',
      tags: ['tasks'],
      answers: queueAnswer,
      handler: async () => ({ data: ctx.queue.view() }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/queue/pause',
      auth: 'any',
      operationId: 'pauseQueue',
      summary: 'Pause the queue or one lane',
      description:
        'Nothing new starts in the lane (no `lane`: in any lane); running tasks finish, waiting tasks keep their place and their held credits. ' +
        'It stays paused across restarts, until resumed.',
      tags: ['tasks'],
      body: QueueScope,
      answers: queueAnswer,
      handler: async (req) => ({ data: ctx.queue.pause(req.body?.lane) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/queue/resume',
      auth: 'any',
      operationId: 'resumeQueue',
      summary: 'Resume the queue or one lane',
      description:
        'No `lane`: every lane runs again. A `lane`: that lane runs again, even while the whole queue was paused (the other lanes stay paused).',
      tags: ['tasks'],
      body: QueueScope,
      answers: queueAnswer,
      handler: async (req) => ({ data: ctx.queue.resume(req.body?.lane) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/tasks/:taskId/front',
      auth: 'any',
      operationId: 'moveTaskToFront',
      summary: 'Move a task to the front of its lane',
      description:
        'A PENDING task starts next in its lane (the one moved last goes first); 409 when it is no longer PENDING. ' +
        'A key may move only its own tasks. Answers the task with its new `queuePosition`.',
      tags: ['tasks'],
      params: TaskParams,
      answers: { 200: { description: 'The task, now at the front.', schema: DataOf(Ref(TaskRecord)) } },
      errors: ['not_found', 'conflict'],
      handler: async (req) => ({ data: ctx.queue.front(req.params.taskId, principalOf(req)) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/tasks/cancel',
      auth: 'any',
      operationId: 'cancelTasks',
      summary: 'Cancel many tasks',
      description:
        `Cancels every PENDING or PROCESSING task that one criterion names, each refunded in full: \`taskIds\` (at most ${CANCEL_MAX_IDS}), ` +
        '`apiKeyId` (every live task of that key, or `studio`) or `batchId` (the same as cancelling the batch: items not yet tasks release their reservation, ' +
        'told in `releasedCredits`; 404 for a batch the caller cannot see). Exactly one of the three, else 400. A key cancels only its own tasks and may name only itself. ' +
        'Tasks that already ended are counted as `skipped`; ids not found (or not the caller’s) as `notFound`.',
      tags: ['tasks'],
      body: TaskCancelRequest,
      answers: { 200: { description: 'What was cancelled and refunded.', schema: DataOf(Ref(TaskCancelResult)) } },
      errors: ['not_found'],
      // Up to 1,000 ids of at most 100 characters each.
      bodyLimit: 128 * 1024,
      handler: async (req) => ({ data: await ctx.queue.cancelMany(req.body, principalOf(req)) }),
    }),
  ];
}
