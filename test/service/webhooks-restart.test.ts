import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestService, tempDir, type TestService } from '../helpers/service.ts';
import { freePort, startReceiver, verifyServiceSignature, verifyStandardSignature, type Receiver } from '../helpers/receiver.ts';
import { createTestClock } from '../helpers/clock.ts';
import { createHookKey, eventDetail, eventForTask, submitTts, waitForEvent } from '../helpers/webhooks.ts';

const services: TestService[] = [];
const receivers: Receiver[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of services) await s.stop();
  for (const r of receivers) await r.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// One clock across the restarts: time moves on while the service is down, as it would.
const clock = createTestClock();

async function start(dataDir: string) {
  // The default schedule: attempts at 0, 60 and 300 s after the event.
  const s = await startTestService({ dataDir, clock });
  services.push(s);
  return s;
}

// Each test starts the real service twice as a child process; on a loaded two-core machine a
// start alone has taken over 20 s, so the test gets room (nothing here waits on a timer).
describe('the delivery schedule survives a restart', { timeout: 120_000 }, () => {
  it('an attempt that fell due while the service was down goes out at start-up; nothing is delivered twice', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    const port = await freePort();

    // 1. Receiver down: attempt 1 is refused, attempt 2 is scheduled 60 s after the event.
    const first = await start(dataDir);
    const hook = await createHookKey(first, `http://127.0.0.1:${port}/hooks`);
    const taskId = await submitTts(first, hook.key, 'Deliver me after a restart.');
    await first.waitDone(taskId, hook.key);
    const created = await eventForTask(first, hook.id, taskId);
    const pending = await waitForEvent(first, created.id, (e) => e.attemptCount === 1);
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending.attempts[0]).toMatchObject({ attempt: 1, httpStatus: null, errorClass: 'connection_refused' });
    const dueAt = Date.parse(pending.nextAttemptAt);
    expect(dueAt - Date.parse(pending.createdAt)).toBe(60_000);
    await first.stop();

    // 2. While it is down the attempt falls due; then the receiver comes up, and the service.
    clock.advance(Math.max(0, dueAt - clock.now() + 1000));
    const rx = await startReceiver({ port });
    receivers.push(rx);
    const second = await start(dataDir);
    // It goes out as the service comes up (the schedule's next attempt is 4 minutes later),
    // as attempt 2, asserted below.
    await second.service.internals.webhooks.settled();
    expect(rx.requests).toHaveLength(1);
    const [req] = rx.requests;
    expect(req.headers['webhook-id']).toBe(created.id);
    expect(req.json()).toMatchObject({ id: created.id, type: 'task.completed', data: { taskId, status: 'COMPLETED' } });
    // Signed with the same secret, read back from the keychain by the new process.
    expect(verifyServiceSignature(req.headers['x-service-signature'], req.raw, hook.secret)).toBe(true);
    expect(verifyStandardSignature(req.headers, req.raw, hook.secret)).toBe(true);
    const delivered = await waitForEvent(second, created.id, (e) => e.status === 'delivered');
    expect(delivered.attempts.map((a: any) => [a.attempt, a.httpStatus, a.errorClass])).toEqual([
      [1, null, 'connection_refused'],
      [2, 200, null],
    ]);

    // 3. A further task is delivered at once; then restart again: nothing answered 2xx is re-sent.
    const taskId2 = await submitTts(second, hook.key, 'And one more.');
    await second.waitDone(taskId2, hook.key);
    await second.service.internals.webhooks.settled();
    expect(rx.requests).toHaveLength(2);
    await waitForEvent(second, (await eventForTask(second, hook.id, taskId2)).id, (e) => e.status === 'delivered');
    await second.stop();
    const third = await start(dataDir);
    // Once it has sent what is due at start, and a day later still: nothing.
    await third.service.internals.webhooks.settled();
    clock.advance(86_400_000);
    await third.service.internals.webhooks.settled();
    const ids = rx.requests.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect((await eventDetail(third, created.id)).status).toBe('delivered');
  });
});
