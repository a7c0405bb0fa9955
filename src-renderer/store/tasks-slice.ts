// The task queue: what the studio submitted or heard about, fed by the event stream and the
// task list, with submission, retry and cancellation.
import { callTool } from '../api/client.ts';
import type { SubmitTool, TaskAck, TaskRecord, ToolDraft, ToolInput } from '../api/shapes.ts';
import type { SliceContext, StudioSlice } from './slice.ts';

/** A task the studio submitted or heard about, with what it was asked to do (studio state: the label it showed, when it sent it). */
export type TaskEntry = Omit<TaskRecord, 'params'> & {
  /** The input it was submitted with (the listing's `params`, or what this studio sent). */
  params?: Record<string, unknown>;
  label?: string;
  submittedAt?: number;
};

export interface TasksSlice {
  tasks: Record<string, TaskEntry>;
  /** Loads the service's task list (every task of the workspace) and merges it in. */
  loadTasks(opts?: { status?: TaskRecord['status'] }): Promise<void>;
  /** Takes in a task's new state (from the event stream): library, voices and the status line follow. */
  receiveTask(record: TaskRecord): void;
  /** Submits a generation tool with the studio's key and tracks its task. */
  submit<N extends SubmitTool>(tool: N, input: ToolDraft<N>, label: string): Promise<TaskAck>;
  /** Re-submits a FAILED or CANCELLED task with the parameters it was submitted with. */
  retry(taskId: string): Promise<TaskAck>;
  /** Cancels a PENDING or PROCESSING task (its credits are refunded). */
  cancelTask(taskId: string): Promise<TaskRecord>;
}

const TASKS_CACHE = 'timbre.tasks';

/** A task's new state over what the studio knew of it; `params` (the input it was submitted with) is an object whenever the service sends it. */
const merged = (before: TaskEntry | undefined, { params, ...record }: TaskRecord): TaskEntry => ({
  ...before,
  ...record,
  ...(params !== undefined ? { params: params as Record<string, unknown> } : {}),
});

/** The asset kind a tool makes. */
const kindOfTool = (tool: string) => (tool.includes('video') ? 'video' : 'audio');

export const createTasksSlice =
  ({ api, cache }: SliceContext): StudioSlice<TasksSlice> =>
  (set, get) => {
    const keep = (tasks: Record<string, TaskEntry>) => {
      set({ tasks });
      cache.save(TASKS_CACHE, tasks);
    };

    let pendingRefresh: ReturnType<typeof setTimeout> | null = null;
    /** Queue positions move when any task starts or ends: re-read the pending ones (debounced). */
    const refreshQueue = () => {
      if (pendingRefresh || !Object.values(get().tasks).some((t) => t.status === 'PENDING')) return;
      pendingRefresh = setTimeout(() => {
        pendingRefresh = null;
        void get()
          .loadTasks({ status: 'PENDING' })
          .catch(() => undefined);
      }, 300);
    };

    return {
      tasks: cache.load<Record<string, TaskEntry>>(TASKS_CACHE, {}),
      async loadTasks(opts = {}) {
        if (!get().connection?.sessionToken) return;
        const { data } = await api.GET('/api/v1/tasks', { params: { query: { limit: 200, status: opts.status } } });
        const tasks = { ...get().tasks };
        for (const record of data.tasks) {
          const pending = record.status === 'PENDING';
          tasks[record.taskId] = {
            ...merged(tasks[record.taskId], record),
            queuePosition: pending ? record.queuePosition : undefined,
            lane: pending ? record.lane : undefined,
          };
        }
        keep(tasks);
      },
      receiveTask(record) {
        const before = get().tasks[record.taskId];
        const entry = merged(before, record);
        keep({ ...get().tasks, [record.taskId]: entry });
        if (before?.status === record.status) return;
        refreshQueue();
        const label = entry.label ?? record.tool;
        if (record.status === 'COMPLETED') {
          get().addToLibrary(
            record.output.assetIds.map((assetId) => ({
              assetId,
              kind: kindOfTool(record.tool),
              label,
              source: 'generated' as const,
              taskId: record.taskId,
              tool: record.tool,
              params: entry.params,
              createdAt: record.completedAt ?? record.updatedAt,
            })),
          );
          if (record.output.voiceId) void get().loadVoices();
          get().announce(`${label}: done`);
        } else if (record.status === 'FAILED') {
          get().announce(`${label}: failed — ${record.error?.message ?? 'unknown error'}`);
        } else if (record.status === 'CANCELLED') {
          get().announce(`${label}: cancelled, credits refunded`);
        }
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
        set({ tasks: { ...get().tasks, [ack.taskId]: entry } });
        get().announce(`${label}: submitted (${ack.estimatedCredits} credits held)`);
        // The task's events may have arrived before the acknowledgement: replay the last with the
        // label (after "submitted", so a task that already ended is announced as ended).
        if (existing) get().receiveTask(existing);
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
