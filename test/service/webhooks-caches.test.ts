import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiKeyRepo } from '../../src-service/auth/api-key-repo.ts';
import { openDatabase, type Db } from '../../src-service/db/open.ts';
import { createFileSecretStore } from '../../src-service/secrets/file-store.ts';
import { createWebhookSecrets } from '../../src-service/webhooks/webhook-secrets.ts';
import { createWebhooks } from '../../src-service/webhooks/webhooks-service.ts';
import { endTask } from '../helpers/task-end.ts';
import { tempDir } from '../helpers/service.ts';
import { freePort, startReceiver, verifyServiceSignature, type Receiver } from '../helpers/receiver.ts';

// The dispatcher's thread keeps each key's URL and secrets; a change of either must reach it
// before the next attempt. Each case first makes it use (and so keep) the old value.

const receivers: Receiver[] = [];
const stops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const s of stops) await s();
  for (const r of receivers) await r.close();
});

const silentLog = { info() {}, warn() {}, error() {} };

async function setup(url: string, schedule = [0, 0.3, 0.6]) {
  const dir = tempDir();
  const db: Db = openDatabase(join(dir, 'timbre.db'));
  const keys = createApiKeyRepo(db);
  keys.insert({
    id: 'key_c',
    label: 'c',
    prefix: 'tmb_x',
    hash: 'h',
    webhook_url: url,
    credit_limit: null,
    created_at: new Date().toISOString(),
  });
  const secrets = createWebhookSecrets({ store: createFileSecretStore(join(dir, 'secrets.json'), 'test'), now: () => new Date() });
  const { secret } = await secrets.ensure('key_c');
  const webhooks = createWebhooks({ db, keys, secrets, log: silentLog, userAgent: 'test', schedule });
  webhooks.start();
  stops.push(async () => {
    await webhooks.stop();
    db.close();
  });
  return { db, keys, secrets, webhooks, secret };
}

const attempts = async (db: Db, n: number) => {
  const read = () =>
    db.prepare('SELECT attempt, url, http_status, error_class FROM webhook_attempts ORDER BY id').all() as Array<{
      attempt: number;
      url: string | null;
      http_status: number | null;
      error_class: string | null;
    }>;
  for (let i = 0; i < 250 && read().length < n; i++) await new Promise((r) => setTimeout(r, 20));
  return read();
};

describe("the dispatcher's copies of a key's URL and secrets", () => {
  it('a corrected webhookUrl is used from the next attempt', async () => {
    const dead = `http://127.0.0.1:${await freePort()}/hooks`;
    const rx = await startReceiver();
    receivers.push(rx);
    // Retries every so often, so one falls after the change however slow the machine is.
    const { db, keys, webhooks } = await setup(dead, [0, 0.5, 1, 2, 4, 8, 16]);
    endTask(db, webhooks.terminalHook, 'task_url', 'key_c');
    expect(await attempts(db, 1)).toContainEqual({ attempt: 1, url: dead, http_status: null, error_class: 'connection_refused' });
    keys.update('key_c', { label: 'c', webhook_url: rx.url, credit_limit: null, capture_bodies: 0 });
    await rx.waitFor(1, 20_000);
    for (let i = 0; i < 250 && (await attempts(db, 1)).at(-1)!.url !== rx.url; i++) await new Promise((r) => setTimeout(r, 20));
    const all = await attempts(db, 1);
    expect(all.at(-1)).toEqual({ attempt: all.length, url: rx.url, http_status: 200, error_class: null });
    for (const a of all.slice(0, -1)) expect(a).toMatchObject({ url: dead, error_class: 'connection_refused' });
  });

  it('after a rotation the next delivery is signed with the new secret, and the old one beside it', async () => {
    const rx = await startReceiver();
    receivers.push(rx);
    const { db, secrets, webhooks, secret } = await setup(rx.url);
    endTask(db, webhooks.terminalHook, 'task_before', 'key_c');
    const [before] = await rx.waitFor(1);
    expect(verifyServiceSignature(before.headers['x-service-signature'], before.raw, secret)).toBe(true);
    const rotated = (await secrets.rotate('key_c'))!;
    endTask(db, webhooks.terminalHook, 'task_after', 'key_c');
    const [, after] = await rx.waitFor(2);
    expect(verifyServiceSignature(after.headers['x-service-signature'], after.raw, rotated.secret)).toBe(true);
    expect(verifyServiceSignature(after.headers['x-service-signature-previous'], after.raw, secret)).toBe(true);
  });
});
