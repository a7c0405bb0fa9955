// Steering the queue from an app or an agent: the same use-cases as /api/v1/queue and
// /api/v1/tasks/{id}/front and /cancel, for API keys and MCP.
import { Type } from '@sinclair/typebox';
import { QueueScope, TaskCancelRequest, TaskCancelResult, TaskQueue } from '../contract/queue.ts';
import { TaskRecord } from '../contract/task.ts';
import { Ref } from '../contract/schema-helpers.ts';
import { defineQueryTool } from './tool.ts';

export const pauseQueue = defineQueryTool({
  name: 'pause-queue',
  description:
    'Pauses the whole queue, or one lane (local, alpha, beta, video): nothing new starts there, running tasks finish, waiting tasks keep their place and their held credits. Stays paused across restarts until resume-queue. Answers the queue: what is paused, and what waits and runs per lane. Free.',
  input: QueueScope,
  output: Ref(TaskQueue),
  errors: [],
  handle(body, ctx) {
    return { kind: 'json', data: ctx.deps.queue.pause(body.lane) };
  },
});

export const resumeQueue = defineQueryTool({
  name: 'resume-queue',
  description:
    'Resumes the whole queue (every lane), or one lane (even while the rest stays paused): its waiting tasks start in order. Answers the queue. Free.',
  input: QueueScope,
  output: Ref(TaskQueue),
  errors: [],
  handle(body, ctx) {
    return { kind: 'json', data: ctx.deps.queue.resume(body.lane) };
  },
});

export const moveTaskToFront = defineQueryTool({
  name: 'move-task-to-front',
  description:
    'Moves a PENDING task of this key to the front of its lane: it starts next there (the task moved last goes first). A task no longer PENDING answers 409. Answers the task record with its new queuePosition. Free.',
  input: Type.Object(
    { taskId: Type.String({ minLength: 1, maxLength: 100, description: 'The taskId from a generation tool.' }) },
    { additionalProperties: false },
  ),
  output: Ref(TaskRecord),
  errors: ['not_found', 'conflict'],
  handle(body, ctx) {
    return { kind: 'json', data: ctx.deps.queue.front(body.taskId, ctx.principal) };
  },
});

export const cancelTasks = defineQueryTool({
  name: 'cancel-tasks',
  description:
    'Cancels many tasks of this key at once, each refunded in full, by exactly one of: the ids given (`taskIds`, at most 1,000), every PENDING or PROCESSING task of the key (`apiKeyId`: its own id), or every item of a batch not yet ended (`batchId`: as cancel-batch, items not yet tasks release their reservation, told in releasedCredits). Answers how many were cancelled, the credits refunded, how many had already ended (skipped) and how many ids were not found. Free.',
  input: TaskCancelRequest,
  output: Ref(TaskCancelResult),
  errors: ['not_found'],
  async handle(body, ctx) {
    return { kind: 'json', data: await ctx.deps.queue.cancelMany(body, ctx.principal) };
  },
});
