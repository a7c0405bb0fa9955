// The stored shape of a task, apart from the repository so that the listing queries
// (task-listing.ts, which task-repo.ts composes) can name it without importing their composer.
import type { TaskStatus } from '../contract/task.ts';
import type { TaskLane } from './lanes.ts';
import type { CompatDialect } from '../contract/compat-speech.ts';

/** A task as stored. JSON columns are kept as text here and parsed in `toRecord`. */
export interface TaskRow {
  id: string;
  tool: string;
  task_type: string;
  status: TaskStatus;
  api_key_id: string | null;
  input: string;
  /** The request as the caller sent it (validated), for retry and "make another like this". */
  request: string | null;
  /** The foreign API it was asked through (openai, elevenlabs); null for Timbre's own. */
  via: CompatDialect | null;
  estimated_credits: number;
  charged_credits: number;
  refunded_credits: number;
  provider_cost: number | null;
  progress: number | null;
  output: string | null;
  error: string | null;
  engine: string | null;
  /** Where it queues and runs (lanes.ts); set at submission and kept through requeues. */
  lane: TaskLane;
  /** Runs started (claims); a crash or stop between claim and end counts too. */
  attempts: number;
  /** Runs that ended in a retry after a transient provider error (retry.ts). */
  retries: number;
  /** While PENDING after a retry: not claimed before this time. */
  retry_at: string | null;
  /** While PENDING after a retry: the code of the error it waits out. */
  retry_code: string | null;
  /** Moved to the front of its lane: the larger, the sooner (null: in id order behind the fronted ones). */
  front: number | null;
  upstream_id: string | null;
  /** The batch it is an item of (batches/), its row there (1-based) and its file name in results.zip. */
  batch_id: string | null;
  batch_row: number | null;
  file_name: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  completed_at: string | null;
}
