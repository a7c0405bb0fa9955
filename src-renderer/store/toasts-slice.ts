// Toasts for finished and failed work, and the status line screen readers hear. Only work this
// studio started gets a toast of its own: an app's thousand tasks show in the activity counter,
// not as a thousand toasts.
import type { StudioSlice } from './slice.ts';
import { describeTask } from '../ui/task-text.ts';
import type { TaskEntry } from './tasks-state.ts';
import type { Toast, ToastsSlice } from './toasts-state.ts';

export type { ToastsSlice } from './toasts-state.ts';

/** What to say about one task that ended: its status line and its toast. */
function notice(entry: TaskEntry): { line: string; toast: Omit<Toast, 'id'> } {
  const label = entry.label ?? describeTask(entry);
  if (entry.status === 'COMPLETED')
    return { line: `${label}: done`, toast: { tone: 'success', title: `${label}: done`, taskId: entry.taskId } };
  if (entry.status === 'FAILED') {
    const message = entry.error?.message ?? 'unknown error';
    return {
      line: `${label}: failed — ${message}`,
      toast: { tone: 'error', title: `${label}: failed`, description: message, taskId: entry.taskId },
    };
  }
  return {
    line: `${label}: cancelled, credits refunded`,
    toast: { tone: 'info', title: `${label}: cancelled`, description: 'Its credits were refunded.' },
  };
}

/** At most this many toasts stand at once; older ones give way. */
const MAX_TOASTS = 4;
let nextId = 1;

export const createToastsSlice = (): StudioSlice<ToastsSlice> => (set, get) => ({
  toasts: [],
  toast(toast) {
    set({ toasts: [...get().toasts, { ...toast, id: nextId++ }].slice(-MAX_TOASTS) });
  },
  dismissToast(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
  tasksSettled(ended) {
    // Toasts only for work this studio started; an app's burst is one line in the status region.
    const mine = ended.filter((e) => e.submittedAt !== undefined).map((e) => notice(e).toast);
    if (mine.length) set({ toasts: [...get().toasts, ...mine.map((t) => ({ ...t, id: nextId++ }))].slice(-MAX_TOASTS) });
    if (ended.length === 1) get().announce(notice(ended[0]).line);
    else {
      const done = ended.filter((e) => e.status === 'COMPLETED').length;
      const failed = ended.filter((e) => e.status === 'FAILED').length;
      const cancelled = ended.length - done - failed;
      get().announce(
        [`${done} tasks done`, failed && `${failed} failed`, cancelled && `${cancelled} cancelled`].filter(Boolean).join(', '),
      );
    }
  },
});
