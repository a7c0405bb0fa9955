import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let key: string;
const ALPHA = 'alpha-cherry';
const BETA = 'beta-kore';

beforeAll(async () => {
  // A paused queue (concurrency 0): tasks stay PENDING, so holds can be read exactly.
  t = await startTestService({ concurrency: 0 });
  key = await t.createKey();
});
afterAll(async () => t?.dispose());

const taskCount = () => (t.service.internals.db.prepare('SELECT COUNT(*) AS n FROM tasks').get() as { n: number }).n;

/** Every rejection: 400, a message naming the field and the rule, nothing held, no task. */
const rejections: Array<[string, Record<string, unknown>, string, RegExp]> = [
  ['alpha text over 600 characters', { text: 'a'.repeat(601), voiceId: ALPHA }, 'text', /at most 600 characters for alpha/],
  ['beta text over 5,000 characters', { text: 'b'.repeat(5001), voiceId: BETA }, 'text', /at most 5000 characters/],
  ['alpha text over 5,000 characters names the general limit', { text: 'c'.repeat(6000), voiceId: ALPHA }, 'text', /at most 5000/],
  ['style prompt over 200 characters', { text: 'Hello', voiceId: ALPHA, prompt: 'p'.repeat(201) }, 'prompt', /at most 200 characters/],
  ['alpha language outside the enum', { text: 'Hello', voiceId: ALPHA, language: 'Klingon' }, 'language', /one of Auto, Chinese, English/],
  [
    'temperature',
    { text: 'Hello', voiceId: ALPHA, temperature: 0.7 },
    'temperature',
    /not supported; temperature, topK and topP were removed/,
  ],
  ['topK', { text: 'Hello', voiceId: BETA, topK: 40 }, 'topK', /not supported/],
  ['topP', { text: 'Hello', voiceId: BETA, topP: 0.9 }, 'topP', /not supported/],
  [
    'a duration parameter (none exists on speech)',
    { text: 'Hello', voiceId: ALPHA, durationSeconds: 5 },
    'durationSeconds',
    /not a field of this tool/,
  ],
  ['an unknown field', { text: 'Hello', voiceId: ALPHA, speed: 2 }, 'speed', /not a field of this tool/],
  ['missing text', { voiceId: ALPHA }, 'text', /is required/],
  ['missing voiceId', { text: 'Hello' }, 'voiceId', /is required/],
  ['empty text', { text: '', voiceId: ALPHA }, 'text', /must not be empty/],
  ['whitespace-only text', { text: '   ', voiceId: ALPHA }, 'text', /something to speak/],
  ['text of the wrong type', { text: 42, voiceId: ALPHA }, 'text', /must be a string/],
  ['an unknown voice', { text: 'Hello', voiceId: 'nobody' }, 'voiceId', /no voice nobody exists/],
];

describe('generate-tts rejects bad input before holding any credit', () => {
  it.each(rejections)('%s → 400', async (_name, body, field, message) => {
    const before = await t.credits();
    const tasksBefore = taskCount();
    const r = await t.tool('generate-tts', body, key);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.message).toMatch(new RegExp(`^${field}: `));
    expect(r.body.error.message).toMatch(message);
    expect(r.body.error.details.field).toBe(field);
    expect(await t.credits()).toEqual(before);
    expect(taskCount()).toBe(tasksBefore);
  });

  it('a body that is not JSON → 400, nothing held', async () => {
    const before = await t.credits();
    const res = await t.fetch('/api/v1/tools/generate-tts/execute', {
      method: 'POST',
      token: key,
      headers: { 'content-type': 'application/json' },
      body: '{"text": "Hi",',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.message).toMatch(/^body: is not valid JSON/);
    expect(await t.credits()).toEqual(before);
  });

  it('a JSON array body → 400', async () => {
    const r = await t.tool('generate-tts', [1, 2], key);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^body: must be/);
  });

  it('an unknown tool → 404', async () => {
    const r = await t.tool('generate-music', {}, key);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('not_found');
  });
});

describe('generate-tts accepts the limits exactly and prices them', () => {
  const accepted: Array<[string, Record<string, unknown>, number]> = [
    ['alpha at exactly 600 characters', { text: 'a'.repeat(600), voiceId: ALPHA }, 15],
    ['beta at exactly 5,000 characters', { text: 'b '.repeat(2500), voiceId: BETA }, 125],
    ['a 12-character request costs one full unit (alpha)', { text: 'Hello there!', voiceId: ALPHA }, 15],
    ['a 12-character request costs one full unit (beta)', { text: 'Hello there!', voiceId: BETA }, 25],
    ['beta 1,000 characters is one unit', { text: 'x'.repeat(1000), voiceId: BETA }, 25],
    ['beta 1,001 characters is two units', { text: 'x'.repeat(1001), voiceId: BETA }, 50],
    ['characters, not UTF-16 units, are counted', { text: 'a'.repeat(590) + '😀'.repeat(10), voiceId: ALPHA }, 15],
    ['prompt at exactly 200 characters', { text: 'Hi', voiceId: ALPHA, prompt: 'p'.repeat(200) }, 15],
    ['beta accepts and ignores any language', { text: 'Hi', voiceId: BETA, language: 'Klingon' }, 25],
    ['alpha accepts a listed language', { text: 'Hi', voiceId: ALPHA, language: 'German', workerId: 'w1' }, 15],
  ];
  it.each(accepted)('%s → PENDING, %i credits held, refunded in full on cancel', async (_name, body, credits) => {
    const before = await t.credits();
    const r = await t.tool('generate-tts', body, key);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ taskId: expect.stringMatching(/^task_/), status: 'PENDING', estimatedCredits: credits });
    const held = await t.credits();
    expect(held).toEqual({ balance: before.balance, held: before.held + credits, available: before.available - credits });
    const c = await t.tool('cancel-task', { taskId: r.body.data.taskId }, key);
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({ status: 'CANCELLED', refundedCredits: credits, chargedCredits: 0 });
    expect(await t.credits()).toEqual(before);
  });
});
