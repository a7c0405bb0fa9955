/**
 * Runs again after a transient provider error (tasks/retry.ts): a live provider that fails for
 * longer than the HTTP client's own retries (4 attempts within one run) puts the task back in
 * the queue, to run again after a pause, before it fails and is refunded. Real service, real
 * SQLite, fake upstreams; the pauses are shortened through `taskRetrySchedule`.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY } from '../../src-service/providers/live/http-client.ts';
import { configFromArgs } from '../../src-service/config/service-config.ts';
import { DEFAULT_RETRY_SCHEDULE } from '../../src-service/tasks/retry.ts';
import { startTestService, tempDir, type TestService } from '../helpers/service.ts';
import { readEvents } from '../helpers/events.ts';
import { expectSettled } from '../helpers/invariants.ts';
import { makeMedia } from '../helpers/media.ts';
import { startAlphaFake, type AlphaFake } from '../fakes/alpha-fake.ts';
import { startVideoFake, type VideoFake } from '../fakes/video-fake.ts';
import type { Recorded, Scripted } from '../fakes/fake-server.ts';
import { goLive, taskRow } from '../fakes/live-setup.ts';

const ALPHA_KEY = 'sk-alpha-retries-5a4b3c2d1e0f';
const VIDEO_KEY = 'xai-video-retries-6b5c4d3e2f1a';
const isSpeech = (r: Recorded) => r.path.endsWith('/multimodal-generation/generation');

/** `n` answers of an overloaded alpha; Retry-After 0 spares the test the client's backoff. */
const unavailable = (n: number): Scripted[] =>
  Array.from({ length: n }, () => ({
    status: 503,
    json: { code: 'ServiceUnavailable', message: 'The service is overloaded.' },
    headers: { 'retry-after': '0' },
  }));

let alpha: AlphaFake;
let video: VideoFake;
const services: TestService[] = [];

beforeAll(async () => {
  alpha = await startAlphaFake({ key: ALPHA_KEY });
  video = await startVideoFake({
    key: VIDEO_KEY,
    mp4: makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=24:duration=4', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'], 'mp4'),
  });
});
afterEach(async () => {
  alpha.clearScripts();
  for (const s of services.splice(0)) await s.dispose();
});
afterAll(async () => {
  await alpha?.close();
  await video?.close();
});

/** A service with alpha live against the fake, and an API key. */
async function start(taskRetrySchedule: number[], dataDir = tempDir()) {
  const t = await startTestService({ dataDir, taskRetrySchedule });
  services.push(t);
  await goLive(t, 'alpha', alpha.base, ALPHA_KEY);
  return t;
}

const speechCalls = () => alpha.requests.filter(isSpeech).length;

/** A task's row read from the database file (the service may be stopped). */
function rowOf(dataDir: string, taskId: string): any {
  const db = new Database(join(dataDir, 'timbre.db'), { readonly: true });
  try {
    return db.prepare('SELECT * FROM tasks WHERE id = ?').get(taskId);
  } finally {
    db.close();
  }
}

/** Opens the event stream, then submits; `events` resolves once the task has reached `until`. */
async function submitWatched(t: TestService, key: string, tool: string, body: unknown, until: (record: any) => boolean) {
  const stream = await t.fetch('/api/v1/events');
  expect(stream.status).toBe(200);
  let taskId = '';
  const events = readEvents(stream, (ev) => ev.some((e) => e.event === 'task' && e.data.taskId === taskId && until(e.data))).then((ev) =>
    ev.filter((e) => e.event === 'task' && e.data.taskId === taskId).map((e) => e.data),
  );
  const ack = await t.tool(tool, body, key);
  expect(ack.status, JSON.stringify(ack.body)).toBe(200);
  taskId = ack.body.data.taskId;
  return { taskId, estimated: ack.body.data.estimatedCredits as number, events };
}

const waitingForRetry = (r: any) => r.status === 'PENDING' && r.retry !== undefined;

