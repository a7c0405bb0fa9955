// The toasts slice's state and the types it is made of, apart from its actions (toasts-slice.ts) so that
// the studio's whole state (studio-state.ts) can be named without importing the slices that build it.
import type { TaskEntry } from './tasks-state.ts';

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
  /** Tasks that ended in one batch of events: toasts for the studio's own, one status line for all. */
  tasksSettled(ended: TaskEntry[]): void;
}
