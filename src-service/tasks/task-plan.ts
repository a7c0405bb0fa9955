import type { TaskLane } from './lanes.ts';

/** The validated, priced form of a generation request: what a submission stores on the task. */
export interface TaskPlan {
  taskType: string;
  credits: number;
  providerCost?: number;
  engine: string;
  /** The lane it queues and runs in, from the same engine choice (lanes.ts `laneOf`). */
  lane: TaskLane;
  /** Normalized input kept on the task for the runner and for "make another like this". */
  input: Record<string, unknown>;
  /** Advice returned with the acknowledgement (e.g. a low sample rate); the request is accepted. */
  warnings?: Array<{ code: string; message: string }>;
}
