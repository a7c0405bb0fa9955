import type { TaskFailure } from '../contract/failures.ts';
import type { TaskRecord } from '../contract/task.ts';
import type { TaskEventPayload, TestEventPayload } from '../contract/webhooks.ts';
import { newId } from '../core/ids.ts';

/** The bodies of the events (their schemas are the contract's). */
export type { TaskEventPayload, TestEventPayload } from '../contract/webhooks.ts';

/** `whev_` + a time-sortable identifier, so listings order by creation. */
export const newEventId = (): string => newId('whev');

/**
 * The event for a task that just ended, or null while it is still live. Cancellation is a
 * `task.failed` whose status says CANCELLED (docs/architecture.md §5). Fields are copied one by one
 * so nothing else of the task record (credits, input) can leak into the payload.
 */
export function taskEventPayload(record: TaskRecord, id: string, createdAt: string): TaskEventPayload | null {
  if (record.status === 'COMPLETED') {
    return {
      id,
      type: 'task.completed',
      createdAt,
      data: { taskId: record.taskId, taskType: record.taskType, status: 'COMPLETED', output: { assetIds: [...record.output.assetIds] } },
    };
  }
  if (record.status === 'FAILED' || record.status === 'CANCELLED') {
    const error: TaskFailure = record.error ?? { code: 'internal', message: 'The task failed.' };
    return {
      id,
      type: 'task.failed',
      createdAt,
      data: {
        taskId: record.taskId,
        taskType: record.taskType,
        status: record.status,
        error: { code: error.code, message: error.message },
      },
    };
  }
  return null;
}

export function testEventPayload(apiKeyId: string, id: string, createdAt: string): TestEventPayload {
  return {
    id,
    type: 'webhook.test',
    createdAt,
    data: { apiKeyId, message: 'This is a test event from Timbre; verify its signature as you would for task events.' },
  };
}
