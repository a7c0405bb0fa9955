import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { makeSample } from '../helpers/media-fixtures.ts';
import { ffprobe } from '../helpers/media.ts';
import { startAlphaFake, type AlphaFake } from '../fakes/alpha-fake.ts';
import { assetBytes, goLive, runTool, taskRow } from '../fakes/live-setup.ts';

const KEY = 'sk-alpha-live-4f9a8b7c6d5e';
let alpha: AlphaFake;
let t: TestService;
let key: string;

beforeAll(async () => {
  alpha = await startAlphaFake({ key: KEY });
  // Each failure here is the adapter's answer to one run; runs again after a transient
  // failure are the queue's, and task-retries.test.ts covers them.
  t = await startTestService({ taskRetrySchedule: [] });
  key = await t.createKey('alpha live');
  await goLive(t, 'alpha', alpha.base, KEY);
});
afterAll(async () => {
  await t?.dispose();
  await alpha?.close();
});

const speechCalls = () => alpha.requests.filter((r) => r.path.endsWith('/multimodal-generation/generation'));
const customizationCalls = () => alpha.requests.filter((r) => r.path.endsWith('/tts/customization'));

/** A speech asset as ffprobe sees it. */
async function audioOf(assetId: string) {
  const { meta, bytes } = await assetBytes(t, key, assetId);
  const probe = ffprobe(bytes);
  return { meta, stream: probe.streams[0], duration: Number(probe.format.duration) };
}

describe('alpha live adapter: speech', () => {
  it('built-in voice → instruct model, bearer key, language_type and instructions; URL audio is fetched', async () => {
    const text = 'Hello from the live alpha engine, thirty words or so.';
    const done = await runTool(t, key, 'generate-tts', { text, voiceId: 'alpha-cherry', language: 'English', prompt: 'Warm and slow.' });
    expect(done.status).toBe('COMPLETED');
    const req = speechCalls().at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/v1/services/aigc/multimodal-generation/generation');
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req.headers['content-type']).toMatch(/^application\/json/);
    expect(req.body).toEqual({
      model: 'alpha3-tts-instruct-flash-2026-01-26',
      input: { text, voice: 'Cherry', language_type: 'English' },
      parameters: { instructions: 'Warm and slow.', optimize_instructions: false },
    });
    // The pre-signed audio link is fetched without the key.
    const dl = alpha.requests.filter((r) => r.path.startsWith('/files/')).at(-1)!;
    expect(dl.headers.authorization).toBeUndefined();
    const a = await audioOf(done.output.assetIds[0]);
    expect(a.meta).toMatchObject({ mimeType: 'audio/wav', sampleRate: 24000, channels: 1 });
    expect(a.stream).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '24000', channels: 1 });
    expect(a.duration).toBeCloseTo(text.length / 15, 1);
    expect(taskRow(t, done.taskId).engine).toBe('live');
  });

  it('base64 audio answers are handled too', async () => {
    alpha.options.audio = 'data';
    try {
      const done = await runTool(t, key, 'generate-tts', { text: 'Inline audio, please.', voiceId: 'alpha-ethan' });
      expect(done.status).toBe('COMPLETED');
      expect(speechCalls().at(-1)!.body).toEqual({
        model: 'alpha3-tts-instruct-flash-2026-01-26',
        input: { text: 'Inline audio, please.', voice: 'Ethan' },
      });
      const a = await audioOf(done.output.assetIds[0]);
      expect(a.stream).toMatchObject({ sample_rate: '24000', channels: 1 });
      expect(a.duration).toBeCloseTo(1.4, 1);
    } finally {
      alpha.options.audio = 'url';
    }
  });
});

