import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { makeSample } from '../helpers/media-fixtures.ts';
import { startAlphaFake, type AlphaFake } from '../fakes/alpha-fake.ts';
import { goLive } from '../fakes/live-setup.ts';

let t: TestService;
let key: string;

beforeAll(async () => {
  t = await startTestService();
  key = await t.createKey('voices app');
});
afterAll(async () => t?.dispose());

async function preview(t: TestService, voiceId: string, body: unknown = {}, token?: string) {
  const res = await t.fetch(`/api/v1/voices/${voiceId}/preview`, { method: 'POST', json: body, token });
  return { status: res.status, body: (await res.json()) as any };
}

async function voices(t: TestService, query = '', token?: string): Promise<any[]> {
  const res = await t.fetch(`/api/v1/voices${query}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as any).data.voices;
}

/** Waits for a task the studio made (no key can see it) through the studio's own task listing. */
async function studioTaskEnd(t: TestService, taskId: string): Promise<any> {
  for (let i = 0; i < 600; i++) {
    const page = (await (await t.fetch('/api/v1/tasks?limit=50')).json()) as any;
    const task = page.data.tasks.find((x: any) => x.taskId === taskId);
    if (task && ['COMPLETED', 'FAILED', 'CANCELLED'].includes(task.status)) return task;
    await sleep(100);
  }
  throw new Error(`task ${taskId} did not end`);
}

async function upload(path: string): Promise<string> {
  const res = await t.fetch('/api/v1/assets', {
    method: 'POST',
    body: readFileSync(path),
    token: key,
    headers: { 'content-type': 'application/octet-stream' },
  });
  const body = (await res.json()) as any;
  if (res.status !== 201) throw new Error(`upload ${res.status}: ${JSON.stringify(body)}`);
  return body.data.assetId;
}

describe('voice previews on the sandbox', () => {
  it('every voice carries the listening fields; a built-in preview is free, made once, and lands in the library', async () => {
    const before = await voices(t);
    const cherry = before.find((v) => v.voiceId === 'alpha-cherry')!;
    expect(cherry).toMatchObject({ kind: 'builtin', provider: 'alpha', favorite: false, previewAssetId: null, previewCredits: 0 });
    expect(cherry.gender).toBe('female');
    expect(cherry.description).toEqual(expect.any(String));
    expect(cherry.languages[0]).toBe('Chinese');
    const credits = await t.credits();

    const first = await preview(t, 'alpha-cherry');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ voiceId: 'alpha-cherry', assetId: null, taskId: expect.stringMatching(/^task_/), credits: 0 });
    // Asked again while it is being made: the same task, not a second clip.
    const again = await preview(t, 'alpha-cherry');
    expect(again.body.data.taskId).toBe(first.body.data.taskId);

    const done = await studioTaskEnd(t, first.body.data.taskId);
    expect(done).toMatchObject({ status: 'COMPLETED', tool: 'generate-tts', chargedCredits: 0 });
    expect(done.params).toMatchObject({ voiceId: 'alpha-cherry', language: 'Chinese' });
    const assetId = done.output.assetIds[0];
    expect(await t.credits()).toEqual(credits);

    const made = await preview(t, 'alpha-cherry');
    expect(made.body.data).toEqual({ voiceId: 'alpha-cherry', assetId, taskId: null, credits: 0 });
    expect((await preview(t, 'alpha-cherry')).body.data.assetId).toBe(assetId);
    expect((await voices(t)).find((v) => v.voiceId === 'alpha-cherry')).toMatchObject({ previewAssetId: assetId, previewCredits: 0 });
    const library = (await (await t.fetch('/api/v1/assets?kind=audio')).json()) as any;
    expect(library.data.assets.map((a: any) => a.assetId)).toContain(assetId);
    expect((await t.fetch(`/api/v1/voices/alpha-cherry/preview`, { method: 'POST', json: {} })).status).toBe(200);
    const tasks = t.service.internals.db.prepare("SELECT COUNT(*) AS n FROM tasks WHERE tool = 'generate-tts'").get() as any;
    expect(tasks.n).toBe(1);
  });

  it('a beta prebuilt voice gets its own preview', async () => {
    const beta = (await voices(t, '?provider=beta'))[0];
    const r = await preview(t, beta.voiceId);
    expect(r.status).toBe(200);
    const done = await studioTaskEnd(t, r.body.data.taskId);
    expect(done.status).toBe('COMPLETED');
    expect((await preview(t, beta.voiceId)).body.data.assetId).toBe(done.output.assetIds[0]);
  });

  it('a designed voice answers its design preview, a cloned voice its sample (sampleAssetId)', async () => {
    const designed = await t.tool(
      'design-voice',
      { prompt: 'A calm young woman', text: 'Hello, I am your narrator.', voiceName: 'Calm' },
      key,
    );
    const d = await t.waitDone(designed.body.data.taskId, key);
    const designedPreview = await preview(t, d.output.voiceId);
    expect(designedPreview.body.data).toEqual({ voiceId: d.output.voiceId, assetId: d.output.assetIds[0], taskId: null, credits: 0 });

    const sample = await upload(await makeSample({ seconds: 8, format: 'wav' }));
    const cloned = await t.tool('clone-voice-from-audio', { audioAssetId: sample, name: 'Mine' }, key);
    const c = await t.waitDone(cloned.body.data.taskId, key);
    expect(c.status).toBe('COMPLETED');
    const voiceId = c.output.voiceId;
    expect((await preview(t, voiceId)).body.data).toEqual({ voiceId, assetId: sample, taskId: null, credits: 0 });
    const listed = (await voices(t, '?kind=cloned')).find((v) => v.voiceId === voiceId);
    expect(listed).toMatchObject({ kind: 'cloned', sampleAssetId: sample, previewAssetId: sample, previewCredits: 0 });
    expect((await voices(t, '?kind=designed')).find((v) => v.voiceId === d.output.voiceId)).not.toHaveProperty('sampleAssetId');
  });

  it('is the studio’s: an API key gets 403; an unknown voice 404; a stray field 400', async () => {
    const r = await preview(t, 'alpha-ethan', {}, key);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('forbidden');
    expect((await preview(t, 'voice_nope')).status).toBe(404);
    const bad = await preview(t, 'alpha-ethan', { acceptCredits: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/acceptCredits/);
  });
});

describe('favourites and the listing filters', () => {
  it('PATCH favorite on any voice, by the studio or a key; the listing filters on it and on the other fields', async () => {
    const r = await t.fetch('/api/v1/voices/alpha-ethan', { method: 'PATCH', json: { favorite: true } });
    expect(r.status).toBe(200);
    expect(((await r.json()) as any).data).toMatchObject({ voiceId: 'alpha-ethan', favorite: true, name: 'Ethan' });
    const byKey = await t.fetch('/api/v1/voices/alpha-cherry', { method: 'PATCH', json: { favorite: true }, token: key });
    expect(byKey.status).toBe(200);
    expect((await voices(t, '?favorite=true')).map((v) => v.voiceId).sort()).toEqual(['alpha-cherry', 'alpha-ethan']);
    await t.fetch('/api/v1/voices/alpha-cherry', { method: 'PATCH', json: { favorite: false } });
    expect((await voices(t, '?favorite=true')).map((v) => v.voiceId)).toEqual(['alpha-ethan']);
    expect((await voices(t, '?favorite=false')).map((v) => v.voiceId)).not.toContain('alpha-ethan');

    // A catalogue voice still cannot be renamed, and nothing of the request is kept.
    const rename = await t.fetch('/api/v1/voices/alpha-cherry', { method: 'PATCH', json: { name: 'Mine', favorite: true } });
    expect(rename.status).toBe(403);
    expect((await voices(t, '?favorite=true')).map((v) => v.voiceId)).toEqual(['alpha-ethan']);
    expect((await t.fetch('/api/v1/voices/alpha-cherry', { method: 'PATCH', json: {} })).status).toBe(400);

    const all = await voices(t);
    const beta = await voices(t, '?provider=beta');
    expect(beta.length).toBeGreaterThan(0);
    expect(beta.every((v) => v.provider === 'beta')).toBe(true);
    const male = await voices(t, '?gender=MALE&kind=builtin');
    expect(male.length).toBeGreaterThan(0);
    expect(male.every((v) => v.gender === 'male' && v.kind === 'builtin')).toBe(true);
    expect(male.length).toBeLessThan(all.filter((v) => v.kind === 'builtin').length);
    const french = await voices(t, '?language=french');
    expect(french.every((v) => v.languages.includes('French'))).toBe(true);
    const q = await voices(t, '?q=ethan');
    expect(q.map((v) => v.voiceId)).toEqual(['alpha-ethan']);
    expect((await t.fetch('/api/v1/voices?kind=robot')).status).toBe(400);
  });
});

describe('analyze-audio on a selection', () => {
  it('reads only the selection, and refuses one outside the audio naming the field', async () => {
    const asset = await upload(await makeSample({ seconds: 8, format: 'wav' }));
    const whole = await t.tool('analyze-audio', { audioAssetId: asset }, key);
    expect(whole.status).toBe(200);
    const part = await t.tool('analyze-audio', { audioAssetId: asset, startSeconds: 2, endSeconds: 5 }, key);
    expect(part.status).toBe(200);
    expect(part.body.data.durationSeconds).toBeCloseTo(3, 1);
    expect(whole.body.data.durationSeconds).toBeCloseTo(8, 1);
    const tail = await t.tool('analyze-audio', { audioAssetId: asset, startSeconds: 6 }, key);
    expect(tail.body.data.durationSeconds).toBeCloseTo(2, 1);

    const cases: Array<[Record<string, number>, string]> = [
      [{ startSeconds: -1 }, 'startSeconds'],
      [{ startSeconds: 9 }, 'startSeconds'],
      [{ endSeconds: 9 }, 'endSeconds'],
      [{ startSeconds: 4, endSeconds: 4 }, 'endSeconds'],
      [{ startSeconds: 5, endSeconds: 3 }, 'endSeconds'],
      [{ endSeconds: 0 }, 'endSeconds'],
    ];
    for (const [sel, field] of cases) {
      const r = await t.tool('analyze-audio', { audioAssetId: asset, ...sel }, key);
      expect(r.status, JSON.stringify(sel)).toBe(400);
      expect(r.body.error.code).toBe('validation_failed');
      expect(r.body.error.message).toContain(field);
    }
  });
});

describe('the studio reads the whole workspace', () => {
  it('sees the tasks and assets every key made', async () => {
    const other = await t.createKey('another app');
    const r = await t.tool('generate-tts', { text: 'Made by another app.', voiceId: 'alpha-ethan' }, other);
    const done = await t.waitDone(r.body.data.taskId, other);
    const tasks = (await (await t.fetch('/api/v1/tasks?limit=200')).json()) as any;
    expect(tasks.data.tasks.map((x: any) => x.taskId)).toContain(done.taskId);
    const assets = (await (await t.fetch('/api/v1/assets?limit=200')).json()) as any;
    expect(assets.data.assets.map((a: any) => a.assetId)).toContain(done.output.assetIds[0]);
    // While the first key sees neither.
    const mine = (await (await t.fetch('/api/v1/tasks?limit=200', { token: key })).json()) as any;
    expect(mine.data.tasks.map((x: any) => x.taskId)).not.toContain(done.taskId);
  });
});

describe('voice previews on a live engine', () => {
  const KEY = 'sk-alpha-live-preview-1234';
  let alpha: AlphaFake;
  let live: TestService;
  beforeAll(async () => {
    alpha = await startAlphaFake({ key: KEY });
    live = await startTestService();
    await goLive(live, 'alpha', alpha.base, KEY);
  });
  afterAll(async () => {
    await live?.dispose();
    await alpha?.close();
  });

  it('asks first (409 with the price), then charges what a TTS of the sentence costs', async () => {
    const cherry = (await voices(live)).find((v) => v.voiceId === 'alpha-cherry')!;
    expect(cherry.previewCredits).toBe(15);
    // Beta stays on the sandbox: its previews remain free.
    expect((await voices(live, '?provider=beta'))[0].previewCredits).toBe(0);
    const credits = await live.credits();

    const asked = await preview(live, 'alpha-cherry');
    expect(asked.status).toBe(409);
    expect(asked.body.error).toMatchObject({ code: 'conflict', details: { credits: 15 } });
    expect(asked.body.error.message).toMatch(/acceptCredits/);
    expect(await live.credits()).toEqual(credits);
    expect(alpha.requests.filter((r) => r.path.endsWith('/generation'))).toHaveLength(0);

    const accepted = await preview(live, 'alpha-cherry', { acceptCredits: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.credits).toBe(15);
    const done = await studioTaskEnd(live, accepted.body.data.taskId);
    expect(done).toMatchObject({ status: 'COMPLETED', chargedCredits: 15 });
    expect(alpha.requests.filter((r) => r.path.endsWith('/generation'))).toHaveLength(1);
    expect((await live.credits()).balance).toBe(credits.balance - 15);

    // Made: answered without asking again, and free from now on.
    const made = await preview(live, 'alpha-cherry');
    expect(made.body.data).toEqual({ voiceId: 'alpha-cherry', assetId: done.output.assetIds[0], taskId: null, credits: 0 });
    expect((await voices(live)).find((v) => v.voiceId === 'alpha-cherry').previewCredits).toBe(0);
  });
});
