import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { workerExecArgv } from '../worker-exec-argv.ts';
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

/**
 * The worker (its own V8 isolate and connection, ~10 MiB) starts only once the WAL holds this
 * much, i.e. when writes come in earnest; an idle or lightly used service never pays for it.
 * Until then nothing checkpoints (the backstop is 40 times further), which costs nothing: the
 * pages wait in the WAL, as durable there as in the database file.
 */
export const START_AFTER_BYTES = 1024 * 1024;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(
  db: Db,
  opts: { intervalMs?: number; startAfterBytes?: number; onError?: (err: unknown) => void } = {},
): Checkpointer {
  const intervalMs = opts.intervalMs ?? 200;
  const startAfter = opts.startAfterBytes ?? START_AFTER_BYTES;
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  let running = true;
  let worker: Worker | undefined;
  let exited = Promise.resolve();

  const startWorker = () => {
    const w = new Worker(new URL('./checkpoint-worker.ts', import.meta.url), {
      execArgv: workerExecArgv(),
      workerData: { file: db.name, intervalMs },
    });
    w.unref();
    exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
    w.on('error', (err) => {
      // Without the worker, the service's connection checkpoints as SQLite does by default.
      if (running) db.pragma('wal_autocheckpoint = 1000');
      opts.onError?.(err);
    });
    worker = w;
  };
  // The WAL only grows until the first checkpoint, so its size tells when writes have added up.
  const walBytes = () => {
    try {
      return statSync(`${db.name}-wal`).size;
    } catch {
      return 0;
    }
  };
  let watch: ReturnType<typeof setInterval> | undefined;
  if (walBytes() >= startAfter) startWorker();
  else {
    watch = setInterval(() => {
      if (walBytes() < startAfter) return;
      clearInterval(watch);
      watch = undefined;
      if (running) startWorker();
    }, intervalMs).unref();
  }

  return {
    async stop() {
      if (!running) return exited;
      running = false;
      if (watch) clearInterval(watch);
      if (!worker) return exited;
      // Unref'd, the worker would not keep the process alive until it has closed its connection.
      worker.ref();
      worker.postMessage('stop');
      return exited;
    },
  };
}
