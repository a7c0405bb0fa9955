import type { TaskFailure } from './failures.ts';

/** Task states: PENDING → PROCESSING → COMPLETED | FAILED | CANCELLED. */
export type TaskStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

export const TERMINAL_STATUSES: readonly TaskStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED'];

/** The task record answered by get-task-status, wait-for-task and cancel-task. */
export interface TaskRecord {
  taskId: string;
  tool: string;
  taskType: string;
  status: TaskStatus;
  estimatedCredits: number;
  chargedCredits: number;
  refundedCredits: number;
  providerCost?: number;
  progress?: number;
  output: { assetIds: string[]; voiceId?: string } & TaskOutputExtras;
  /** Why a FAILED or CANCELLED task ended (TASK_FAILURES says what each code means). */
  error: TaskFailure | null;
  /**
   * While a PENDING task waits to run again after a transient provider error (a rate limit, a
   * 5xx, the network): how many retries so far, when the next run may start, and the error's
   * code. Absent otherwise.
   */
  retry?: { count: number; at: string; code: string };
  createdAt: string;
  updatedAt: string;
  completedAt?: string;
}

/** Acknowledgement of a generation tool: `{"data": TaskAck}`. */
export interface TaskAck {
  taskId: string;
  status: 'PENDING';
  estimatedCredits: number;
  /** Advice about the request that did not stop it (e.g. a clone sample under 24 kHz). */
  warnings?: Array<{ code: string; message: string }>;
}

/** Where one segment of a narration lies in its WAV (generate-narration's `output.segments`). */
export interface NarrationSegment {
  index: number;
  voiceId: string;
  text: string;
  startSeconds: number;
  endSeconds: number;
}

/** What a task's output holds besides its assets and voice, by tool. */
export interface TaskOutputExtras {
  /** generate-narration: the segments in order, with their times in the narration. */
  segments?: NarrationSegment[];
}
