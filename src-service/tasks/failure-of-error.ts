import { AppError } from '../core/app-error.ts';
import { EngineError } from '../providers/engine.ts';
import { FfmpegMissingError } from '../media/ffmpeg-path.ts';
import { MediaConvertError } from '../media/convert.ts';
import type { StorageGuard } from '../storage/monitor.ts';
import { isTaskFailureCode, type TaskFailure } from '../contract/failures.ts';

/**
 * How a run's error is shown on the failed task: its own code (one of TASK_FAILURES) and a
 * message that says what to do, for every fault the user can meet (a full disk, ffmpeg gone,
 * a conversion that failed), so only real bugs end as `internal`. Null for those.
 * A storage fault is checked first: a render error whose cause is "No space left on device"
 * is about the disk, not the render. An API error whose code cannot end a task (say
 * `forbidden`) is a bug of the run: it keeps its message under `internal`.
 */
export function runFailure(err: unknown, storage: StorageGuard): TaskFailure | null {
  const fault = storage.fault(err);
  if (fault) return { code: fault.code, message: `${fault.message} Credits were refunded.` };
  if (err instanceof EngineError) return { code: err.code, message: err.message };
  if (err instanceof AppError) return { code: isTaskFailureCode(err.code) ? err.code : 'internal', message: err.message };
  if (err instanceof FfmpegMissingError) {
    return { code: 'ffmpeg_missing', message: `${err.message} Credits were refunded; submit the task again once ffmpeg is back.` };
  }
  if (err instanceof MediaConvertError) {
    return { code: 'conversion_failed', message: `${sentence(err.message)} Credits were refunded.` };
  }
  return null;
}

/** The failure of a task whose run failed unexpectedly (a bug). */
export const INTERNAL_FAILURE: TaskFailure = {
  code: 'internal',
  message: 'The engine failed unexpectedly; credits were refunded. Try again, and report it if it repeats.',
};

/** `text` ending with a full stop. */
function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}
