import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY } from '../../src-service/providers/live/http-client.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { makeSample } from '../helpers/media-fixtures.ts';
import { startAlphaFake, type AlphaFake } from '../fakes/alpha-fake.ts';
import { startBetaFake, type BetaFake } from '../fakes/beta-fake.ts';
import type { Recorded } from '../fakes/fake-server.ts';
import { goLive, runTool, taskRow } from '../fakes/live-setup.ts';

const ALPHA_KEY = 'sk-alpha-limits-9c8b7a6f5e4d';
const BETA_KEY = 'AIza-beta-limits-1f2e3d4c5b6a';

// The limiter stamps a start when it lets a call go; the fake stamps it when the headers
// arrive, one loopback hop later. That hop varies by a few ms (more on a loaded machine), so
// calls a window apart at the limiter can arrive slightly closer. 200 ms is far above that
// jitter and far below what a missing or unshared window produces (calls ~0 ms apart).
const ARRIVAL_SLACK_MS = 200;

/**
 * The shortest span holding `requests + 1` consecutive call starts. At or above the window,
 * no window ever saw more than `requests` calls start.
 */
function tightestSpan(calls: Recorded[], requests: number): number {
  const at = calls.map((c) => c.at).sort((a, b) => a - b);
  let min = Infinity;
  for (let i = 0; i + requests < at.length; i++) min = Math.min(min, at[i + requests] - at[i]);
  return min;
}

const isSpeech = (r: Recorded) => r.path.endsWith('/multimodal-generation/generation');
const isCustomization = (r: Recorded) => r.path.endsWith('/tts/customization');
const isBetaSpeech = (r: Recorded) => r.path.endsWith(':generateContent');

/** Submits tool calls together and answers their task ids (the tasks run in the background). */
async function submitAll(t: TestService, key: string, calls: Array<[string, unknown]>): Promise<string[]> {
  const acks = await Promise.all(calls.map(([tool, body]) => t.tool(tool, body, key)));
  for (const a of acks) expect(a.status, JSON.stringify(a.body)).toBe(200);
  return acks.map((a) => a.body.data.taskId as string);
}

