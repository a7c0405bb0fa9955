import type { TaskRecord } from '../contract/task.ts';
import type { Logger } from '../logging/logger.ts';
import type { StorageGuard } from '../storage/monitor.ts';

/** While some task's end could not be written, it is tried again this often. */
const SETTLE_RETRY_MS = 2_000;

/**
 * Task ends the disk refused to write (SQLITE_FULL on the transaction that fails a task):
 * kept in memory, in order, and written as soon as a write succeeds, every SETTLE_RETRY_MS
 * and whenever the service sees space return. The task stays PROCESSING meanwhile (it is not
 * running: the runner has let it go), and its hold stays held; a restart instead finds it
 * PROCESSING and requeues it, so either way its hold is settled exactly once.
 * `Failure` is the lifecycle's TaskFailure, kept as a parameter so this helper of the
 * lifecycle does not import it back.
 */
export function createUnsettled<Failure>(deps: {
  /** Writes the end; throws what the database throws. */
  settle: (taskId: string, failure: Failure) => TaskRecord | null;
  storage: StorageGuard;
  log: Logger;
}) {
  const kept = new Map<string, Failure>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const arm = (): void => {
    if (timer || stopped || kept.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      retry();
    }, SETTLE_RETRY_MS);
    timer.unref();
  };

  const retry = (): void => {
    for (const [taskId, failure] of kept) {
      try {
        // Null means it ended meanwhile (cancelled): nothing left to write either way.
        deps.settle(taskId, failure);
      } catch (err) {
        if (deps.storage.fault(err)) break; // still refused: the rest would be too
        deps.log.error({ err, taskId }, 'task end could not be written; the next start requeues it');
      }
      kept.delete(taskId);
    }
    arm();
  };

  return {
    add(taskId: string, failure: Failure): void {
      kept.set(taskId, failure);
      arm();
    },
    size: (): number => kept.size,
    retry,
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
