import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromArgs, parseWebhookSchedule } from '../../src-service/config/service-config.ts';
import { DEFAULT_SCHEDULE_SECONDS } from '../../src-service/webhooks/schedule.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { createTestClock } from '../helpers/clock.ts';
import { createHookKey, eventDetail, eventForTask, submitTts } from '../helpers/webhooks.ts';

let t: TestService;
let rx: Receiver;
const clock = createTestClock();

// The default schedule, on a clock the test moves instead of waiting five minutes.
beforeAll(async () => {
  rx = await startReceiver({ fallback: 503 });
  t = await startTestService({ clock });
});
afterAll(async () => {
  await t?.dispose();
  await rx?.close();
});

describe('delivery schedule', () => {
  it('three attempts at the default offsets (0, 60, 300 s), then permanently failed', async () => {
    const hook = await createHookKey(t, rx.url);
    const taskId = await submitTts(t, hook.key, 'Nobody answers well.');
    await t.waitDone(taskId, hook.key);
    const event = await eventForTask(t, hook.id, taskId);
    const created = Date.parse(event.createdAt);
    const webhooks = t.service.internals.webhooks;
    /** Attempts sent once the service's clock reads `created + offsetMs` and all that is due has gone out. */
    const sentBy = async (offsetMs: number) => {
      clock.advance(Math.max(0, created + offsetMs - clock.now()));
      await webhooks.settled();
      return rx.requests.length;
    };

    // The offsets count from the event: attempt k goes out when the clock reaches created +
    // offset k, and not before. "Before" stops 10 s short: the clock also runs in real time,
    // and a loaded machine may take a moment between the move and the dispatcher's look.
    await webhooks.settled();
    expect(rx.requests).toHaveLength(1);
    expect(await sentBy(50_000)).toBe(1);
    expect(await sentBy(60_000)).toBe(2);
    expect(await sentBy(290_000)).toBe(2);
    expect(await sentBy(300_000)).toBe(3);

    const failed = await eventDetail(t, event.id);
    expect(failed).toMatchObject({ status: 'failed', attemptCount: 3, nextAttemptAt: null, deliveredAt: null });
    const offsets = failed.attempts.map((a: any) => Date.parse(a.at) - created);
    expect(offsets[0]).toBeGreaterThanOrEqual(0);
    expect(offsets[1]).toBeGreaterThanOrEqual(60_000);
    expect(offsets[2]).toBeGreaterThanOrEqual(300_000);
    expect(failed.attempts.map((a: any) => [a.attempt, a.httpStatus, a.errorClass])).toEqual([
      [1, 503, 'http_status'],
      [2, 503, 'http_status'],
      [3, 503, 'http_status'],
    ]);
    // Permanently: a day later, nothing more has come.
    expect(await sentBy(86_400_000)).toBe(3);
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
