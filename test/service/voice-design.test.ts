import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { parseWav } from '../../src-service/providers/sandbox/speech/wav.ts';
import { medianF0 } from '../../src-service/media/pitch.ts';

let t: TestService;
let key: string;

beforeAll(async () => {
  t = await startTestService();
  key = await t.createKey('designer');
});
afterAll(async () => t?.dispose());

const taskCount = () => (t.service.internals.db.prepare('SELECT COUNT(*) AS n FROM tasks').get() as { n: number }).n;

async function design(body: Record<string, unknown>) {
  const r = await t.tool('design-voice', body, key);
  expect(r.status).toBe(200);
  return t.waitDone(r.body.data.taskId, key);
}

async function previewF0(assetId: string): Promise<number> {
  const url = (await t.tool('get-asset', { assetId }, key)).body.data.url;
  const wav = parseWav(Buffer.from(await (await fetch(url)).arrayBuffer()));
  expect(wav.sampleRate).toBe(24000);
  return medianF0(wav.samples, wav.sampleRate)!;
}

describe('design-voice', () => {
  it('costs 20 credits flat, keeps a preview, and lands a designed alpha voice in the library', async () => {
    const before = await t.credits();
    const done = await design({
      prompt: 'A calm young woman with a bright, clear voice',
      text: 'Hello, I am your narrator today.',
      voiceName: 'Narrator',
      language: 'English',
    });
    expect(done).toMatchObject({ status: 'COMPLETED', taskType: 'VOICE_DESIGN', estimatedCredits: 20, chargedCredits: 20 });
    expect(await t.credits()).toEqual({ ...before, balance: before.balance - 20, available: before.available - 20 });
    const [previewId] = done.output.assetIds;
    const voices = (await t.tool('list-voices', {}, key)).body.data.voices as any[];
    const voice = voices.find((v) => v.voiceId === done.output.voiceId);
    expect(voice).toMatchObject({ name: 'Narrator', provider: 'alpha', kind: 'designed', previewAssetId: previewId });
    expect(voice.languages).toHaveLength(10);
    // The preview was re-enrolled through the clone path: the voice row records the enrolled id.
    const row = t.service.internals.db
      .prepare('SELECT upstream_name, preview_asset_id FROM voices WHERE voice_id = ?')
      .get(done.output.voiceId) as any;
    expect(row.upstream_name).toMatch(/^sandbox_/);
    expect(row.preview_asset_id).toBe(previewId);
  });

  it('maps the description to the voice: a deep old man is lower than a high young woman', async () => {
    const deep = await design({
      prompt: 'A deep, low, elderly man speaking slowly',
      text: 'We were away a year ago, and now we are home again.',
    });
    const high = await design({
      prompt: 'A young woman with a high, bright voice',
      text: 'We were away a year ago, and now we are home again.',
    });
    expect((await previewF0(high.output.assetIds[0])) / (await previewF0(deep.output.assetIds[0]))).toBeGreaterThan(1.4);
  });

  it('a designed voice speaks with alpha rules: 600-character limit, alpha price', async () => {
    const done = await design({ prompt: 'A friendly man', voiceName: 'Friendly' });
    const voiceId = done.output.voiceId;
    const tooLong = await t.tool('generate-tts', { text: 'a'.repeat(601), voiceId }, key);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toMatch(/at most 600 characters for alpha/);
    const ok = await t.tool('generate-tts', { text: 'Hello there, friend.', voiceId }, key);
    expect(ok.body.data.estimatedCredits).toBe(15);
    expect((await t.waitDone(ok.body.data.taskId, key)).status).toBe('COMPLETED');
  });

  const rejections: Array<[string, Record<string, unknown>, RegExp]> = [
    ['no prompt', { text: 'hi' }, /^prompt: is required/],
    ['an empty prompt', { prompt: '' }, /^prompt: must not be empty/],
    ['a preview text over 600 characters', { prompt: 'x', text: 't'.repeat(601) }, /^text: must be at most 600 characters/],
    ['an unknown language', { prompt: 'x', language: 'Elvish' }, /^language: must be one of/],
    ['topP', { prompt: 'x', topP: 0.5 }, /^topP: is not supported/],
    ['a provider field (beta has no design)', { prompt: 'x', provider: 'beta' }, /^provider: is not a field of this tool/],
  ];
  it.each(rejections)('%s → 400, nothing held', async (_n, body, message) => {
    const before = await t.credits();
    const tasks = taskCount();
    const r = await t.tool('design-voice', body, key);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(message);
    expect(await t.credits()).toEqual(before);
    expect(taskCount()).toBe(tasks);
  });

  it('a moderation block fails and refunds the 20 credits', async () => {
    const before = await t.credits();
    const r = await t.tool('design-voice', { prompt: 'sandbox:moderation a voice' }, key);
    const done = await t.waitDone(r.body.data.taskId, key);
    expect(done).toMatchObject({ status: 'FAILED', refundedCredits: 20, error: { code: 'moderation_blocked' } });
    expect(await t.credits()).toEqual(before);
  });
});

describe('renaming and deleting your own voices', () => {
  it('renames and deletes a designed voice; the catalogue is read-only; other keys cannot touch it', async () => {
    const done = await design({ prompt: 'A warm man', voiceName: 'Warm' });
    const id = done.output.voiceId;
    const renamed = await t.fetch(`/api/v1/voices/${id}`, { method: 'PATCH', json: { name: 'Warmer' }, token: key });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as any).data.name).toBe('Warmer');
    const other = await t.createKey('someone else');
    expect((await t.fetch(`/api/v1/voices/${id}`, { method: 'DELETE', token: other })).status).toBe(404);
    const builtin = await t.fetch('/api/v1/voices/alpha-cherry', { method: 'PATCH', json: { name: 'Mine now' }, token: key });
    expect(builtin.status).toBe(403);
    const bad = await t.fetch(`/api/v1/voices/${id}`, { method: 'PATCH', json: { name: '' }, token: key });
    expect(bad.status).toBe(400);
    // The studio (session token) may manage any designed or cloned voice.
    expect((await t.fetch(`/api/v1/voices/${id}`, { method: 'DELETE' })).status).toBe(200);
    const voices = (await t.tool('list-voices', {}, key)).body.data.voices as any[];
    expect(voices.find((v) => v.voiceId === id)).toBeUndefined();
    const tts = await t.tool('generate-tts', { text: 'Hi', voiceId: id }, key);
    expect(tts.status).toBe(400);
    expect(tts.body.error.message).toMatch(/^voiceId: no voice/);
  });
});
