// Toasts for finished and failed work, and the status line screen readers hear. Only work this
// studio started gets a toast of its own: an app's thousand tasks show in the activity counter,
// not as a thousand toasts.
import type { StudioSlice } from './slice.ts';
import type { TaskEntry } from './tasks-slice.ts';

export interface Toast {
  id: number;
  tone: 'success' | 'error' | 'info';
  title: string;
  description?: string;
  /** The task it is about, to open its output from the toast. */
  taskId?: string;
}

export interface ToastsSlice {
  toasts: Toast[];
  toast(toast: Omit<Toast, 'id'>): void;
  dismissToast(id: number): void;
  /** A task this session knows reached a new status. */
  taskSettled(entry: TaskEntry, label: string): void;
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
  taskSettled(entry, label) {
    const mine = entry.submittedAt !== undefined;
    if (entry.status === 'COMPLETED') {
      get().announce(`${label}: done`);
      if (mine) get().toast({ tone: 'success', title: `${label}: done`, taskId: entry.taskId });
    } else if (entry.status === 'FAILED') {
      const message = entry.error?.message ?? 'unknown error';
      get().announce(`${label}: failed — ${message}`);
      if (mine) get().toast({ tone: 'error', title: `${label}: failed`, description: message, taskId: entry.taskId });
    } else if (entry.status === 'CANCELLED') {
      get().announce(`${label}: cancelled, credits refunded`);
      if (mine) get().toast({ tone: 'info', title: `${label}: cancelled`, description: 'Its credits were refunded.' });
    }
  },
});
