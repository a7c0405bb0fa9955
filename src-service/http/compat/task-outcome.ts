/**
 * What a compatible endpoint answers when its speech task did not complete: the task's
 * failure code mapped onto the API's error codes, so the status says what kind of failure
 * it was (the caller's text, a busy provider, a fault) and the body keeps the task's own code.
 */
import { AppError } from '../../core/app-error.ts';
import type { ErrorCode } from '../../contract/error-codes.ts';
import { TASK_FAILURES, type TaskFailureCode } from '../../contract/failures.ts';
import type { TaskRecord } from '../../contract/task.ts';

/** The API error code for each task failure code. */
const STATUS_OF_FAILURE: Record<TaskFailureCode, ErrorCode> = {
  provider_error: 'unavailable',
  provider_auth: 'unavailable',
  provider_rejected: 'validation_failed',
  provider_failed: 'unavailable',
  provider_unavailable: 'unavailable',
  provider_unreachable: 'unavailable',
  provider_timeout: 'unavailable',
  provider_malformed: 'unavailable',
  provider_job_lost: 'unavailable',
  rate_limited: 'rate_limited',
  moderation_blocked: 'validation_failed',
  voice_unavailable: 'validation_failed',
  audio_unavailable: 'internal',
  video_unavailable: 'internal',
  sample_unusable: 'validation_failed',
  render_failed: 'internal',
  invalid_argument: 'validation_failed',
  cancelled: 'conflict',
  interrupted: 'unavailable',
  ffmpeg_missing: 'unavailable',
  conversion_failed: 'internal',
  validation_failed: 'validation_failed',
  not_found: 'not_found',
  unavailable: 'unavailable',
  storage_full: 'storage_full',
  storage_read_only: 'storage_read_only',
  storage_io: 'storage_io',
  internal: 'internal',
};

/** The error for a task that ended FAILED or CANCELLED (or had not ended): its credits were refunded. */
export function taskOutcomeError(record: TaskRecord): AppError {
  const failure = record.error;
  if (!failure) return new AppError('internal', `Task ${record.taskId} ended ${record.status} without an error`, { taskId: record.taskId });
  const advice = TASK_FAILURES[failure.code]?.action ?? '';
  return new AppError(
    STATUS_OF_FAILURE[failure.code] ?? 'internal',
    `The speech task ${record.taskId} ${record.status === 'CANCELLED' ? 'was cancelled' : 'failed'} (${failure.code}): ${failure.message}. Its credits were refunded. ${advice}`.trim(),
    { taskId: record.taskId, failure: failure.code },
  );
}