describe('a task whose provider fails for a while runs again later', () => {
  it("past the client's own retries: back in the queue with its retry shown, then run again and completed, charged once", async () => {
    const t = await start([0.3]);
    const key = await t.createKey('retries');
    const credits = await t.credits();
    const before = speechCalls();
    alpha.script(isSpeech, unavailable(DEFAULT_RETRY.maxAttempts));
    const { taskId, estimated, events } = await submitWatched(
      t,
      key,
      'generate-tts',
      { text: 'Wait for me.', voiceId: 'alpha-cherry' },
      (r) => r.status === 'COMPLETED',
    );
    const seen = await events;
    const done = await t.waitDone(taskId, key);

    expect(done.status).toBe('COMPLETED');
    expect(done.retry).toBeUndefined();
    // The first run spent the client's attempts; the second run's first call succeeded.
    expect(speechCalls() - before).toBe(DEFAULT_RETRY.maxAttempts + 1);
    const statuses = seen.map((r) => (waitingForRetry(r) ? 'RETRY' : r.status)).filter((s, i, all) => s !== all[i - 1]);
    expect(statuses).toEqual(['PENDING', 'PROCESSING', 'RETRY', 'PROCESSING', 'COMPLETED']);
    const waiting = seen.find(waitingForRetry);
    expect(waiting.retry).toMatchObject({ count: 1, code: 'provider_unavailable' });
    expect(Date.parse(waiting.retry.at) - Date.parse(waiting.updatedAt)).toBeGreaterThanOrEqual(300);
    expect(waiting.progress).toBeUndefined();

    expect(done.chargedCredits).toBe(estimated);
    expect(await t.credits()).toEqual({ ...credits, balance: credits.balance - estimated, available: credits.available - estimated });
    await t.stop();
    // One hold, one capture: the retry neither held again nor settled early.
    expect(expectSettled(t.dataDir).map((x) => x.status)).toEqual(['COMPLETED']);
  });

  it('down through every run of the schedule: FAILED with the last error, saying how many runs, refunded in full', async () => {
    const t = await start([0, 0]);
    const key = await t.createKey('retries');
    const credits = await t.credits();
    const before = speechCalls();
    alpha.script(isSpeech, unavailable(3 * DEFAULT_RETRY.maxAttempts));
    const ack = await t.tool('generate-tts', { text: 'Never served.', voiceId: 'alpha-cherry' }, key);
    const done = await t.waitDone(ack.body.data.taskId, key);

    expect(done.status).toBe('FAILED');
    expect(done.error.code).toBe('provider_unavailable');
    expect(done.error.message).toMatch(/The service is overloaded/);
    expect(done.error.message).toMatch(/credits were refunded/);
    expect(done.error.message).toMatch(/Timbre ran it 3 times before giving up\.$/);
    expect(speechCalls() - before).toBe(3 * DEFAULT_RETRY.maxAttempts);
    expect(done.refundedCredits).toBe(done.estimatedCredits);
    expect(await t.credits()).toEqual(credits);
    await t.stop();
    expectSettled(t.dataDir);
  });

  it('a request the provider rejects is not run again', async () => {
    const t = await start([0, 0]);
    const key = await t.createKey('retries');
    const before = speechCalls();
    alpha.script(isSpeech, [{ status: 400, json: { code: 'InvalidParameter', message: 'The voice is not available for this model.' } }]);
    const ack = await t.tool('generate-tts', { text: 'Rejected.', voiceId: 'alpha-cherry' }, key);
    const done = await t.waitDone(ack.body.data.taskId, key);
    expect(done.status).toBe('FAILED');
    expect(done.error.code).toBe('provider_rejected');
    expect(done.error.message).not.toMatch(/ran it \d+ times/);
    expect(speechCalls() - before).toBe(1);
  });

  it('a rate limit longer than the client waits: the task waits as long as the provider asked, and cancelling it then refunds it', async () => {
    const t = await start([0.1]);
    const key = await t.createKey('retries');
    const credits = await t.credits();
    const before = speechCalls();
    alpha.script(isSpeech, [
      { status: 429, json: { code: 'Throttling.RateQuota', message: 'Requests rate limit exceeded.' }, headers: { 'retry-after': '120' } },
    ]);
    const { taskId, events } = await submitWatched(
      t,
      key,
      'generate-tts',
      { text: 'Later, please.', voiceId: 'alpha-cherry' },
      waitingForRetry,
    );
    const waiting = (await events).find(waitingForRetry);

    // One call: a hint over the client's limit is not waited for within the run.
    expect(speechCalls() - before).toBe(1);
    expect(waiting.retry).toMatchObject({ count: 1, code: 'rate_limited' });
    expect(Date.parse(waiting.retry.at) - Date.parse(waiting.updatedAt)).toBeGreaterThanOrEqual(120_000);
    expect((await t.credits()).held).toBe(waiting.estimatedCredits);

    // Work submitted meanwhile to the same lane runs; the waiting task is passed over.
    const other = await t.tool('generate-tts', { text: 'Meanwhile.', voiceId: 'alpha-cherry' }, key);
    expect((await t.waitDone(other.body.data.taskId, key)).status).toBe('COMPLETED');
    expect(speechCalls() - before).toBe(2);
    const status = await t.tool('get-task-status', { taskId }, key);
    expect(status.body.data).toMatchObject({ status: 'PENDING', retry: waiting.retry });

    const cancelled = await t.tool('cancel-task', { taskId }, key);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', refundedCredits: waiting.estimatedCredits });
    expect(cancelled.body.data.retry).toBeUndefined();
    expect((await t.credits()).held).toBe(0);
    expect((await t.credits()).balance).toBe(credits.balance - other.body.data.estimatedCredits);
    await t.stop();
    expectSettled(t.dataDir);
  });

  it('a restart while a task waits keeps its wait and its count: it runs when due, and no more often than the schedule allows', async () => {
    const dataDir = tempDir();
    const first = await start([2], dataDir);
    const key = await first.createKey('retries');
    const credits = await first.credits();
    const before = speechCalls();
    // Every run fails: the first before the restart, the others after it.
    alpha.script(isSpeech, unavailable(3 * DEFAULT_RETRY.maxAttempts));
    const { taskId, events } = await submitWatched(
      first,
      key,
      'generate-tts',
      { text: 'Across a restart.', voiceId: 'alpha-cherry' },
      waitingForRetry,
    );
    const waiting = (await events).find(waitingForRetry);
    await first.stop();
    expect(rowOf(dataDir, taskId)).toMatchObject({ status: 'PENDING', attempts: 1, retries: 1, retry_at: waiting.retry.at });

    // The restarted service allows two retries: with the count kept, the task runs twice more
    // (3 runs in all); had the restart forgotten it, it would run three more times.
    const second = await start([0, 0], dataDir);
    const done = await second.waitDone(taskId, key);
    expect(done.status).toBe('FAILED');
    expect(done.error.message).toMatch(/Timbre ran it 3 times before giving up\.$/);
    expect(speechCalls() - before).toBe(3 * DEFAULT_RETRY.maxAttempts);
    expect(await second.credits()).toEqual(credits);
    await second.stop();
    expect(rowOf(dataDir, taskId)).toMatchObject({ attempts: 3, retries: 2 });
    expectSettled(dataDir);
  });

  it('a video job the provider lost to its own error is made again, not polled again: one task, two jobs, charged once', async () => {
    const t = await startTestService({ taskRetrySchedule: [0] });
    services.push(t);
    await goLive(t, 'video', video.base, VIDEO_KEY, { pollIntervalMs: 50 });
    const key = await t.createKey('video retries');
    const jobsBefore = new Set(video.jobs.keys());
    video.outcomes.push('internal');
    const ack = await t.tool('generate-video-from-text', { prompt: 'A second take.', durationSeconds: 4 }, key);
    const done = await t.waitDone(ack.body.data.taskId, key);

    expect(done.status).toBe('COMPLETED');
    const jobs = [...video.jobs.values()].filter((j) => !jobsBefore.has(j.id));
    expect(jobs.map((j) => j.outcome)).toEqual(['internal', 'done']);
    expect(taskRow(t, done.taskId)).toMatchObject({ upstream_id: jobs[1].id, attempts: 2, retries: 1 });
    expect(done.chargedCredits).toBe(done.estimatedCredits);
    await t.stop();
    expectSettled(t.dataDir);
  });
});

describe('the retry schedule is a setting', () => {
  const env = (value?: string) =>
    configFromArgs([], { TIMBRE_DATA_DIR: '/tmp/x', ...(value === undefined ? {} : { TIMBRE_TASK_RETRY_SCHEDULE: value }) });

  it('TIMBRE_TASK_RETRY_SCHEDULE, in seconds: default 5, 30, 120; empty means no retries; nonsense is refused by name', () => {
    expect(DEFAULT_RETRY_SCHEDULE).toEqual([5, 30, 120]);
    expect(env().taskRetrySchedule).toBeUndefined();
    expect(env('1, 2.5,60').taskRetrySchedule).toEqual([1, 2.5, 60]);
    expect(env('').taskRetrySchedule).toEqual([]);
    expect(() => env('5,soon')).toThrow(/TIMBRE_TASK_RETRY_SCHEDULE must list pauses in seconds/);
    expect(() => env('-1')).toThrow(/TIMBRE_TASK_RETRY_SCHEDULE/);
  });
});
