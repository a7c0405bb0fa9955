import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromArgs, parseWebhookSchedule } from '../../src-service/config/service-config.ts';
import { DEFAULT_SCHEDULE_SECONDS } from '../../src-service/webhooks/schedule.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { createHookKey, eventForTask, submitTts, waitForEvent } from '../helpers/webhooks.ts';

let t: TestService;
let rx: Receiver;

beforeAll(async () => {
  rx = await startReceiver({ fallback: 503 });
  t = await startTestService({ webhookSchedule: [0, 1, 2] });
});
afterAll(async () => {
  await t?.dispose();
  await rx?.close();
});

describe('delivery schedule', () => {
  it('three attempts at the configured offsets (0, 1, 2 s), then permanently failed', async () => {
    const hook = await createHookKey(t, rx.url);
    const taskId = await submitTts(t, hook.key, 'Nobody answers well.');
    await t.waitDone(taskId, hook.key);
    const event = await eventForTask(t, hook.id, taskId);
    const created = Date.parse(event.createdAt);

    const [a1, a2, a3] = await rx.waitFor(3, 10_000);
    // The offsets count from the event: attempt k is never sent before created + offset k. (How
    // soon after it depends on the machine's load, so it is not asserted here.) Timestamps are
    // whole milliseconds: 1 ms of slack.
    expect(a1.at - created).toBeGreaterThanOrEqual(-1);
    expect(a2.at - created).toBeGreaterThanOrEqual(1000 - 1);
    expect(a3.at - created).toBeGreaterThanOrEqual(2000 - 1);

    const failed = await waitForEvent(t, event.id, (e) => e.status === 'failed');
    expect(failed).toMatchObject({ attemptCount: 3, nextAttemptAt: null, deliveredAt: null });
    expect(failed.attempts.map((a: any) => [a.attempt, a.httpStatus, a.errorClass])).toEqual([
      [1, 503, 'http_status'],
      [2, 503, 'http_status'],
      [3, 503, 'http_status'],
    ]);
    // Permanently: nothing more comes.
    await new Promise((r) => setTimeout(r, 1500));
    expect(rx.requests).toHaveLength(3);
  });

  it('the schedule is a setting: TIMBRE_WEBHOOK_SCHEDULE, default 0, 60, 300 s', () => {
    expect(DEFAULT_SCHEDULE_SECONDS).toEqual([0, 60, 300]);
    expect(configFromArgs([], { TIMBRE_DATA_DIR: '/tmp/x' }).webhookSchedule).toBeUndefined();
    expect(configFromArgs([], { TIMBRE_DATA_DIR: '/tmp/x', TIMBRE_WEBHOOK_SCHEDULE: '0,1,2' }).webhookSchedule).toEqual([0, 1, 2]);
    expect(parseWebhookSchedule(' 0, 0.5 ,2 ')).toEqual([0, 0.5, 2]);
    expect(() => parseWebhookSchedule('')).toThrow(/TIMBRE_WEBHOOK_SCHEDULE/);
    expect(() => parseWebhookSchedule('0,x')).toThrow(/non-decreasing offsets/);
    expect(() => parseWebhookSchedule('5,1')).toThrow(/non-decreasing/);
    expect(() => parseWebhookSchedule('-1')).toThrow(/non-decreasing/);
  });
});
