import type { Batch, BatchItem } from '../contract/batch.ts';
import type { TaskRecord } from '../contract/task.ts';
import type { TaskStatus } from '../contract/task.ts';
import type { TaskRow } from '../tasks/task-repo.ts';
import type { BatchHead } from './batch-repo.ts';

/**
 * The Batch answer. Items not yet made into tasks count as PENDING (and `queued`); once a
 * cancel ended them, as CANCELLED.
 */
export function toBatch(b: BatchHead, taskCounts: Partial<Record<TaskStatus, number>>): Batch {
  const unmade = b.item_count - b.materialized;
  const queued = b.cancelled_at === null ? unmade : 0;
  const n = (s: TaskStatus) => taskCounts[s] ?? 0;
  return {
    batchId: b.id,
    label: b.label,
    status: b.status,
    itemCount: b.item_count,
    queued,
    counts: {
      PENDING: n('PENDING') + queued,
      PROCESSING: n('PROCESSING'),
      COMPLETED: n('COMPLETED'),
      FAILED: n('FAILED'),
      CANCELLED: n('CANCELLED') + (b.cancelled_at === null ? 0 : unmade),
    },
    progress: Math.floor((b.ended * 100) / b.item_count),
    estimatedCredits: b.estimated_credits,
    reservedCredits: b.reserved,
    chargedCredits: b.charged_credits,
    refundedCredits: b.refunded_credits,
    releasedCredits: b.released_credits,
    apiKeyId: b.api_key_id,
    createdAt: b.created_at,
    updatedAt: b.updated_at,
    completedAt: b.completed_at,
  };
}

/** A row made into a task. */
export function itemOfTask(t: TaskRow): BatchItem {
  const output = t.output ? (JSON.parse(t.output) as TaskRecord['output']) : { assetIds: [] };
  const error = t.error ? (JSON.parse(t.error) as { code: string; message: string }) : null;
  return {
    row: t.batch_row!,
    fileName: t.file_name,
    tool: t.tool,
    taskId: t.id,
    status: t.status,
    assetIds: output.assetIds,
    estimatedCredits: t.estimated_credits,
    chargedCredits: t.charged_credits,
    refundedCredits: t.refunded_credits,
    error: error && { code: error.code, message: error.message },
  };
}

/** A row not (yet) made into a task: queued, or ended by a cancel before it became one. */
export function itemNotMade(p: { row: number; tool: string; fileName: string | null; credits: number }, cancelled: boolean): BatchItem {
  return {
    row: p.row,
    fileName: p.fileName,
    tool: p.tool,
    taskId: null,
    status: cancelled ? 'CANCELLED' : 'PENDING',
    assetIds: [],
    estimatedCredits: p.credits,
    chargedCredits: 0,
    refundedCredits: 0,
    error: cancelled ? { code: 'cancelled', message: 'The batch was cancelled before this item started; nothing was charged.' } : null,
  };
}
