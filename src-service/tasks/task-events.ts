import { EventEmitter } from 'node:events';
import type { TaskRecord } from '../contract/task.ts';
import type { TaskQueue } from '../contract/queue.ts';

/** In-process notifications of task changes: wakes waiters, feeds the event stream. */
export function createTaskEvents() {
  const bus = new EventEmitter();
  // Many concurrent waiters are normal (wait-for-task fan-out); they are not a leak.
  bus.setMaxListeners(0);
  return {
    emit(record: TaskRecord): void {
      bus.emit(`task:${record.taskId}`, record);
      bus.emit('task', record);
    },
    /** Every change of one task. Returns the unsubscribe function. */
    onTask(taskId: string, fn: (r: TaskRecord) => void): () => void {
      bus.on(`task:${taskId}`, fn);
      return () => bus.off(`task:${taskId}`, fn);
    },
    /** Every change of every task. */
    onAny(fn: (r: TaskRecord) => void): () => void {
      bus.on('task', fn);
      return () => bus.off('task', fn);
    },
    /**
     * The queue was paused or resumed (by the studio or an app): one event for the whole
     * queue, not one per waiting task, so the studio can mark thousands of rows at once.
     */
    emitQueue(queue: TaskQueue): void {
      bus.emit('queue', queue);
    },
    onQueue(fn: (q: TaskQueue) => void): () => void {
      bus.on('queue', fn);
      return () => bus.off('queue', fn);
    },
  };
}

export type TaskEvents = ReturnType<typeof createTaskEvents>;
