import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import {
  startReceiver,
  verifyServiceSignature,
  verifyStandardSignature,
  type Receiver,
  type ReceivedRequest,
} from '../helpers/receiver.ts';
import { createHookKey, eventForTask, eventsOf, submitTts, waitForEvent, type HookKey } from '../helpers/webhooks.ts';

let t: TestService;
let rx: Receiver;
let hook: HookKey;

beforeAll(async () => {
  rx = await startReceiver();
  t = await startTestService({ sandboxSlowMs: 3000, webhookSchedule: [0, 0.3, 0.6] });
  hook = await createHookKey(t, rx.url);
});
afterAll(async () => {
  await t?.dispose();
  await rx?.close();
});

const ISO_MS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The request the receiver got for a task (waits for it). */
async function deliveryFor(taskId: string): Promise<ReceivedRequest> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = rx.requests.find((r) => r.json().data?.taskId === taskId);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no delivery for ${taskId}`);
    await rx.waitFor(rx.requests.length + 1, deadline - Date.now()).catch(() => undefined);
  }
}

function expectSigned(req: ReceivedRequest, secret: string) {
  // Verified over the bytes as received, by the README's recipe (test/helpers/receiver.ts).
  expect(verifyServiceSignature(req.headers['x-service-signature'], req.raw, secret)).toBe(true);
  expect(verifyStandardSignature(req.headers, req.raw, secret)).toBe(true);
  expect(req.headers['x-service-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
  expect(req.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  // A wrong secret does not verify (the verifier is not vacuous).
  const wrong = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
  expect(verifyServiceSignature(req.headers['x-service-signature'], req.raw, wrong)).toBe(false);
  expect(verifyStandardSignature(req.headers, req.raw, wrong)).toBe(false);
  // A body changed by one byte does not verify.
  const tampered = Buffer.from(req.raw);
  tampered[tampered.length - 2] ^= 1;
  expect(verifyServiceSignature(req.headers['x-service-signature'], tampered, secret)).toBe(false);
  expect(verifyStandardSignature(req.headers, tampered, secret)).toBe(false);
}

describe('task events reach the webhook of the key that submitted the task', () => {
  it('completion sends task.completed with exactly the specified fields, signed two ways', async () => {
    const taskId = await submitTts(t, hook.key, 'Hello webhooks.');
    const done = await t.waitDone(taskId, hook.key);
    expect(done.status).toBe('COMPLETED');
    const req = await deliveryFor(taskId);

    expect(req.method).toBe('POST');
    expect(req.path).toBe('/hooks');
    expect(req.headers['content-type']).toBe('application/json');
    expectSigned(req, hook.secret);
    const body = req.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
    expect(body.id).toMatch(/^whev_[0-9A-Za-z]+$/);
    expect(body.type).toBe('task.completed');
    expect(body.createdAt).toMatch(ISO_MS_UTC);
    expect(Math.abs(Date.parse(body.createdAt) - Date.parse(done.completedAt))).toBeLessThan(2000);
    expect(body.data).toEqual({ taskId, taskType: done.taskType, status: 'COMPLETED', output: { assetIds: done.output.assetIds } });
    expect(body.data.output.assetIds).toHaveLength(1);

    expect(req.headers['x-service-event-id']).toBe(body.id);
    expect(req.headers['webhook-id']).toBe(body.id);
    const ts = Number(req.headers['webhook-timestamp']);
    expect(Number.isInteger(ts)).toBe(true);
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(10);
    expect(req.headers['x-service-signature-previous']).toBeUndefined();

    // The delivery log has it, delivered on the first attempt, with what the receiver said
    // (recorded once the answer is read, a moment after the receiver saw the request).
    const event = await waitForEvent(t, body.id, (e) => e.status !== 'pending');
    expect(event).toMatchObject({
      id: body.id,
      type: 'task.completed',
      apiKeyId: hook.id,
      taskId,
      status: 'delivered',
      attemptCount: 1,
      nextAttemptAt: null,
    });
    expect(event.deliveredAt).toMatch(ISO_MS_UTC);
    expect(event.payload).toEqual(body);
    expect(event.attempts).toHaveLength(1);
    expect(event.attempts[0]).toMatchObject({
      series: 1,
      attempt: 1,
      url: rx.url,
      httpStatus: 200,
      errorClass: null,
      error: null,
      responseExcerpt: 'answered 200',
    });
    expect(event.attempts[0].latencyMs).toBeGreaterThanOrEqual(0);
    expect(event.attempts[0].at).toMatch(ISO_MS_UTC);
  });

  it('a provider failure sends task.failed with status FAILED and the error', async () => {
    const taskId = await submitTts(t, hook.key, 'Please sandbox:fail now', 'beta-puck');
    const done = await t.waitDone(taskId, hook.key);
    expect(done.status).toBe('FAILED');
    const body = (await deliveryFor(taskId)).json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
    expect(body.type).toBe('task.failed');
    expect(body.createdAt).toMatch(ISO_MS_UTC);
    expect(body.data).toEqual({
      taskId,
      taskType: done.taskType,
      status: 'FAILED',
      error: { code: 'provider_error', message: done.error.message },
    });
  });

  it('cancellation sends task.failed with status CANCELLED and error code cancelled', async () => {
    const taskId = await submitTts(t, hook.key, 'sandbox:slow Cancel me.');
    const c = await t.tool('cancel-task', { taskId }, hook.key);
    expect(c.status).toBe(200);
    const req = await deliveryFor(taskId);
    expectSigned(req, hook.secret);
    const body = req.json();
    expect(body.type).toBe('task.failed');
    expect(body.data).toEqual({
      taskId,
      taskType: c.body.data.taskType,
      status: 'CANCELLED',
      error: { code: 'cancelled', message: c.body.data.error.message },
    });
  });

  it('the event row is written in the transaction that ends the task: every ended task of the key has one', async () => {
    const db = t.service.internals.db;
    const orphans = db
      .prepare(
        `SELECT t.id FROM tasks t LEFT JOIN webhook_events e ON e.task_id = t.id
         WHERE t.api_key_id = ? AND t.status IN ('COMPLETED','FAILED','CANCELLED') AND e.id IS NULL`,
      )
      .all(hook.id);
    expect(orphans).toEqual([]);
  });

  it('a key without a webhookUrl gets no event', async () => {
    const plain = await t.createKey('no webhook');
    const taskId = await submitTts(t, plain, 'Nobody listens.');
    await t.waitDone(taskId, plain);
    const n = (t.service.internals.db.prepare('SELECT COUNT(*) AS n FROM webhook_events WHERE task_id = ?').get(taskId) as { n: number }).n;
    expect(n).toBe(0);
    expect(rx.requests.some((r) => r.json().data?.taskId === taskId)).toBe(false);
  });

  it('each delivery is sent once: one request per event id', async () => {
    const events = await eventsOf(t, hook.id);
    expect(events.length).toBe(3);
    for (const e of events) expect((await waitForEvent(t, e.id, (x) => x.status !== 'pending')).status).toBe('delivered');
    const ids = rx.requests.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    // Newest first.
    expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort().reverse());
  });

  it('the delivery log and its filters need the session token', async () => {
    expect((await t.fetch('/api/v1/webhook-events', { token: hook.key })).status).toBe(403);
    expect((await t.fetch('/api/v1/webhook-events', { token: null })).status).toBe(401);
    const one = await eventForTask(t, hook.id, (await eventsOf(t, hook.id))[0].taskId);
    expect((await t.fetch(`/api/v1/webhook-events/${one.id}`, { token: hook.key })).status).toBe(403);
  });
});
