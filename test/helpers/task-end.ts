import type { Db } from '../../src-service/db/open.ts';
import type { TaskRecord } from '../../src-service/contract/task.ts';
import type { TaskRow } from '../../src-service/tasks/task-repo.ts';

/** A completed generate-tts task as the lifecycle hands it to its terminal hooks. */
export function completedRecord(taskId: string): TaskRecord {
  const now = new Date().toISOString();
  return {
    taskId,
    tool: 'generate-tts',
    taskType: 'TEXT_TO_SPEECH',
    status: 'COMPLETED',
    estimatedCredits: 15,
    chargedCredits: 15,
    refundedCredits: 0,
    output: { assetIds: ['asset_1'] },
    error: null,
    createdAt: now,
    updatedAt: now,
    completedAt: now,
  };
}

/** Ends a task of `apiKeyId` the way the lifecycle does: the terminal hook inside a transaction. */
export function endTask(db: Db, hook: (row: TaskRow, record: TaskRecord) => void, taskId: string, apiKeyId: string): void {
  db.transaction(() => hook({ id: taskId, api_key_id: apiKeyId } as TaskRow, completedRecord(taskId)))();
}
