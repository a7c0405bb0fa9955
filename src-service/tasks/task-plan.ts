import type { TaskLane } from './lanes.ts';

/**
 * The validated, priced form of a generation request: what a submission stores on the task.
 * `Input` is the task input its tool declares (tools/tool.ts `GenerationTool`); the queue
 * only stores it as JSON, so here it is any object.
 */
export interface TaskPlan<Input extends object = object> {
  taskType: string;
  credits: number;
  providerCost?: number;
  engine: string;
  /** The lane it queues and runs in, from the same engine choice (lanes.ts `laneOf`). */
  lane: TaskLane;
  /** Normalized input kept on the task for the runner and for "make another like this". */
  input: Input;
  /** Advice returned with the acknowledgement (e.g. a low sample rate); the request is accepted. */
  warnings?: Array<{ code: string; message: string }>;
}
