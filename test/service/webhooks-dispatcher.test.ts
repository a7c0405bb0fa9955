import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKeyRepo } from '../../src-service/auth/api-key-repo.ts';
import { openDatabase, type Db } from '../../src-service/db/open.ts';
import { createFileSecretStore } from '../../src-service/secrets/file-store.ts';
import { createWebhookSecrets } from '../../src-service/webhooks/webhook-secrets.ts';
import { createWebhooks } from '../../src-service/webhooks/webhooks-service.ts';
import { endTask } from '../helpers/task-end.ts';
import { tempDir } from '../helpers/service.ts';
import { startReceiver, verifyServiceSignature, type Receiver } from '../helpers/receiver.ts';

// The dispatcher on its own (real SQLite, real receiver), for what the service's fixed
// settings make slow to show: the 10 s time limit (shortened here) and a stop mid-attempt.

const receivers: Receiver[] = [];
afterAll(async () => {
  for (const r of receivers) await r.close();
});

const silentLog = { info() {}, warn() {}, error() {} };

async function setup(url: string, opts: { timeoutMs?: number } = {}) {
  const dir = tempDir();
  const db: Db = openDatabase(join(dir, 'timbre.db'));
  const keys = createApiKeyRepo(db);
  keys.insert({
    id: 'key_t',
    label: 't',
    prefix: 'tmb_x',
    hash: 'h',
    webhook_url: url,
    credit_limit: null,
    created_at: new Date().toISOString(),
  });
  const store = createFileSecretStore(join(dir, 'secrets.json'), 'test');
  const make = () =>
    createWebhooks({
      db,
      keys,
      secrets: createWebhookSecrets({ store, now: () => new Date() }),
      log: silentLog,
      userAgent: 'test',
      schedule: [0, 0.2, 0.4],
      timeoutMs: opts.timeoutMs,
    });
  const { secret } = await createWebhookSecrets({ store, now: () => new Date() }).ensure('key_t');
  return { db, make, secret };
}

const rows = (db: Db) => db.prepare('SELECT attempt, http_status, error_class FROM webhook_attempts ORDER BY id').all();

describe('dispatcher', () => {
  it('a 2xx that comes after the time limit is a failed attempt (timeout), and is retried', async () => {
    const rx = await startReceiver({ answers: [{ status: 200, delayMs: 800 }], fallback: 200 });
    receivers.push(rx);
    const { db, make } = await setup(rx.url, { timeoutMs: 300 });
    const webhooks = make();
    webhooks.start();
    endTask(db, webhooks.terminalHook, 'task_timeout', 'key_t');
    await rx.waitFor(2, 5000);
    for (let i = 0; i < 100 && rows(db).length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(rows(db)).toEqual([
      { attempt: 1, http_status: null, error_class: 'timeout' },
      { attempt: 2, http_status: 200, error_class: null },
    ]);
    await webhooks.stop();
    db.close();
  });

  it('a rolled-back task end leaves no event; nothing is sent', async () => {
    const rx = await startReceiver();
    receivers.push(rx);
    const { db, make } = await setup(rx.url);
    const webhooks = make();
    webhooks.start();
    expect(() =>
      db.transaction(() => {
        endTask(db, webhooks.terminalHook, 'task_rolled_back', 'key_t');
        throw new Error('the task end failed after the hook ran');
      })(),
    ).toThrow(/after the hook/);
    // Once the dispatcher has sent everything due, nothing went out.
    await webhooks.settled();
    expect(db.prepare('SELECT COUNT(*) AS n FROM webhook_events').get()).toEqual({ n: 0 });
    expect(rx.requests).toHaveLength(0);
    await webhooks.stop();
    db.close();
  });

  it('stopped mid-attempt: nothing is recorded, and the next start sends it again (at least once)', async () => {
    // The receiver holds the first request past the stop grace (2 s), then answers.
    const rx = await startReceiver({ answers: [{ status: 200, delayMs: 4000 }], fallback: 200 });
    receivers.push(rx);
    const { db, make, secret } = await setup(rx.url);
    const first = make();
    first.start();
    endTask(db, first.terminalHook, 'task_stop', 'key_t');
    await rx.waitFor(1);
    await first.stop();
    // Stopping gave up on the held attempt rather than waiting for its answer.
    expect(rx.answered()).toBe(0);
    expect(rows(db)).toEqual([]);
    expect(db.prepare('SELECT status, attempts FROM webhook_events').get()).toEqual({ status: 'pending', attempts: 0 });

    const second = make();
    second.start();
    const [a, b] = await rx.waitFor(2);
    expect(b.headers['webhook-id']).toBe(a.headers['webhook-id']);
    expect(b.raw.equals(a.raw)).toBe(true);
    expect(verifyServiceSignature(b.headers['x-service-signature'], b.raw, secret)).toBe(true);
    for (let i = 0; i < 100 && rows(db).length < 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(rows(db)).toEqual([{ attempt: 1, http_status: 200, error_class: null }]);
    await second.stop();
    db.close();
  });
});
