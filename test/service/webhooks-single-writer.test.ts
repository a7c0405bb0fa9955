import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKeyRepo } from '../../src-service/auth/api-key-repo.ts';
import { openDatabase, type Db } from '../../src-service/db/open.ts';
import { createFileSecretStore } from '../../src-service/secrets/file-store.ts';
import { createWebhookSecrets } from '../../src-service/webhooks/webhook-secrets.ts';
import { createWebhooks } from '../../src-service/webhooks/webhooks-service.ts';
import { completedRecord } from '../helpers/task-end.ts';
import type { TaskRow } from '../../src-service/tasks/task-repo.ts';
import { tempDir } from '../helpers/service.ts';
import { startReceiver, verifyServiceSignature, type Receiver } from '../helpers/receiver.ts';

// The service's own writes run as read-then-write transactions (BEGIN DEFERRED). Were the
// dispatcher's thread a second writer, one of its commits landing between such a
// transaction's first read and its first write fails it with 'database is locked' (or
// holds the service's event loop in the busy wait), and a task's end could be lost. Here
// the service ends tasks in such transactions the whole time a backlog drains, while the
// key's secret and URL change.

const receivers: Receiver[] = [];
const stops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const s of stops) await s();
  for (const r of receivers) await r.close();
});

const errors: unknown[] = [];
const log = { info() {}, warn() {}, error: (obj: object) => errors.push(obj) };

const BACKLOG = 3000;
const TRANSACTIONS = 300;
const PER_TRANSACTION = 5;

describe('the dispatcher never writes beside the service', () => {
  it('ending tasks while a backlog drains and the key changes never meets a locked database, and every event is delivered', async () => {
    const first = await startReceiver();
    const second = await startReceiver();
    receivers.push(first, second);
    const dir = tempDir();
    const db: Db = openDatabase(join(dir, 'timbre.db'));
    const keys = createApiKeyRepo(db);
    keys.insert({
      id: 'key_w',
      label: 'w',
      prefix: 'tmb_w',
      hash: 'h',
      webhook_url: first.url,
      credit_limit: null,
      created_at: new Date().toISOString(),
    });
    const secrets = createWebhookSecrets({ store: createFileSecretStore(join(dir, 'secrets.json'), 'test'), now: () => new Date() });
    const { secret } = await secrets.ensure('key_w');
    const webhooks = createWebhooks({ db, keys, secrets, log, userAgent: 'test', schedule: [0, 0.2, 0.4] });
    webhooks.start();
    stops.push(async () => {
      await webhooks.stop();
      db.close();
    });

    // Each transaction reads first (the whole events table, payloads too, so the read takes a
    // while), then writes: the shape of the service's own transactions.
    const readAll = db.prepare('SELECT SUM(length(payload)) FROM webhook_events').pluck();
    let ended = 0;
    const endTasks = (n: number) => {
      db.transaction(() => {
        readAll.get();
        for (let i = ended; i < ended + n; i++)
          webhooks.terminalHook({ id: `task_${i}`, api_key_id: 'key_w' } as TaskRow, completedRecord(`task_${i}`));
      })();
      ended += n;
    };
    // A backlog, then transactions for as long as it drains.
    endTasks(BACKLOG);
    await first.waitFor(1, 60_000);
    const failures: string[] = [];
    let rotated: string | undefined;
    for (let t = 0; t < TRANSACTIONS; t++) {
      try {
        endTasks(PER_TRANSACTION);
      } catch (err) {
        failures.push((err as Error).message);
      }
      // Mid-way, while deliveries run: a new secret, then a new URL.
      if (t === TRANSACTIONS / 3) rotated = (await secrets.rotate('key_w'))!.secret;
      if (t === (2 * TRANSACTIONS) / 3)
        keys.update('key_w', { label: 'w', webhook_url: second.url, credit_limit: null, capture_bodies: 0 });
      // Room for the dispatcher's messages, as between a service's requests.
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(failures).toEqual([]);

    const total = ended;
    const count = (status: string) => db.prepare('SELECT COUNT(*) FROM webhook_events WHERE status = ?').pluck().get(status) as number;
    for (let i = 0; i < 3000 && count('delivered') < total; i++) await new Promise((r) => setTimeout(r, 20));
    expect({ delivered: count('delivered'), pending: count('pending'), failed: count('failed') }).toEqual({
      delivered: total,
      pending: 0,
      failed: 0,
    });
    expect(errors).toEqual([]);
    // Every event reached a receiver, signed with a secret the key had when it was sent.
    const heard = new Set([...first.requests, ...second.requests].map((r) => r.json().id as string));
    expect(heard.size).toBe(total);
    for (const r of [...first.requests, ...second.requests]) {
      const header = r.headers['x-service-signature'];
      expect(verifyServiceSignature(header, r.raw, secret) || verifyServiceSignature(header, r.raw, rotated!)).toBe(true);
    }
    // After the URL changed, what was still to send went to the new one.
    expect(second.requests.length).toBeGreaterThan(0);
  }, 120_000);
});