describe('rate windows', () => {
  let alpha: AlphaFake;
  let beta: BetaFake;
  let t: TestService;
  let key: string;
  let sampleAssetId: string;

  beforeAll(async () => {
    alpha = await startAlphaFake({ key: ALPHA_KEY });
    beta = await startBetaFake({ key: BETA_KEY });
    // Enough runners that the rate window, not the queue, is what spaces the calls.
    t = await startTestService({ concurrency: 8 });
    key = await t.createKey('limits');
    await goLive(t, 'alpha', alpha.base, ALPHA_KEY, { rateLimit: { requests: 2, perSeconds: 1 } });
    await goLive(t, 'beta', beta.base, BETA_KEY);
    const sample = readFileSync(await makeSample({ seconds: 8, format: 'wav', sampleRate: 24000 }));
    const up = await t.fetch('/api/v1/assets', {
      method: 'POST',
      body: sample,
      token: key,
      headers: { 'content-type': 'application/octet-stream' },
    });
    sampleAssetId = ((await up.json()) as any).data.assetId;
  });
  afterAll(async () => {
    await t?.dispose();
    await alpha?.close();
    await beta?.close();
  });

  it('tasks submitted together all complete, and upstream never sees more than `requests` calls start in a window', async () => {
    const before = alpha.requests.filter(isSpeech).length;
    const ids = await submitAll(
      t,
      key,
      Array.from({ length: 5 }, (_, i) => ['generate-tts', { text: `Paced call number ${i}.`, voiceId: 'alpha-cherry' }]),
    );
    const done = await Promise.all(ids.map((id) => t.waitDone(id, key)));
    expect(done.map((d) => d.status)).toEqual(Array(5).fill('COMPLETED'));
    const calls = alpha.requests.filter(isSpeech).slice(before);
    expect(calls).toHaveLength(5);
    expect(tightestSpan(calls, 2)).toBeGreaterThanOrEqual(1000 - ARRIVAL_SLACK_MS);
  });

  it('alpha speech and alpha voice creation count against the same window', async () => {
    const from = alpha.requests.length;
    const ids = await submitAll(t, key, [
      ['generate-tts', { text: 'Shared window, speech one.', voiceId: 'alpha-cherry' }],
      ['generate-tts', { text: 'Shared window, speech two.', voiceId: 'alpha-ethan' }],
      ['clone-voice-from-audio', { audioAssetId: sampleAssetId, name: 'Window Clone', language: 'English' }],
      [
        'design-voice',
        { prompt: 'A bright, quick voice.', text: 'Hello from the shared window.', language: 'en', voiceName: 'window design' },
      ],
    ]);
    const done = await Promise.all(ids.map((id) => t.waitDone(id, key)));
    expect(done.map((d) => d.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED']);
    // Audio downloads are pre-signed object storage, outside the account's window.
    const windowed = alpha.requests.slice(from).filter((r) => isSpeech(r) || isCustomization(r));
    expect(windowed.filter(isSpeech)).toHaveLength(2);
    // Clone enrols once; design asks for a preview and then enrols it.
    expect(windowed.filter(isCustomization)).toHaveLength(3);
    expect(tightestSpan(windowed, 2)).toBeGreaterThanOrEqual(1000 - ARRIVAL_SLACK_MS);
  });

  it("a full window holds back only its own provider: alpha runs while a beta task waits for beta's window", async () => {
    await goLive(t, 'beta', beta.base, BETA_KEY, { rateLimit: { requests: 1, perSeconds: 60 } });
    const first = await runTool(t, key, 'generate-tts', { text: 'Uses up the beta window.', voiceId: 'beta-kore' });
    expect(first.status).toBe('COMPLETED');
    const betaCalls = beta.requests.filter(isBetaSpeech).length;

    const [waiting] = await submitAll(t, key, [['generate-tts', { text: 'Waits for the beta window.', voiceId: 'beta-kore' }]]);
    const alphaIds = await submitAll(t, key, [
      ['generate-tts', { text: 'Alpha is not held back.', voiceId: 'alpha-cherry' }],
      ['clone-voice-from-audio', { audioAssetId: sampleAssetId, name: 'Not Held', language: 'English' }],
    ]);
    const alphaDone = await Promise.all(alphaIds.map((id) => t.waitDone(id, key, 20)));
    expect(alphaDone.map((d) => d.status)).toEqual(['COMPLETED', 'COMPLETED']);

    // The beta task is running but has not reached upstream: it is waiting for its window.
    const status = (await t.tool('get-task-status', { taskId: waiting }, key)).body.data;
    expect(status.status).toBe('PROCESSING');
    expect(beta.requests.filter(isBetaSpeech)).toHaveLength(betaCalls);

    // A task queued behind the window can still be cancelled, with a full refund.
    expect((await t.tool('cancel-task', { taskId: waiting }, key)).status).toBe(200);
    const cancelled = await t.waitDone(waiting, key, 10);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.refundedCredits).toBe(cancelled.estimatedCredits);
    expect(beta.requests.filter(isBetaSpeech)).toHaveLength(betaCalls);
  });
});

describe('network errors and timeouts', () => {
  const TIMEOUT_MS = 300;
  let alpha: AlphaFake;
  let t: TestService;
  let key: string;

  beforeAll(async () => {
    alpha = await startAlphaFake({ key: ALPHA_KEY });
    // Speech calls wait 90 s per attempt in production; a test cannot. What the HTTP client
    // does within one run is checked here; runs again later are task-retries.test.ts's.
    t = await startTestService({ upstreamTimeoutMs: TIMEOUT_MS, taskRetrySchedule: [] });
    key = await t.createKey('network');
    await goLive(t, 'alpha', alpha.base, ALPHA_KEY);
  });
  afterAll(async () => {
    await t?.dispose();
    await alpha?.close();
  });

  const speechCalls = () => alpha.requests.filter(isSpeech).length;
  const speak = (text: string) => runTool(t, key, 'generate-tts', { text, voiceId: 'alpha-cherry' });

  /** Runs a task the upstream never serves and checks what the user is left with. */
  async function failedAndRefunded(text: string) {
    const credits = await t.credits();
    const before = speechCalls();
    const done = await speak(text);
    alpha.clearScripts();
    expect(done.status).toBe('FAILED');
    // Every attempt reached upstream: the failure came after retrying, not instead of it.
    expect(speechCalls() - before).toBe(DEFAULT_RETRY.maxAttempts);
    expect(done.estimatedCredits).toBeGreaterThan(0);
    expect(done.refundedCredits).toBe(done.estimatedCredits);
    const after = await t.credits();
    expect(after.balance).toBe(credits.balance);
    expect(after.available).toBe(credits.available);
    expect(JSON.stringify(done)).not.toContain(ALPHA_KEY);
    expect(JSON.stringify(taskRow(t, done.taskId))).not.toContain(ALPHA_KEY);
    return done;
  }

  /** One faulty attempt, then normal answers: the retry completes the task. */
  async function recoversAfterOne(fault: { reset: true } | { hang: true }, text: string) {
    const before = speechCalls();
    alpha.script(isSpeech, [fault]);
    const done = await speak(text);
    expect(done.status).toBe('COMPLETED');
    expect(speechCalls() - before).toBe(2);
  }

  it('a connection reset on the first call is retried: the task completes with two upstream calls', async () => {
    await recoversAfterOne({ reset: true }, 'Reset once, then fine.');
  });

  it('an upstream that always resets fails the task as provider_unreachable, refunded, saying what to check', async () => {
    alpha.script(
      isSpeech,
      Array.from({ length: DEFAULT_RETRY.maxAttempts + 2 }, () => ({ reset: true as const })),
    );
    const done = await failedAndRefunded('Never reachable.');
    expect(done.error.code).toBe('provider_unreachable');
    expect(done.error.message).toMatch(/could not be reached/);
    expect(done.error.message).toMatch(/Check the base URL and the network/);
    expect(done.error.message).toMatch(/refunded/);
  });

  it('an attempt that gets no answer times out and is retried: the task completes with two upstream calls', async () => {
    await recoversAfterOne({ hang: true }, 'Silent once, then fine.');
  });

  it('an upstream that never answers fails the task as provider_timeout after its retries, refunded', async () => {
    alpha.script(
      isSpeech,
      Array.from({ length: DEFAULT_RETRY.maxAttempts + 2 }, () => ({ hang: true as const })),
    );
    const done = await failedAndRefunded('Never answered.');
    expect(done.error.code).toBe('provider_timeout');
    expect(done.error.message).toContain(`did not answer within ${TIMEOUT_MS / 1000} s (${DEFAULT_RETRY.maxAttempts} attempts)`);
    expect(done.error.message).toMatch(/refunded/);
  });
});
