// Task events arrive in bursts (an app submitting a thousand items sends thousands of events a
// minute). Each one taken alone would re-render every screen that reads tasks; here they are
// gathered and handed on together, at most a few times a second, so a burst costs a frame or
// two instead of freezing the studio.
import type { TaskRecord } from '../api/api-types.ts';

/** How long events gather before they are handed on (ms): short enough to feel live. */
const TASK_BATCH_MS = 200;

/** Collects task records and calls `flush` once per window with the latest record of each task. */
export function createTaskBatcher(flush: (records: TaskRecord[]) => void, delay = TASK_BATCH_MS) {
  let pending = new Map<string, TaskRecord>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    const records = [...pending.values()];
    pending = new Map();
    if (records.length) flush(records);
  };
  return {
    push(record: TaskRecord) {
      pending.set(record.taskId, record);
      timer ??= setTimeout(run, delay);
    },
    /** Hands on what is gathered now (tests, and before a screen reads the queue). */
    flushNow() {
      if (timer) clearTimeout(timer);
      run();
    },
  };
}