describe('alpha live adapter: voice creation', () => {
  it('clone-voice-from-audio enrols the sample as a data URI; the voice then speaks through the clone model', async () => {
    const sample = readFileSync(await makeSample({ seconds: 8, format: 'wav', sampleRate: 24000 }));
    const up = await t.fetch('/api/v1/assets', {
      method: 'POST',
      body: sample,
      token: key,
      headers: { 'content-type': 'application/octet-stream' },
    });
    const assetId = ((await up.json()) as any).data.assetId;
    const done = await runTool(t, key, 'clone-voice-from-audio', {
      audioAssetId: assetId,
      name: 'My Narrator (take 2)',
      language: 'English',
      referenceText: 'We were away.',
    });
    expect(done.status).toBe('COMPLETED');
    const enrol = customizationCalls().at(-1)!;
    expect(enrol.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(enrol.body.model).toBe('qwen-voice-enrollment');
    expect(enrol.body.input).toMatchObject({
      action: 'create',
      target_model: 'alpha3-tts-vc-2026-01-22',
      preferred_name: 'My_Narrator_take',
      text: 'We were away.',
      language: 'en',
    });
    expect(enrol.body.input.audio.data).toBe(`data:audio/wav;base64,${sample.toString('base64')}`);

    const voice = t.service.internals.db.prepare('SELECT * FROM voices WHERE voice_id = ?').get(done.output.voiceId) as any;
    expect(voice).toMatchObject({ kind: 'cloned', engine: 'live' });
    expect(voice.upstream_name).toMatch(/^alpha3-tts-vc-2026-01-22-My_Narrator_take-/);

    const spoken = await runTool(t, key, 'generate-tts', { text: 'Now in my own voice.', voiceId: done.output.voiceId });
    expect(spoken.status).toBe('COMPLETED');
    expect(speechCalls().at(-1)!.body).toMatchObject({ model: 'alpha3-tts-vc-2026-01-22', input: { voice: voice.upstream_name } });
  });

  it('design-voice asks for a preview, re-enrols it through the clone model, and stores that voice', async () => {
    const before = customizationCalls().length;
    const done = await runTool(t, key, 'design-voice', {
      prompt: 'A calm young female voice, slightly husky.',
      text: 'Hello, I am your narrator.',
      language: 'en',
      voiceName: 'calm narrator',
    });
    expect(done.status).toBe('COMPLETED');
    const [design, enrol] = customizationCalls().slice(before);
    expect(design.body).toEqual({
      model: 'qwen-voice-design',
      input: {
        action: 'create',
        target_model: 'alpha3-tts-vd-2026-01-26',
        voice_prompt: 'A calm young female voice, slightly husky.',
        preview_text: 'Hello, I am your narrator.',
        preferred_name: 'calm_narrator',
        language: 'en',
      },
      parameters: { sample_rate: 24000, response_format: 'wav' },
    });
    expect(enrol.body.model).toBe('qwen-voice-enrollment');
    expect(enrol.body.input.target_model).toBe('alpha3-tts-vc-2026-01-22');
    expect(enrol.body.input.audio.data).toMatch(/^data:audio\/wav;base64,UklGR/);
    const voice = t.service.internals.db.prepare('SELECT * FROM voices WHERE voice_id = ?').get(done.output.voiceId) as any;
    expect(voice.kind).toBe('designed');
    expect(voice.upstream_name).toMatch(/^alpha3-tts-vc-2026-01-22-calm_narrator-/);
    const a = await audioOf(voice.preview_asset_id);
    expect(a.stream).toMatchObject({ sample_rate: '24000', channels: 1 });
    expect(a.duration).toBeCloseTo('Hello, I am your narrator.'.length / 15, 1);
  });
});

describe('alpha live adapter: failures', () => {
  it('429 with a retry hint, then success → one COMPLETED task and two upstream calls', async () => {
    const before = speechCalls().length;
    alpha.script(
      (r) => r.path.endsWith('/generation'),
      [
        {
          status: 429,
          json: { code: 'Throttling.RateQuota', message: 'Requests rate limit exceeded, please try again later.' },
          headers: { 'retry-after': '0' },
        },
      ],
    );
    const done = await runTool(t, key, 'generate-tts', { text: 'Retry me.', voiceId: 'alpha-cherry' });
    expect(done.status).toBe('COMPLETED');
    expect(speechCalls().length - before).toBe(2);
  });

  it('500 then success is retried with backoff', async () => {
    const before = speechCalls().length;
    alpha.script((r) => r.path.endsWith('/generation'), [{ status: 500, json: { code: 'InternalError', message: 'internal error' } }]);
    const done = await runTool(t, key, 'generate-tts', { text: 'Once more.', voiceId: 'alpha-cherry' });
    expect(done.status).toBe('COMPLETED');
    expect(speechCalls().length - before).toBe(2);
  });

  it('a permanent 400 fails the task once, refunds it, and passes the upstream message on', async () => {
    const before = speechCalls().length;
    const credits = await t.credits();
    alpha.script(
      (r) => r.path.endsWith('/generation'),
      [{ status: 400, json: { code: 'InvalidParameter', message: 'The voice Cherry is not available for this model.', request_id: 'r1' } }],
    );
    const done = await runTool(t, key, 'generate-tts', { text: 'Reject me.', voiceId: 'alpha-cherry' });
    expect(done.status).toBe('FAILED');
    expect(done.error.code).toBe('provider_rejected');
    expect(done.error.message).toContain('The voice Cherry is not available for this model.');
    expect(done.refundedCredits).toBeGreaterThan(0);
    expect(speechCalls().length - before).toBe(1);
    expect(await t.credits()).toEqual(credits);
  });

  it('DataInspectionFailed is a moderation block with no detail', async () => {
    alpha.script(
      (r) => r.path.endsWith('/generation'),
      [
        {
          status: 400,
          json: { code: 'DataInspectionFailed', message: 'Input data may contain inappropriate content: category violence.' },
        },
      ],
    );
    const done = await runTool(t, key, 'generate-tts', { text: 'Something flagged.', voiceId: 'alpha-cherry' });
    expect(done.status).toBe('FAILED');
    expect(done.error.code).toBe('moderation_blocked');
    expect(done.error.message).not.toMatch(/violence|inappropriate/);
  });

  it('an expired audio URL fails the task clearly and refunds it', async () => {
    alpha.options.expiredAudioStatus = 403;
    try {
      const done = await runTool(t, key, 'generate-tts', { text: 'Too late.', voiceId: 'alpha-cherry' });
      expect(done.status).toBe('FAILED');
      expect(done.error.code).toBe('audio_unavailable');
      expect(done.error.message).toMatch(/audio link answered 403/);
      expect(done.refundedCredits).toBeGreaterThan(0);
    } finally {
      delete alpha.options.expiredAudioStatus;
    }
  });

  it('a malformed 200 answer fails the task as unreadable', async () => {
    alpha.script((r) => r.path.endsWith('/generation'), [{ status: 200, raw: '{"output":{"finish_reason":"stop"}' }]);
    const done = await runTool(t, key, 'generate-tts', { text: 'Garbage in.', voiceId: 'alpha-cherry' });
    expect(done.status).toBe('FAILED');
    expect(done.error.code).toBe('provider_malformed');
  });

  it('a wrong key fails with the key problem named and the echoed key scrubbed', async () => {
    await goLive(t, 'alpha', alpha.base, 'sk-wrong-alpha-key-123456');
    try {
      const done = await runTool(t, key, 'generate-tts', { text: 'Who am I?', voiceId: 'alpha-cherry' });
      expect(done.status).toBe('FAILED');
      expect(done.error.code).toBe('provider_auth');
      expect(done.error.message).toMatch(/InvalidApiKey/);
      expect(JSON.stringify(done)).not.toContain('wrong-alpha-key');
    } finally {
      await goLive(t, 'alpha', alpha.base, KEY);
    }
  });
});
