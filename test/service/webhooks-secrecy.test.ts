import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { readLogs } from '../helpers/logs.ts';
import { freePort, startReceiver, type Receiver } from '../helpers/receiver.ts';
import { createHookKey, eventForTask, submitTts, waitForEvent } from '../helpers/webhooks.ts';

let t: TestService;
let rx: Receiver;
const secrets: string[] = [];
const responses: string[] = [];

// Every path a secret could take: creation, PATCH, rotation, deliveries (ok, refused, 401),
// the test endpoint, the log, errors; with the most verbose logging.
beforeAll(async () => {
  if (!process.env.KEYRING_HOME) throw new Error('run through scripts/with-keyring.sh so secrets go to a real keychain');
  rx = await startReceiver({ answers: [401], fallback: 200 });
  t = await startTestService({ logLevel: 'trace', webhookSchedule: [0, 0.2] });
  const record = async (res: Response) => {
    const text = await res.text();
    responses.push(text);
    return JSON.parse(text);
  };

  const hook = await createHookKey(t, rx.url);
  secrets.push(hook.secret);
  const plain = await record(await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'later' } }));
  const patched = await record(
    await t.fetch(`/api/v1/api-keys/${plain.apiKey.id}`, {
      method: 'PATCH',
      json: { webhookUrl: `http://127.0.0.1:${await freePort()}/x` },
    }),
  );
  secrets.push(patched.webhookSecret);
  const rotated = await record(await t.fetch(`/api/v1/api-keys/${hook.id}/webhook/rotate`, { method: 'POST' }));
  secrets.push(rotated.webhookSecret);

  const taskId = await submitTts(t, hook.key, 'Keep secrets secret.');
  await t.waitDone(taskId, hook.key);
  const event = await eventForTask(t, hook.id, taskId);
  await waitForEvent(t, event.id, (e) => e.status === 'delivered');
  await record(await t.fetch(`/api/v1/api-keys/${hook.id}/webhook/test`, { method: 'POST' }));
  await record(await t.fetch(`/api/v1/api-keys/${plain.apiKey.id}/webhook/test`, { method: 'POST' }));
  await record(await t.fetch(`/api/v1/webhook-events?limit=500`));
  await record(await t.fetch(`/api/v1/webhook-events/${event.id}`));
  await record(await t.fetch('/api/v1/api-keys'));
  await record(await t.fetch(`/api/v1/api-keys/${hook.id}/webhook/rotate`, { method: 'POST', token: hook.key }));
  await record(await t.fetch(`/api/v1/api-keys/${hook.id}`, { method: 'PATCH', json: { webhookUrl: 'ftp://x' } }));
  responses.push(JSON.stringify((await t.tool('get-task-status', { taskId }, hook.key)).body));
  responses.push(JSON.stringify((await t.tool('wait-for-task', { taskId }, hook.key)).body));
});
afterAll(async () => {
  await t?.dispose();
  await rx?.close();
});

/** Each secret as text, and its key bytes as hex and base64 (how a careless write might store them). */
const forms = () =>
  secrets.filter(Boolean).flatMap((s) => {
    const key = Buffer.from(s.slice('whsec_'.length), 'base64');
    return [s, s.slice('whsec_'.length), key.toString('hex')];
  });

describe('webhook secrets never leave the secret store', () => {
  it('the secrets were really issued (so the checks below are not vacuous)', () => {
    expect(secrets.filter(Boolean)).toHaveLength(3);
    for (const s of secrets) expect(s).toMatch(/^whsec_/);
  });

  it('not in the database file, after a full checkpoint', async () => {
    await t.stop();
    const db = (await import('better-sqlite3')).default(join(t.dataDir, 'timbre.db'));
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    for (const file of readdirSync(t.dataDir).filter((f) => f.startsWith('timbre.db'))) {
      const bytes = readFileSync(join(t.dataDir, file));
      for (const f of forms()) expect(bytes.includes(f), `${file} holds a secret`).toBe(false);
      for (const f of forms()) expect(bytes.includes(Buffer.from(f, 'utf16le')), `${file} holds a secret (utf16)`).toBe(false);
    }
  });

  it('not in the log file, nor anywhere else in the data dir (they live in the keychain)', () => {
    const text = readLogs(t.dataDir);
    expect(text).toMatch(/webhook\/rotate/); // the log did record these requests
    for (const f of forms()) expect(text.includes(f)).toBe(false);
    expect(existsSync(join(t.dataDir, 'secrets.json'))).toBe(false);
  });

  it('not in any answer but the one that shows it once', () => {
    // The PATCH (answer 1) and the rotation (answer 2) show theirs; nothing else shows any.
    const shown = new Set([1, 2]);
    responses.forEach((text, i) => {
      for (const s of secrets) {
        if (shown.has(i) && JSON.parse(text).webhookSecret === s) continue;
        expect(text.includes(s), `answer ${i} leaks a secret`).toBe(false);
      }
    });
  });
});
