// The studio takes task events in batches: a burst of events from an app becomes one update
// carrying the latest state of each task, so the screens re-render once per batch.
import { describe, expect, it, vi } from 'vitest';
import type { TaskRecord } from '../../src-renderer/api/api-types.ts';
import { createTaskBatcher } from '../../src-renderer/store/task-batch.ts';

const record = (taskId: string, status: TaskRecord['status'], progress = 0) =>
  ({ taskId, status, progress, tool: 'generate-tts' }) as unknown as TaskRecord;

describe('task event batches', () => {
  it('hands on a burst as one batch with the latest record of each task', () => {
    // The batch's timer is faked: time moves when the test says, not while it sleeps.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const batches: TaskRecord[][] = [];
    try {
      const batcher = createTaskBatcher((r) => batches.push(r), 20);
      for (let i = 0; i < 1000; i++) {
        batcher.push(record(`task_${i % 250}`, 'PROCESSING', i));
      }
      batcher.push(record('task_7', 'COMPLETED', 1));
      vi.advanceTimersByTime(19);
      expect(batches).toHaveLength(0);
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(250);
    expect(batches[0].find((t) => t.taskId === 'task_7')?.status).toBe('COMPLETED');
    expect(batches[0].find((t) => t.taskId === 'task_3')?.progress).toBe(753);
  });

  it('starts a new batch after a flush, and flushNow hands on at once', () => {
    const batches: TaskRecord[][] = [];
    const batcher = createTaskBatcher((r) => batches.push(r), 10_000);
    batcher.push(record('a', 'PENDING'));
    batcher.flushNow();
    batcher.push(record('b', 'PENDING'));
    batcher.flushNow();
    batcher.flushNow();
    expect(batches.map((b) => b.map((t) => t.taskId))).toEqual([['a'], ['b']]);
  });
});
