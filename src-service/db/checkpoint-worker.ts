/**
 * worker_threads worker of `checkpointer.ts`: its own connection to the service's database,
 * running a PASSIVE checkpoint every `intervalMs` until told to stop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { classifyStorageFault } from '../storage/faults.ts';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new Database(file, { fileMustExist: true });
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    // A full disk (the database file cannot grow) or a passing I/O error: the WAL keeps the
    // commits meanwhile, and the next round tries again. Anything else stops the worker, and
    // the service's own connection checkpoints instead (checkpointer.ts).
    if (!classifyStorageFault(err)) throw err;
  }
}, intervalMs);

parentPort!.on('message', (msg) => {
  if (msg !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
