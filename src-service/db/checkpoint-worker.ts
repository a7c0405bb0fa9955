/**
 * worker_threads worker of `checkpointer.ts`: its own connection to the service's database,
 * running a PASSIVE checkpoint every `intervalMs` until told to stop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new Database(file, { fileMustExist: true });
const timer = setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), intervalMs);

parentPort!.on('message', (msg) => {
  if (msg !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
