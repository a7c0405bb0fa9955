import type { Clock } from '../core/clock.ts';
import type { Db } from '../db/open.ts';
import type { Logger } from '../logging/logger.ts';
import { classifyStorageFault } from '../storage/faults.ts';
import { attemptRow } from './attempt.ts';
import type { Outcome } from './dispatch-messages.ts';
import type { WebhookRepo } from './webhook-repo.ts';

/**
 * Records the attempts the dispatcher's worker sent, on the service's own connection. The
 * service's connection stays the only one that writes: its transactions read before they
 * write (BEGIN DEFERRED), and in WAL a second writer committing between that read and the
 * write fails them at once with 'database is locked' (SQLITE_BUSY_SNAPSHOT, no busy wait),
 * or, holding the write lock, makes them sleep in the busy handler on the event loop. A
 * batch of outcomes is one short synchronous transaction here: nothing awaits inside it.
 */
export function createOutcomeRecorder(deps: { db: Db; repo: WebhookRepo; schedule: readonly number[]; clock: Clock; log: Logger }) {
  const { db, repo, schedule, clock, log } = deps;

  /** The attempt and where it leaves the event; true when that was the last attempt and it failed. */
  const record = ({ ref, startedAt, o }: Outcome): boolean => {
    const attempt = ref.attempts + 1;
    repo.insertAttempt(attemptRow(ref.id, ref.series, attempt, startedAt, o));
    const now = new Date(clock.now()).toISOString();
    const last = !o.delivered && attempt >= schedule.length;
    repo.settle({
      id: ref.id,
      series: ref.series,
      attempts: attempt,
      status: o.delivered ? 'delivered' : last ? 'failed' : 'pending',
      next_attempt_at: o.delivered || last ? null : ref.series_started_at + schedule[attempt] * 1000,
      delivered_at: o.delivered ? now : null,
      now,
    });
    return last;
  };
  const recordAll = db.transaction((batch: Outcome[]) => batch.map(record));
  const recordOne = db.transaction(record);

  return {
    /** Commits `batch`; `storageFault` when the disk refused it (the events stay due). */
    record(batch: Outcome[]): { storageFault: boolean } {
      let gaveUp: boolean[] = [];
      let storageFault = false;
      try {
        gaveUp = recordAll(batch);
      } catch (err) {
        // Not lost: the events stay pending in the database and are sent again (after a pause).
        if (classifyStorageFault(err)) {
          storageFault = true;
          log.warn({ err, eventId: batch[0]?.ref.id }, 'webhook attempts could not be recorded (disk); sending again later');
        } else {
          // A bug in one outcome's row must not lose the others: each in its own transaction.
          gaveUp = batch.map((one) => {
            try {
              return recordOne(one);
            } catch (e) {
              if (classifyStorageFault(e)) storageFault = true;
              log.error({ err: e, eventId: one.ref.id }, 'webhook attempt could not be recorded');
              return false;
            }
          });
        }
      }
      batch.forEach(({ ref, o }, i) => {
        if (!gaveUp[i]) return;
        log.warn(
          { eventId: ref.id, keyId: ref.api_key_id, attempts: ref.attempts + 1, errorClass: o.errorClass, httpStatus: o.httpStatus },
          'webhook delivery failed permanently',
        );
      });
      return { storageFault };
    },
  };
}
