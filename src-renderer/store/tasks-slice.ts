// The tasks this session knows: what the studio submitted and what the event stream reported,
// with submission, retry and cancellation. Nothing here is written to storage: the service
// keeps every task, and the Activity screen pages them from it. Events are taken in batches
// (task-batch.ts) so a burst from an app re-renders once per batch, not once per event.
import { callTool } from '../api/client.ts';
import { laneHeld } from '../api/queue-pages.ts';
import type { SubmitTool, TaskQueue, TaskRecord, ToolDraft, ToolInput } from '../api/api-types.ts';
import type { SliceContext, StudioSlice } from './slice.ts';
import { createTaskBatcher } from './task-batch.ts';
import type { TaskEntry, TasksSlice } from './tasks-state.ts';

export type { TaskEntry, TasksSlice } from './tasks-state.ts';

/** A task's new state over what the studio knew of it; `params` (the input it was submitted with) is an object whenever the service sends it. */
const merged = (before: TaskEntry | undefined, { params, ...record }: TaskRecord): TaskEntry => ({
  ...before,
  ...record,
  ...(params !== undefined ? { params: params as Record<string, unknown> } : {}),
});

/**
 * Orders ISO-8601 UTC times (the service's, all the same length): plain code-unit comparison,
 * which is what they need and many times cheaper than localeCompare on a thousand-task batch.
 */
export const byTime = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const isActive = (t: TaskEntry) => t.status === 'PENDING' || t.status === 'PROCESSING';
/** The work in progress of a task map, newest first. */
const activeOf = (tasks: Record<string, TaskEntry>) =>
  Object.values(tasks)
    .filter(isActive)
    .sort((a, b) => byTime(b.createdAt, a.createdAt));

/** Past this many tasks, the store lets go of the oldest ended ones it did not submit. */
const KEEP_MAX = 600;
/** How many it keeps after letting go. */
const KEEP_AFTER = 300;

/**
 * An app's ended tasks are the Activity screen's business (it pages them from the service): the
 * store keeps work in progress, what this session submitted, and only the most recent of the
 * rest (a screen that learns of a task a moment after it ended still finds it).
 */
function prune(tasks: Record<string, TaskEntry>): void {
  const ids = Object.keys(tasks);
  if (ids.length <= KEEP_MAX) return;
  const ended = ids
    .map((id) => tasks[id])
    .filter((t) => !isActive(t) && t.submittedAt === undefined)
    .sort((a, b) => byTime(a.updatedAt, b.updatedAt));
  for (const t of ended.slice(0, Math.max(0, ids.length - KEEP_AFTER))) delete tasks[t.taskId];
}

/** The asset kind a tool makes. */
const kindOfTool = (tool: string): 'video' | 'audio' => (tool.includes('video') ? 'video' : 'audio');

