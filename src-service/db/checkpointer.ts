import { Worker } from 'node:worker_threads';
import { workerExecArgv } from '../core/worker-exec-argv.ts';
import type { Db } from './open.ts';

/**
 * WAL checkpoints off the event loop. A checkpoint copies committed pages from the WAL into
 * the database file and fsyncs it; done by the connection that commits (SQLite's default,
 * after every 1,000 WAL pages) it stalls every request in flight for that long, which is
 * most of the submit path's tail latency. Here a worker thread with its own connection runs
 * PASSIVE checkpoints, which never block the writer, every `intervalMs`. The service's own
 * connection keeps an automatic checkpoint only as a backstop (BACKSTOP_PAGES), for when
 * the worker falls behind under sustained writes or is gone; by then the worker has copied
 * nearly every page, so the backstop has little left to do.
 * Durability is unchanged: a commit is durable once in the WAL, whoever checkpoints it.
 */
export const BACKSTOP_PAGES = 10_000;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(db: Db, opts: { intervalMs?: number; onError?: (err: unknown) => void } = {}): Checkpointer {
  const worker = new Worker(new URL('./checkpoint-worker.ts', import.meta.url), {
    execArgv: workerExecArgv(),
    workerData: { file: db.name, intervalMs: opts.intervalMs ?? 200 },
  });
  worker.unref();
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  let running = true;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (err) => {
    // Without the worker, the service's connection checkpoints as SQLite does by default.
    if (running) db.pragma('wal_autocheckpoint = 1000');
    opts.onError?.(err);
  });
  return {
    async stop() {
      if (!running) return exited;
      running = false;
      // Unref'd, the worker would not keep the process alive until it has closed its connection.
      worker.ref();
      worker.postMessage('stop');
      return exited;
    },
  };
}
