import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../db/open.ts';
import type { Logger } from '../logging/logger.ts';
import { workerExecArgv } from '../core/worker-exec-argv.ts';
import type { FromWorker, Outcome, ToWorker, WorkerSettings } from './dispatch-messages.ts';
import { createOutcomeRecorder } from './outcome-recorder.ts';
import type { WebhookRepo } from './webhook-repo.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';

export { DEFAULT_CONCURRENCY, DELIVERY_TIMEOUT_MS } from './dispatch-loop.ts';

/** After the worker died of a bug, it is started again this much later. */
const RESTART_MS = 1_000;
/** How often the worker is told how busy this event loop is. */
const BUSY_SAMPLE_MS = 100;

/** How the dispatcher reaches the rest of the service. */
export interface DispatcherDeps {
  db: Db;
  repo: WebhookRepo;
  secrets: Pick<WebhookSecrets, 'state'>;
  schedule: readonly number[];
  /** The service's time; the worker keeps it through the offset in shared memory. */
  clock: Clock;
  concurrency: number;
  timeoutMs: number;
  userAgent: string;
  log: Logger;
}

/**
 * The service's handle on the delivery loop (dispatch-loop.ts), which runs in a worker
 * thread (dispatch-worker.ts) with its own, read-only SQLite connection: at full speed a
 * backlog's reads, signing and POSTs would otherwise take a good part of every turn of the
 * event loop that answers requests. The schedule lives in SQLite, so this side wakes the
 * worker when an event is written, answers its questions for signing secrets (the secret
 * store belongs to this thread), tells it when a key's URL or secret changed, relays its
 * log lines, and records the attempts it sent (outcome-recorder.ts): this thread's
 * connection stays the database's only writer, and the worker never waits with a
 * transaction open, because it has none.
 */
