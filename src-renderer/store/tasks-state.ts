// The tasks slice's state and the types it is made of, apart from its actions (tasks-slice.ts) so that
// the studio's whole state (studio-state.ts) can be named without importing the slices that build it.
import type { SubmitTool, TaskAck, TaskQueue, TaskRecord, ToolDraft } from '../api/api-types.ts';

/** A task the studio submitted or heard about, with what it was asked to do (studio state: the label it showed, when it sent it). */
export type TaskEntry = Omit<TaskRecord, 'params'> & {
  /** The input it was submitted with (the listing's `params`, or what this studio sent). */
  params?: Record<string, unknown>;
  label?: string;
  submittedAt?: number;
};

export interface TasksSlice {
  tasks: Record<string, TaskEntry>;
  /** The pending and running ones, newest first (recomputed per batch, so selectors get a stable array). */
  activeTasks: TaskEntry[];
  /** Loads the work in progress (pending and running tasks of the workspace) and merges it in. */
  loadTasks(opts?: { status?: TaskRecord['status'] }): Promise<void>;
  /** Takes in a task's new state (from the event stream); applied with the rest of its batch. */
  receiveTask(record: TaskRecord): void;
  /** Applies the gathered events now instead of at the end of the batch window. */
  flushTasks(): void;
  /** Hears every applied batch (the data cache patches its task and library pages from it); answers an unsubscribe. */
  onTaskBatch(listener: (records: TaskEntry[]) => void): () => void;
  /** Takes in the queue after anyone paused or resumed it (the event stream's `queue`). */
  receiveQueue(queue: TaskQueue): void;
  /** Hears each such queue (the data cache shows it and marks waiting rows); answers an unsubscribe. */
  onQueue(listener: (queue: TaskQueue) => void): () => void;
  /** Submits a generation tool with the studio's key and tracks its task. */
  submit<N extends SubmitTool>(tool: N, input: ToolDraft<N>, label: string): Promise<TaskAck>;
  /** Re-submits a FAILED or CANCELLED task with the parameters it was submitted with. */
  retry(taskId: string): Promise<TaskAck>;
  /** Cancels a PENDING or PROCESSING task (its credits are refunded). */
  cancelTask(taskId: string): Promise<TaskRecord>;
}
