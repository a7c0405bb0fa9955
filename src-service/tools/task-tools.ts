import { Type } from '@sinclair/typebox';
import { TaskRecord } from '../contract/task.ts';
import { Ref } from '../contract/schema-helpers.ts';
import { defineQueryTool } from './tool.ts';

const taskId = Type.String({ minLength: 1, maxLength: 100, description: 'The taskId from a generation tool.' });

/** Longest a single wait-for-task call may block. */
export const WAIT_MAX_SECONDS = 300;

export const getTaskStatus = defineQueryTool({
  name: 'get-task-status',
  description:
    'Returns a task record: status (PENDING, PROCESSING, COMPLETED, FAILED, CANCELLED), progress, for a PENDING task its lane (local work, or the live provider alpha, beta or video) and queuePosition (tasks ahead of it in that lane), credits held, charged and refunded, output asset ids, and the error of a failed task. Free.',
  input: Type.Object({ taskId }, { additionalProperties: false }),
  output: Ref(TaskRecord),
  errors: ['not_found'],
  handle(body, ctx) {
    return { kind: 'json', data: ctx.deps.tasks.get(body.taskId, ctx.principal) };
  },
});

export const waitForTask = defineQueryTool({
  name: 'wait-for-task',
  description: `Blocks until the task is COMPLETED, FAILED or CANCELLED, or until timeoutSeconds (default 30, at most ${WAIT_MAX_SECONDS}) pass, and returns the task record as it stands. Wakes the moment the task ends. Free.`,
  input: Type.Object(
    {
      taskId,
      timeoutSeconds: Type.Optional(
        Type.Number({
          minimum: 0,
          maximum: WAIT_MAX_SECONDS,
          default: 30,
          description: `Seconds to wait, 0 to ${WAIT_MAX_SECONDS} (default 30).`,
        }),
      ),
    },
    { additionalProperties: false },
  ),
  output: Ref(TaskRecord),
  errors: ['not_found'],
  async handle(body, ctx) {
    const record = await ctx.deps.tasks.wait(body.taskId, ctx.principal, body.timeoutSeconds ?? 30, ctx.signal, (r) =>
      ctx.onProgress?.({ progress: r.progress ?? 0, total: 100, message: r.status }),
    );
    return { kind: 'json', data: record };
  },
});

export const cancelTask = defineQueryTool({
  name: 'cancel-task',
  description: 'Cancels a PENDING or PROCESSING task and refunds its credits in full. A task that already ended answers 409.',
  input: Type.Object({ taskId }, { additionalProperties: false }),
  output: Ref(TaskRecord),
  errors: ['not_found', 'conflict'],
  handle(body, ctx) {
    return { kind: 'json', data: ctx.deps.tasks.cancel(body.taskId, ctx.principal) };
  },
});
