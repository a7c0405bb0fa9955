import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startReceiver, verifyServiceSignature, type Receiver } from '../helpers/receiver.ts';
import { createTestClock } from '../helpers/clock.ts';
import { createHookKey, eventForTask, eventsOf, runSchedule, submitTts, waitForEvent } from '../helpers/webhooks.ts';

let t: TestService;
const receivers: Receiver[] = [];
const clock = createTestClock();

// The default schedule (attempts at 0, 60 and 300 s after the event), on a clock the tests move.
beforeAll(async () => {
  t = await startTestService({ clock });
});
afterAll(async () => {
  await t?.dispose();
  for (const r of receivers) await r.close();
});

async function receiver(answers: Parameters<typeof startReceiver>[0] = {}) {
  const r = await startReceiver(answers);
  receivers.push(r);
  return r;
}

/** A key with its own receiver, one finished task, and that task's event once it settles. */
async function oneEvent(rx: Receiver) {
  const hook = await createHookKey(t, rx.url);
  const taskId = await submitTts(t, hook.key, 'Retry me.');
  await t.waitDone(taskId, hook.key);
  const event = await eventForTask(t, hook.id, taskId);
  return { hook, taskId, event: await runSchedule(t, clock, event.id) };
}

describe('retries', () => {
  it('500 then 200: exactly two attempts, one delivery', async () => {
    const rx = await receiver({ answers: [500], fallback: 200 });
    const { hook, event } = await oneEvent(rx);
    expect(event.status).toBe('delivered');
    expect(event.attemptCount).toBe(2);
    expect(event.attempts.map((a: any) => [a.attempt, a.httpStatus, a.errorClass])).toEqual([
      [1, 500, 'http_status'],
      [2, 200, null],
    ]);
    expect(event.attempts[0].responseExcerpt).toBe('answered 500');
    // A day later, well past the last offset: nothing more arrives.
    clock.advance(86_400_000);
    await t.service.internals.webhooks.settled();
    expect(rx.requests.map((r) => r.status)).toEqual([500, 200]);
    // Both attempts carried the same event, byte for byte, each validly signed.
    expect(rx.requests[0].raw.equals(rx.requests[1].raw)).toBe(true);
    for (const r of rx.requests) expect(verifyServiceSignature(r.headers['x-service-signature'], r.raw, hook.secret)).toBe(true);
  });

  it('a redirect (302) is a failed attempt and is not followed; three of them and the delivery fails', async () => {
    const target = await receiver();
    const rx = await receiver({ fallback: { status: 302, headers: { location: target.url } } });
    const { event } = await oneEvent(rx);
    expect(event.status).toBe('failed');
    expect(event.attemptCount).toBe(3);
    expect(event.nextAttemptAt).toBeNull();
    expect(event.attempts.map((a: any) => [a.httpStatus, a.errorClass])).toEqual([
      [302, 'redirect'],
      [302, 'redirect'],
      [302, 'redirect'],
    ]);
    expect(rx.requests).toHaveLength(3);
    expect(target.requests).toHaveLength(0);
  });

  it('a failed event can be redelivered: same event id, a new series, same body', async () => {
    const rx = await receiver({ fallback: 503 });
    const { hook, event } = await oneEvent(rx);
    expect(event.status).toBe('failed');
    expect(rx.requests).toHaveLength(3);

    rx.script([], 200);
    const res = await t.fetch(`/api/v1/webhook-events/${event.id}/redeliver`, { method: 'POST' });
    expect(res.status).toBe(202);
    expect(((await res.json()) as any).data).toMatchObject({ id: event.id, status: 'pending', series: 2, attemptCount: 0 });
    const after = await waitForEvent(t, event.id, (e) => e.status === 'delivered');
    expect(after.series).toBe(2);
    expect(after.attempts.map((a: any) => [a.series, a.attempt, a.httpStatus])).toEqual([
      [1, 1, 503],
      [1, 2, 503],
      [1, 3, 503],
      [2, 1, 200],
    ]);
    expect(rx.requests).toHaveLength(4);
    expect(rx.requests[3].headers['webhook-id']).toBe(event.id);
    expect(rx.requests[3].raw.equals(rx.requests[0].raw)).toBe(true);
    expect(verifyServiceSignature(rx.requests[3].headers['x-service-signature'], rx.requests[3].raw, hook.secret)).toBe(true);

    // A delivered event can be sent again too (the receiver lost it): a third series.
    const again = await t.fetch(`/api/v1/webhook-events/${event.id}/redeliver`, { method: 'POST' });
    expect(again.status).toBe(202);
    const third = await waitForEvent(t, event.id, (e) => e.status === 'delivered' && e.series === 3);
    expect(third.attempts.at(-1)).toMatchObject({ series: 3, attempt: 1, httpStatus: 200 });
    expect(rx.requests).toHaveLength(5);
  });

  it('redelivering an event that is still pending is a 409; an unknown event is a 404', async () => {
    // The receiver holds its answer, so the first attempt is in flight and the event pending.
    const rx = await receiver({ fallback: { status: 200, delayMs: 1500 } });
    const hook = await createHookKey(t, rx.url);
    const taskId = await submitTts(t, hook.key, 'Still pending.');
    await t.waitDone(taskId, hook.key);
    const event = await eventForTask(t, hook.id, taskId);
    await rx.waitFor(1);
    const res = await t.fetch(`/api/v1/webhook-events/${event.id}/redeliver`, { method: 'POST' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as any).error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/still pending/) });
    // In flight is not due: the slow answer is not met with a second request meanwhile.
    const done = await waitForEvent(t, event.id, (e) => e.status === 'delivered');
    expect(done.attempts).toHaveLength(1);
    expect(done.attempts[0].latencyMs).toBeGreaterThanOrEqual(1400);
    expect(rx.requests).toHaveLength(1);
    const missing = await t.fetch('/api/v1/webhook-events/whev_nope/redeliver', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect((await t.fetch('/api/v1/webhook-events/whev_nope')).status).toBe(404);
  });

  it('the log filters by key and status, newest first, with a limit', async () => {
    const rx = await receiver({ fallback: 200 });
    const hook = await createHookKey(t, rx.url);
    for (const text of ['one', 'two', 'three']) {
      const taskId = await submitTts(t, hook.key, text);
      await t.waitDone(taskId, hook.key);
      const e = await eventForTask(t, hook.id, taskId);
      await waitForEvent(t, e.id, (x) => x.status === 'delivered');
    }
    const mine = await eventsOf(t, hook.id);
    expect(mine).toHaveLength(3);
    expect(mine.every((e) => e.apiKeyId === hook.id && e.status === 'delivered')).toBe(true);
    expect(mine.map((e) => e.createdAt)).toEqual([...mine.map((e) => e.createdAt)].sort().reverse());
    expect(await eventsOf(t, hook.id, 'failed')).toEqual([]);

    const failed = ((await (await t.fetch('/api/v1/webhook-events?status=failed')).json()) as any).data;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((e: any) => e.status === 'failed')).toBe(true);

    const page1 = (await (await t.fetch(`/api/v1/webhook-events?keyId=${hook.id}&limit=2`)).json()) as any;
    expect(page1.data.map((e: any) => e.id)).toEqual(mine.slice(0, 2).map((e) => e.id));
    const page2 = (await (await t.fetch(`/api/v1/webhook-events?keyId=${hook.id}&limit=2&before=${page1.nextBefore}`)).json()) as any;
    expect(page2.data.map((e: any) => e.id)).toEqual([mine[2].id]);
    expect(page2.nextBefore).toBeNull();

    const badStatus = await t.fetch('/api/v1/webhook-events?status=lost');
    expect(badStatus.status).toBe(400);
    expect(((await badStatus.json()) as any).error.message).toMatch(/^status: must be one of pending, delivered, failed/);
    const badLimit = await t.fetch('/api/v1/webhook-events?limit=0');
    expect(badLimit.status).toBe(400);
    expect(((await badLimit.json()) as any).error.message).toMatch(/^limit:/);
  });
});
