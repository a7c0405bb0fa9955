import type { TestClock } from './clock.ts';
import type { TestService } from './service.ts';

/** A key created with a webhook URL: its id, its API key secret and its webhook secret (shown once). */
export interface HookKey {
  id: string;
  key: string;
  secret: string;
}

export async function createHookKey(t: TestService, webhookUrl: string, label = 'webhook app'): Promise<HookKey> {
  const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label, webhookUrl } });
  if (res.status !== 201) throw new Error(`create key: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { key: string; webhookSecret: string; apiKey: { id: string } };
  return { id: body.apiKey.id, key: body.key, secret: body.webhookSecret };
}

/** The delivery log's events of a key, newest first. */
export async function eventsOf(t: TestService, keyId: string, status?: string): Promise<any[]> {
  const q = new URLSearchParams({ keyId, ...(status ? { status } : {}) });
  const res = await t.fetch(`/api/v1/webhook-events?${q}`);
  if (res.status !== 200) throw new Error(`list events: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: any[] }).data;
}

/** One event with its attempts. */
export async function eventDetail(t: TestService, id: string): Promise<any> {
  const res = await t.fetch(`/api/v1/webhook-events/${id}`);
  if (res.status !== 200) throw new Error(`get event: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: any }).data;
}

/** Polls an event until `done(event)` holds (the log is the service's own record, so this is what a UI would see). */
export async function waitForEvent(t: TestService, id: string, done: (e: any) => boolean, timeoutMs = 15_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const e = await eventDetail(t, id);
    if (done(e)) return e;
    if (Date.now() > deadline) throw new Error(`event ${id} never reached the expected state: ${JSON.stringify(e)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Runs an event's schedule on the service's clock: sends what is due, moves the clock to the
 * next attempt, and so on until the event is delivered or failed, which it returns. No real
 * time is waited out, however far apart the attempts are.
 */
export async function runSchedule(t: TestService, clock: TestClock, id: string): Promise<any> {
  for (;;) {
    await t.service.internals.webhooks.settled();
    const e = await eventDetail(t, id);
    if (e.status !== 'pending') return e;
    clock.advance(Math.max(0, Date.parse(e.nextAttemptAt) - clock.now()));
  }
}

/** The event recorded for a task (polls: it is written when the task ends). */
export async function eventForTask(t: TestService, keyId: string, taskId: string, timeoutMs = 15_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await eventsOf(t, keyId)).find((e) => e.taskId === taskId);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no webhook event for task ${taskId}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Submits generate-tts with an API key and returns the task id. */
export async function submitTts(t: TestService, key: string, text: string, voiceId = 'alpha-ethan'): Promise<string> {
  const r = await t.tool('generate-tts', { text, voiceId }, key);
  if (r.status !== 200) throw new Error(`generate-tts: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.taskId as string;
}
