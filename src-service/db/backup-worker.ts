/**
 * worker_threads worker of `backup-schedule.ts`: one backup on its own read-only connection,
 * so neither the copy nor its check runs on the service's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { writeBackup, type BackupReason } from './backup.ts';

const { file, dir, reason, keep } = workerData as { file: string; dir: string; reason: BackupReason; keep: number };
let db: Database.Database | undefined;
try {
  db = new Database(file, { readonly: true, fileMustExist: true });
  const made = writeBackup(db, dir, reason, keep);
  parentPort!.postMessage({ ok: true, backup: { ...made, madeAt: made.madeAt.toISOString() } });
} catch (err) {
  parentPort!.postMessage({ ok: false, message: (err as Error).message, code: (err as { code?: string }).code });
} finally {
  db?.close();
}