export const createTasksSlice =
  ({ api }: SliceContext): StudioSlice<TasksSlice> =>
  (set, get) => {
    const listeners = new Set<(records: TaskEntry[]) => void>();
    const queueListeners = new Set<(queue: TaskQueue) => void>();
    /**
     * A batch's side effects, each done once for the whole batch: the session's recent results,
     * the voices (a clone or design ended), and one notice (toasts and the status line).
     */
    const settled = (ended: TaskEntry[]) => {
      const completed = ended.filter((e) => e.status === 'COMPLETED');
      // The session's own results only: an app's outputs are the Library's, read from the service.
      const items = completed
        .filter((entry) => entry.submittedAt !== undefined)
        .flatMap((entry) =>
          entry.output.assetIds.map((assetId) => ({
            assetId,
            kind: kindOfTool(entry.tool),
            label: entry.label ?? entry.tool,
            source: 'generated' as const,
            taskId: entry.taskId,
            tool: entry.tool,
            params: entry.params,
            createdAt: entry.completedAt ?? entry.updatedAt,
          })),
        );
      if (items.length) get().addToLibrary(items);
      if (completed.some((e) => e.output.voiceId)) void get().loadVoices();
      if (ended.length) get().tasksSettled(ended);
    };
    const batcher = createTaskBatcher((records) => {
      const tasks = { ...get().tasks };
      const ended: TaskEntry[] = [];
      const entries: TaskEntry[] = [];
      for (const record of records) {
        const before = tasks[record.taskId];
        const entry = merged(before, record);
        entries.push(entry);
        if (before?.status !== entry.status && !isActive(entry)) ended.push(entry);
        tasks[record.taskId] = entry;
      }
      prune(tasks);
      set({ tasks, activeTasks: activeOf(tasks) });
      settled(ended);
      refreshQueue();
      // The listeners (the data cache, and the listings it re-renders) run in a task of their
      // own: the store's update and the cache's each render once, never both in one long task.
      setTimeout(() => {
        for (const listener of listeners) listener(entries);
      }, 0);
    });

    let pendingRefresh: ReturnType<typeof setTimeout> | null = null;
    /**
     * Queue positions move when any task starts or ends: re-read the pending ones (debounced),
     * but only while work this session submitted waits (its progress shows its place in line).
     */
    const refreshQueue = () => {
      if (pendingRefresh || !Object.values(get().tasks).some((t) => t.status === 'PENDING' && t.submittedAt !== undefined)) return;
      pendingRefresh = setTimeout(() => {
        pendingRefresh = null;
        void get()
          .loadTasks({ status: 'PENDING' })
          .catch(() => undefined);
      }, 300);
    };

    return {
      tasks: {},
      activeTasks: [],
      async loadTasks(opts = {}) {
        if (!get().connection?.sessionToken) return;
        const status = opts.status ?? 'PENDING,PROCESSING';
        const { data } = await api.GET('/api/v1/tasks', { params: { query: { limit: 200, status } } });
        const tasks = { ...get().tasks };
        for (const record of data.tasks) {
          const pending = record.status === 'PENDING';
          tasks[record.taskId] = {
            ...merged(tasks[record.taskId], record),
            queuePosition: pending ? record.queuePosition : undefined,
            lane: pending ? record.lane : undefined,
          };
        }
        set({ tasks, activeTasks: activeOf(tasks) });
      },
      receiveTask: (record) => batcher.push(record),
      flushTasks: () => batcher.flushNow(),
      onTaskBatch(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      receiveQueue(queue) {
        const tasks = { ...get().tasks };
        let changed = false;
        for (const t of Object.values(tasks)) {
          if (t.status !== 'PENDING') continue;
          const paused = laneHeld(queue, t.lane);
          if (Boolean(t.paused) === paused) continue;
          tasks[t.taskId] = { ...t, paused };
          changed = true;
        }
        if (changed) set({ tasks, activeTasks: activeOf(tasks) });
        for (const listener of queueListeners) listener(queue);
      },
      onQueue(listener) {
        queueListeners.add(listener);
        return () => queueListeners.delete(listener);
      },
      async submit(name, input, label) {
        const ack = await callTool(api, name, input as ToolInput<typeof name>);
        const now = new Date().toISOString();
        const existing = get().tasks[ack.taskId];
        const entry: TaskEntry = {
          taskId: ack.taskId,
          tool: name,
          taskType: name,
          status: 'PENDING',
          estimatedCredits: ack.estimatedCredits,
          chargedCredits: 0,
          refundedCredits: 0,
          output: { assetIds: [] },
          error: null,
          createdAt: now,
          updatedAt: now,
          label,
          params: input,
          submittedAt: Date.now(),
        };
        const tasks = { ...get().tasks, [ack.taskId]: entry };
        set({ tasks, activeTasks: activeOf(tasks) });
        get().announce(`${label}: submitted (${ack.estimatedCredits} credits held)`);
        // The task's events may have arrived before the acknowledgement: replay the last with the
        // label (after "submitted", so a task that already ended is announced as ended).
        if (existing) {
          const { label: _label, params: _params, submittedAt: _at, ...record } = existing;
          get().receiveTask(record as TaskRecord);
        }
        return ack;
      },
      async retry(taskId) {
        const task = get().tasks[taskId];
        if (!task?.params) throw new Error('The parameters of this task are not known to this studio, so it cannot be retried here.');
        const label = (task.label ?? task.tool).replace(/ \(retry\)$/, '');
        // The tool is one the service ran for this task, so it is one of its submitting tools.
        return get().submit(task.tool as SubmitTool, task.params as ToolDraft<SubmitTool>, `${label} (retry)`);
      },
      cancelTask: (taskId) => callTool(api, 'cancel-task', { taskId }),
    };
  };
