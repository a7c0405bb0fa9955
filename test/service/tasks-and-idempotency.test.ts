import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let key: string;

beforeAll(async () => {
  t = await startTestService({ sandboxSlowMs: 1500 });
  key = await t.createKey();
});
afterAll(async () => t?.dispose());

describe('task records', () => {
  it('get-task-status answers the task record (docs/architecture.md §5)', async () => {
    const r = await t.tool('generate-tts', { text: 'Record shape.', voiceId: 'beta-zephyr' }, key);
    const done = await t.waitDone(r.body.data.taskId, key);
    expect(Object.keys(done).sort()).toEqual(
      [
        'taskId',
        'tool',
        'taskType',
        'status',
        'estimatedCredits',
        'chargedCredits',
        'refundedCredits',
        'progress',
        'output',
        'error',
        'createdAt',
        'updatedAt',
        'completedAt',
      ].sort(),
    );
    expect(done).toMatchObject({ tool: 'generate-tts', taskType: 'TEXT_TO_SPEECH', status: 'COMPLETED' });
    expect(done.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const s = await t.tool('get-task-status', { taskId: done.taskId }, key);
    expect(s.body.data).toEqual(done);
  });

  it('another key cannot see the task (404), nor an unknown id', async () => {
    const r = await t.tool('generate-tts', { text: 'Mine.', voiceId: 'alpha-ethan' }, key);
    const other = await t.createKey('other app');
    expect((await t.tool('get-task-status', { taskId: r.body.data.taskId }, other)).status).toBe(404);
    expect((await t.tool('cancel-task', { taskId: r.body.data.taskId }, other)).status).toBe(404);
    const missing = await t.tool('get-task-status', { taskId: 'task_nope' }, key);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'not_found', message: 'Task task_nope does not exist' });
  });
});

describe('wait-for-task', () => {
  it('wakes the moment the task ends, not at its timeout', async () => {
    const r = await t.tool('generate-tts', { text: 'sandbox:slow wake me', voiceId: 'alpha-ethan' }, key);
    const started = Date.now();
    const done = await t.waitDone(r.body.data.taskId, key, 60);
    const waited = Date.now() - started;
    expect(done.status).toBe('COMPLETED');
    // The slow trigger is 1.5 s here; a 60 s timeout was not needed.
    expect(waited).toBeLessThan(20_000);
  });

  it('returns the record as it stands at the timeout', async () => {
    const r = await t.tool('generate-tts', { text: 'sandbox:slow still going', voiceId: 'alpha-ethan' }, key);
    const w = await t.tool('wait-for-task', { taskId: r.body.data.taskId, timeoutSeconds: 0.2 }, key);
    expect(w.status).toBe(200);
    expect(['PENDING', 'PROCESSING']).toContain(w.body.data.status);
    await t.waitDone(r.body.data.taskId, key);
  });

  it('rejects a timeout over 300 s', async () => {
    const w = await t.tool('wait-for-task', { taskId: 'task_x', timeoutSeconds: 301 }, key);
    expect(w.status).toBe(400);
    expect(w.body.error.message).toBe('timeoutSeconds: must be at most 300');
  });

  it('many waiters on one task all wake', async () => {
    const r = await t.tool('generate-tts', { text: 'sandbox:slow fan out', voiceId: 'alpha-ethan' }, key);
    const waits = await Promise.all(Array.from({ length: 50 }, () => t.waitDone(r.body.data.taskId, key)));
    expect(new Set(waits.map((w) => w.status))).toEqual(new Set(['COMPLETED']));
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body replay the first answer without a second hold', async () => {
    const before = await t.credits();
    const body = { text: 'Only once, please.', voiceId: 'beta-kore' };
    const a = await t.tool('generate-tts', body, key, { 'idempotency-key': 'order-1' });
    const b = await t.tool('generate-tts', { voiceId: 'beta-kore', text: 'Only once, please.' }, key, { 'idempotency-key': 'order-1' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    await t.waitDone(a.body.data.taskId, key);
    expect((await t.credits()).balance).toBe(before.balance - 25);
    const n = (t.service.internals.db.prepare("SELECT COUNT(*) AS n FROM tasks WHERE input LIKE '%Only once%'").get() as { n: number }).n;
    expect(n).toBe(1);
  });

  it('the same key with a different body → 422, nothing held', async () => {
    await t.tool('generate-tts', { text: 'First body.', voiceId: 'alpha-ethan' }, key, { 'idempotency-key': 'order-2' });
    const before = await t.credits();
    const b = await t.tool('generate-tts', { text: 'Second body.', voiceId: 'alpha-ethan' }, key, { 'idempotency-key': 'order-2' });
    expect(b.status).toBe(422);
    expect(b.body.error.code).toBe('idempotency_mismatch');
    expect((await t.credits()).held).toBeLessThanOrEqual(before.held);
  });

  it('keys are per API key: another app may use the same key string', async () => {
    const other = await t.createKey('app two');
    const a = await t.tool('generate-tts', { text: 'Shared key string.', voiceId: 'alpha-ethan' }, key, { 'idempotency-key': 'same' });
    const b = await t.tool('generate-tts', { text: 'Shared key string.', voiceId: 'alpha-ethan' }, other, { 'idempotency-key': 'same' });
    expect(b.body.data.taskId).not.toBe(a.body.data.taskId);
  });

  it('a rejected request is not remembered: fix the body, retry with the same key', async () => {
    const bad = await t.tool('generate-tts', { text: 'x', voiceId: 'alpha-ethan', topP: 1 }, key, { 'idempotency-key': 'order-3' });
    expect(bad.status).toBe(400);
    const good = await t.tool('generate-tts', { text: 'x', voiceId: 'alpha-ethan' }, key, { 'idempotency-key': 'order-3' });
    expect(good.status).toBe(200);
  });

  it('a request still in flight with the same key → 409', async () => {
    const r = await t.tool('generate-tts', { text: 'sandbox:slow in flight', voiceId: 'alpha-ethan' }, key);
    const body = { taskId: r.body.data.taskId, timeoutSeconds: 10 };
    const first = t.tool('wait-for-task', body, key, { 'idempotency-key': 'wait-1' });
    // The second request goes once the first holds the key (its row is written as it starts).
    const held = t.service.internals.db.prepare("SELECT COUNT(*) AS n FROM idempotency WHERE key = 'wait-1'");
    for (let i = 0; i < 500 && (held.get() as { n: number }).n === 0; i++) await new Promise((res) => setTimeout(res, 10));
    const second = await t.tool('wait-for-task', body, key, { 'idempotency-key': 'wait-1' });
    expect(second.status).toBe(409);
    expect((await first).status).toBe(200);
  });
});
