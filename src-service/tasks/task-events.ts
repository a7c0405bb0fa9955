import { EventEmitter } from 'node:events';
import type { TaskRecord } from '../contract/task.ts';

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
  };
}

export type TaskEvents = ReturnType<typeof createTaskEvents>;
