/**
 * worker_threads worker of `dispatcher.ts`: the delivery loop on its own thread and its own
 * connection to the service's database, so reading the queue, signing and HTTP stay off
 * the event loop that answers requests. The connection only reads (query_only), one
 * statement at a time (WAL: those reads never wait for the service's writes and never hold
 * a snapshot across an await); answered attempts go to the service, whose connection writes
 * them (see dispatcher.ts for why). Keys' URLs are read here and cached until the service
 * counts a change of a key; secrets live in the service's secret store, so they are asked
 * of the service once per key and kept until then too. Nothing here logs a secret.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { Logger } from '../logging/logger.ts';
import { createDispatchLoop } from './dispatch-loop.ts';
import { httpPost } from './http-post.ts';
import type { SigningSecrets } from './signing.ts';
import { createWebhookRepo } from './webhook-repo.ts';
import { signingAt, type SecretState } from './webhook-secrets.ts';
import type { ToWorker, FromWorker, WorkerSettings } from './dispatch-messages.ts';

const settings = workerData as WorkerSettings;

const port = parentPort!;
const tell = (msg: FromWorker) => port.postMessage(msg);

const db = new Database(settings.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
// Never a writer: a second writer would fail the service's read-then-write transactions.
db.pragma('query_only = ON');
const repo = createWebhookRepo(db);
const urlOf = db.prepare('SELECT webhook_url FROM api_keys WHERE id = ?').pluck();

// Copies of keys' URLs and secrets, all dropped when the service counts a change of any key
// (rare: a PATCH of the key, a new or rotated secret).
const keyChanges = new Int32Array(settings.shared, 0, 1);
const apiBusy = new Int32Array(settings.shared, 4, 1);
const clockOffset = new BigInt64Array(settings.shared, 8, 1);
/** The service's time: real time plus the offset its clock runs at (0 but in tests). */
const now = () => Date.now() + Number(Atomics.load(clockOffset, 0));
let seenChanges = Atomics.load(keyChanges, 0);
const urls = new Map<string, string | null>();
const dropIfChanged = () => {
  const now = Atomics.load(keyChanges, 0);
  if (now === seenChanges) return;
  seenChanges = now;
  urls.clear();
  secrets.clear();
};
const webhookUrl = (keyId: string): string | null => {
  dropIfChanged();
  let url = urls.get(keyId);
  if (url === undefined) {
    url = (urlOf.get(keyId) as string | null | undefined) ?? null;
    urls.set(keyId, url);
  }
  return url;
};

// Per key: the stored secrets, or the pending question. An answer asked for before a change
// is used once (by the attempt that asked) but not kept.
const secrets = new Map<string, SecretState | null | Promise<SecretState | null>>();
const asked = new Map<number, { resolve: (state: SecretState | null) => void; reject: (err: Error) => void }>();
let nextQuestion = 1;
const secretsOf = async (keyId: string): Promise<SigningSecrets | null> => {
  dropIfChanged();
  let state = secrets.get(keyId);
  if (state === undefined) {
    const gen = seenChanges;
    const id = nextQuestion++;
    const answer = new Promise<SecretState | null>((resolve, reject) => asked.set(id, { resolve, reject }));
    secrets.set(keyId, answer);
    tell({ type: 'secrets?', id, keyId });
    try {
      state = await answer;
    } catch (err) {
      if (secrets.get(keyId) === answer) secrets.delete(keyId);
      throw err;
    }
    if (Atomics.load(keyChanges, 0) === gen) secrets.set(keyId, state);
    else if (secrets.get(keyId) === answer) secrets.delete(keyId);
  } else if (state instanceof Promise) {
    state = await state;
  }
  return state && signingAt(state, now());
};

const log: Logger = {
  info: (obj, msg) => tell({ type: 'log', level: 'info', obj, msg }),
  warn: (obj, msg) => tell({ type: 'log', level: 'warn', obj, msg }),
  error: (obj, msg) => tell({ type: 'log', level: 'error', obj, msg }),
};

const loop = createDispatchLoop({
  repo,
  commit: (batch) => tell({ type: 'outcomes', batch }),
  webhookUrl,
  secrets: secretsOf,
  post: httpPost,
  concurrency: settings.concurrency,
  timeoutMs: settings.timeoutMs,
  userAgent: settings.userAgent,
  log,
  apiBusy: () => Atomics.load(apiBusy, 0) / 1000,
  now,
});

port.on('message', (msg: ToWorker) => {
  switch (msg.type) {
    case 'start':
      return loop.start();
    case 'wake':
      return loop.wake();
    case 'settle':
      void loop.settled().then((sent) => tell({ type: 'settled', id: msg.id, sent }));
      return;
    case 'secrets':
      if (msg.failed) asked.get(msg.id)?.reject(new Error('the secret store could not be read'));
      else asked.get(msg.id)?.resolve(msg.state);
      asked.delete(msg.id);
      return;
    case 'recorded':
      return loop.recorded(msg.ids, msg.storageFault ?? false);
    case 'stop':
      // The last outcomes were posted before `stopped`; the service ends this thread then,
      // rather than waiting for idle keep-alive sockets to close.
      void loop.stop().then(() => {
        db.close();
        tell({ type: 'stopped' });
      });
  }
});
