/**
 * The runner's port: what one run of a task is given and what it gives back. The runner owns
 * these types and knows nothing of tools; the composition root hands it `TaskJobs`, the run
 * function of each tool, so the dependency points from tools to tasks and never back.
 */
import type { AssetStore, PendingAsset } from '../assets/asset-store.ts';
import type { NewVoice } from '../voices/voice-repo.ts';
import type { TaskOutputExtras } from '../contract/task.ts';
import type { TaskRow } from './task-repo.ts';

/** What the runner gives one run of a task. */
export interface TaskRun {
  task: TaskRow;
  /**
   * The task's planned input (TaskPlan.input) as stored, parsed. The runner knows nothing of its
   * shape; the tool whose plan wrote it reads it as its declared task input (tools/tool.ts).
   */
  input: object;
  /**
   * The asset store as this run sees it: the scratch files and staged assets it makes are
   * removed when it fails (run-files.ts).
   */
  store: AssetStore;
  /** Aborted when the task is cancelled or the service stops. */
  signal: AbortSignal;
  progress(percent: number): void;
  /**
   * Stores an upstream job id so a restart can resume it instead of paying for a new one;
   * null forgets a job that failed, so the next run of the task starts a new one.
   */
  setUpstreamId(id: string | null): void;
  /**
   * One more of the lane's run slots, for work this run does in parallel (a narration's
   * segments): given only while the lane has a slot that no queued task is waiting for, so the
   * lane never runs more at once than its bound. Answers the slot's release (call it once, as
   * soon as that work ends), or null when none is free.
   */
  extraSlot(): (() => void) | null;
}

/** Outputs of a finished run; committed with the task's completion in one transaction. */
export interface RunResult {
  assets: PendingAsset[];
  /** Assets that already exist and belong in the output too (e.g. a sample sent as it was). */
  existingAssetIds?: string[];
  voice?: NewVoice;
  /** Fields of the task's output besides its assets and voice (a narration's segments). */
  output?: TaskOutputExtras;
}

/** Runs one task to its result; what it throws fails the task (or retries it, see retry.ts). */
type RunTask = (run: TaskRun) => Promise<RunResult>;

/** The run function of a tool's tasks, by tool name; undefined when the tool has none. */
export type TaskJobs = (tool: string) => RunTask | undefined;