export function createDispatcher(deps: DispatcherDeps) {
  let worker: Worker | undefined;
  let running = false;
  let wakeQueued = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopped: Promise<void> | undefined;

  const post = (msg: ToWorker) => worker?.postMessage(msg);
  // Written here, read by the worker (see WorkerSettings.shared); outlives a restart of it.
  const shared = new SharedArrayBuffer(16);
  const changeCount = new Int32Array(shared, 0, 1);
  const apiBusy = new Int32Array(shared, 4, 1);
  const clockOffset = new BigInt64Array(shared, 8, 1);
  Atomics.store(clockOffset, 0, BigInt(deps.clock.offsetMs()));
  // A jump of the clock (tests) can make attempts due now: the worker's timer would not know.
  let stopJumps: (() => void) | undefined;
  const jumped = () => {
    Atomics.store(clockOffset, 0, BigInt(deps.clock.offsetMs()));
    post({ type: 'wake' });
  };
  let nextSettle = 1;
  const settling = new Map<number, (sent: number) => void>();
  let elu = performance.eventLoopUtilization();
  let sampler: NodeJS.Timeout | undefined;
  let stoppedMsg: (() => void) | undefined;
  const recorder = createOutcomeRecorder({ db: deps.db, repo: deps.repo, schedule: deps.schedule, clock: deps.clock, log: deps.log });

  /** One short synchronous transaction; the worker releases the events when told. */
  const record = (w: Worker, batch: Outcome[]) => {
    const { storageFault } = recorder.record(batch);
    w.postMessage({ type: 'recorded', ids: batch.map((b) => b.ref.id), storageFault } satisfies ToWorker);
  };

  const answerSecrets = (id: number, keyId: string) =>
    deps.secrets.state(keyId).then(
      (state) => post({ type: 'secrets', id, state }),
      (err: unknown) => {
        deps.log.warn({ err, keyId }, 'webhook secret could not be read; the delivery is tried again');
        post({ type: 'secrets', id, state: null, failed: true });
      },
    );

  const spawn = () => {
    const settings: WorkerSettings = {
      file: deps.db.name,
      concurrency: deps.concurrency,
      timeoutMs: deps.timeoutMs,
      userAgent: deps.userAgent,
      shared,
    };
    const w = new Worker(new URL('./dispatch-worker.ts', import.meta.url), { execArgv: workerExecArgv(), workerData: settings });
    worker = w;
    // Like the timers of the loop before it: pending deliveries never keep the process alive.
    w.unref();
    w.on('message', (msg: FromWorker) => {
      if (msg.type === 'outcomes') record(w, msg.batch);
      else if (msg.type === 'secrets?') void answerSecrets(msg.id, msg.keyId);
      else if (msg.type === 'log') deps.log[msg.level](msg.obj, msg.msg);
      else if (msg.type === 'stopped') stoppedMsg?.();
      else if (msg.type === 'settled') {
        settling.get(msg.id)?.(msg.sent);
        settling.delete(msg.id);
      }
    });
    w.on('error', (err) => deps.log.error({ err }, 'webhook dispatcher stopped on an error; it starts again'));
    w.on('exit', () => {
      if (worker === w) worker = undefined;
      // Questions it will never answer: `settled` asks the next worker, if there is one.
      for (const done of settling.values()) done(1);
      settling.clear();
      // Nothing is lost: the schedule is in SQLite, and a new worker reads it from the start.
      if (running) restartTimer = setTimeout(spawn, RESTART_MS).unref();
    });
    w.postMessage({ type: 'start' } satisfies ToWorker);
  };

  return {
    /** Coalesces wake-ups; also lets the transaction that inserted an event commit first. */
    wake(): void {
      if (wakeQueued || !worker) return;
      wakeQueued = true;
      setImmediate(() => {
        wakeQueued = false;
        post({ type: 'wake' });
      });
    },
    /** A key's webhook URL or secret changed: the worker reads them again before its next attempt. */
    keyChanged(): void {
      Atomics.add(changeCount, 0, 1);
    },
    /** Starts sending; attempts that fell due while the service was down go out now. */
    start(): void {
      if (running) return;
      running = true;
      stopJumps = deps.clock.onJump(jumped);
      // How busy this event loop is, for the worker to give way to requests (dispatch-loop.ts, API_BUSY).
      sampler = setInterval(() => {
        const now = performance.eventLoopUtilization();
        Atomics.store(apiBusy, 0, Math.round(performance.eventLoopUtilization(now, elu).utilization * 1000));
        elu = now;
      }, BUSY_SAMPLE_MS).unref();
      spawn();
    },
    /**
     * Resolves once every attempt due now (by the service's clock) was sent and its outcome
     * recorded, retries that fell due at once included: nothing more goes out until the
     * clock reaches the next due time. For tests, which move the clock instead of sleeping.
     */
    async settled(): Promise<void> {
      for (;;) {
        const w = worker;
        if (!running || !w) return;
        const id = nextSettle++;
        const sent = await new Promise<number>((resolve) => {
          settling.set(id, resolve);
          w.postMessage({ type: 'settle', id } satisfies ToWorker);
        });
        if (sent === 0) return;
      }
    },
    /** Stops claiming; running attempts get a short grace, then are abandoned unrecorded. */
    stop(): Promise<void> {
      if (stopped) return stopped;
      running = false;
      stopJumps?.();
      for (const done of settling.values()) done(0);
      settling.clear();
      clearTimeout(restartTimer);
      clearInterval(sampler);
      const w = worker;
      if (!w) return (stopped = Promise.resolve());
      // Unref'd, the worker would not keep the process alive until it has handed over its last outcomes.
      w.ref();
      const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
      // Messages arrive in order: at `stopped`, every outcome before it is committed. Then the
      // thread is ended rather than left waiting for idle keep-alive sockets to close.
      const handedOver = new Promise<void>((resolve) => (stoppedMsg = resolve));
      stopped = Promise.race([handedOver, exited]).then(() => {
        void w.terminate();
        return exited;
      });
      w.postMessage({ type: 'stop' } satisfies ToWorker);
      return stopped;
    },
  };
}
