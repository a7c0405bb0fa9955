import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, tempDir, type TestService } from '../helpers/service.ts';
import { startAlphaFake, type AlphaFake } from '../fakes/alpha-fake.ts';
import { startBetaFake, type BetaFake } from '../fakes/beta-fake.ts';
import { startVideoFake, type VideoFake } from '../fakes/video-fake.ts';
import { goLive } from '../fakes/live-setup.ts';

const KEY = 'sk-settings-0123456789abcdef';
let alpha: AlphaFake;
let beta: BetaFake;
let video: VideoFake;
const dataDir = tempDir();
let t: TestService;

beforeAll(async () => {
  alpha = await startAlphaFake({ key: KEY });
  beta = await startBetaFake({ key: KEY });
  video = await startVideoFake({ key: KEY, mp4: Buffer.alloc(0) });
  t = await startTestService({ dataDir });
});
afterAll(async () => {
  await t?.dispose();
  await Promise.all([alpha?.close(), beta?.close(), video?.close()]);
});

describe('settings API', () => {
  it('starts on the sandbox with the documented model ids, and needs the session token', async () => {
    const res = await t.fetch('/api/v1/settings');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as any;
    expect(data.providers.alpha).toMatchObject({
      engine: 'sandbox',
      apiKeySet: false,
      baseUrl: 'https://dashscope-intl.aliyuncs.com/api/v1',
      models: { speech: 'alpha3-tts-instruct-flash-2026-01-26', design: 'alpha3-tts-vd-2026-01-26', clone: 'alpha3-tts-vc-2026-01-22' },
    });
    expect(data.providers.beta.models).toEqual({ speech: 'beta-3.1-flash-tts-preview' });
    expect(data.providers.video.models).toEqual({
      'imagine-video': 'grok-imagine-video',
      'imagine-video-1.5-preview': 'grok-imagine-video-1.5',
    });
    const key = await t.createKey('not a session');
    expect((await t.fetch('/api/v1/settings', { token: key })).status).toBe(403);
    expect((await t.fetch('/api/v1/settings/providers/alpha', { method: 'PUT', token: key, json: { engine: 'sandbox' } })).status).toBe(
      403,
    );
  });

  it('refuses live without a key (400 naming apiKey) and rejects unknown fields and providers', async () => {
    const res = await t.fetch('/api/v1/settings/providers/alpha', { method: 'PUT', json: { engine: 'live' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.details.field).toBe('apiKey');
    const bad = await t.fetch('/api/v1/settings/providers/beta', {
      method: 'PUT',
      json: { engine: 'live', apiKey: 'x', models: { design: 'y' } },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).error.details.field).toBe('models.design');
    expect((await t.fetch('/api/v1/settings/providers/gamma', { method: 'PUT', json: { engine: 'sandbox' } })).status).toBe(400);
    expect(
      (await t.fetch('/api/v1/settings/providers/video', { method: 'PUT', json: { engine: 'live', baseUrl: 'ftp://x' } })).status,
    ).toBe(400);
  });

  it('stores the key in the secret store, shows only apiKeySet, and keeps model overrides', async () => {
    const body = await goLive(t, 'alpha', alpha.base, KEY, {
      models: { speech: 'my-instruct-model' },
      rateLimit: { requests: 5, perSeconds: 1 },
    });
    expect(body.data).toMatchObject({ engine: 'live', apiKeySet: true, baseUrl: alpha.base, rateLimit: { requests: 5, perSeconds: 1 } });
    expect(body.data.models).toEqual({
      speech: 'my-instruct-model',
      design: 'alpha3-tts-vd-2026-01-26',
      clone: 'alpha3-tts-vc-2026-01-22',
    });
    expect(JSON.stringify(body)).not.toContain(KEY);
    const all = await (await t.fetch('/api/v1/settings')).text();
    expect(all).not.toContain(KEY);
    // Switching engines keeps the stored key: no apiKey needed the second time.
    const back = await t.fetch('/api/v1/settings/providers/alpha', { method: 'PUT', json: { engine: 'sandbox' } });
    expect(((await back.json()) as any).data).toMatchObject({ engine: 'sandbox', apiKeySet: true });
    expect((await t.fetch('/api/v1/settings/providers/alpha', { method: 'PUT', json: { engine: 'live' } })).status).toBe(200);
  });

  it('tests each key with a minimal authenticated call', async () => {
    await goLive(t, 'beta', beta.base, KEY);
    await goLive(t, 'video', video.base, KEY);
    const answers: Record<string, any> = {};
    for (const name of ['alpha', 'beta', 'video']) {
      const r = (await (await t.fetch(`/api/v1/settings/providers/${name}/test`, { method: 'POST' })).json()) as any;
      expect(r.data, name).toMatchObject({ ok: true });
      answers[name] = r.data;
    }
    // The video API lists no models: its test names the ids a video will use.
    expect(answers.video.message).toContain('grok-imagine-video, grok-imagine-video-1.5');
    expect(alpha.requests.at(-1)).toMatchObject({ path: '/api/v1/services/audio/tts/customization', body: { input: { action: 'list' } } });
    expect(beta.requests.at(-1)!.path).toBe('/v1beta/models/beta-3.1-flash-tts-preview:generateContent');
    expect(video.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/videos/timbre-connection-test' });

    await goLive(t, 'video', video.base, 'sk-wrong-key-0000000000');
    const r = (await (await t.fetch('/api/v1/settings/providers/video/test', { method: 'POST' })).json()) as any;
    expect(r.data).toMatchObject({ ok: false, status: 401 });
    expect(r.data.message).toMatch(/rejected the key/);
    // The fake echoes the wrong key back in its message; the answer must not.
    expect(JSON.stringify(r)).not.toContain('sk-wrong-key-0000000000');
  });

  it("beta's test names the model id it tried, and an unknown model is said to be one", async () => {
    const known = await startBetaFake({ key: KEY, models: ['beta-3.1-flash-tts-preview'] });
    try {
      await goLive(t, 'beta', known.base, KEY);
      let r = (await (await t.fetch('/api/v1/settings/providers/beta/test', { method: 'POST' })).json()) as any;
      expect(r.data).toMatchObject({ ok: true });
      expect(r.data.message).toContain('beta-3.1-flash-tts-preview');
      await goLive(t, 'beta', known.base, KEY, { models: { speech: 'beta-9-tts' } });
      r = (await (await t.fetch('/api/v1/settings/providers/beta/test', { method: 'POST' })).json()) as any;
      expect(r.data).toMatchObject({ ok: false, status: 404 });
      expect(r.data.message).toMatch(/does not know the model beta-9-tts/);
      expect(r.data.message).toContain('models/beta-9-tts is not found');
    } finally {
      await goLive(t, 'beta', beta.base, KEY, { models: { speech: 'beta-3.1-flash-tts-preview' } });
      await known.close();
    }
  });

  it('persists settings across a restart (values in SQLite, key in the secret store)', async () => {
    await goLive(t, 'video', video.base, KEY, { pollIntervalMs: 50 });
    await t.stop();
    t = await startTestService({ dataDir });
    const { data } = (await (await t.fetch('/api/v1/settings')).json()) as any;
    expect(data.providers.alpha).toMatchObject({ engine: 'live', apiKeySet: true, baseUrl: alpha.base });
    expect(data.providers.alpha.models.speech).toBe('my-instruct-model');
    expect(data.providers.video).toMatchObject({ engine: 'live', pollIntervalMs: 50, apiKeySet: true });
    const r = (await (await t.fetch('/api/v1/settings/providers/video/test', { method: 'POST' })).json()) as any;
    expect(r.data.ok).toBe(true);
    const health = (await (await t.fetch('/api/v1/health')).json()) as any;
    expect(health.engines).toMatchObject({ alpha: 'live', beta: 'live' });
  });
});
