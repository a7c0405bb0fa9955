import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ffprobe } from '../helpers/media.ts';
import { googleError, startBetaFake, type BetaFake } from '../fakes/beta-fake.ts';
import { assetBytes, goLive, runTool } from '../fakes/live-setup.ts';

const KEY = 'AIza-beta-live-7e6d5c4b3a29';
let beta: BetaFake;
let t: TestService;
let key: string;

beforeAll(async () => {
  beta = await startBetaFake({ key: KEY });
  // Each failure here is the adapter's answer to one run; runs again after a transient
  // failure are the queue's, and task-retries.test.ts covers them.
  t = await startTestService({ taskRetrySchedule: [] });
  key = await t.createKey('beta live');
  await goLive(t, 'beta', beta.base, KEY);
});
afterAll(async () => {
  await t?.dispose();
  await beta?.close();
});

const calls = () => beta.requests.filter((r) => r.path.endsWith(':generateContent'));
const speak = (text: string, extra: Record<string, unknown> = {}) =>
  runTool(t, key, 'generate-tts', { text, voiceId: 'beta-kore', ...extra });

describe('beta live adapter', () => {
  it('generateContent with the prebuilt voice, x-goog-api-key, style folded into the text; PCM → WAV 24 kHz mono 16-bit', async () => {
    const text = 'Have a wonderful day!';
    const done = await speak(text, { prompt: 'Say cheerfully', language: 'German' });
    expect(done.status).toBe('COMPLETED');
    const req = calls().at(-1)!;
    expect(req.path).toBe('/v1beta/models/beta-3.1-flash-tts-preview:generateContent');
    expect(req.headers['x-goog-api-key']).toBe(KEY);
    expect(req.headers.authorization).toBeUndefined();
    expect(req.body).toEqual({
      contents: [{ parts: [{ text: 'Say cheerfully: Have a wonderful day!' }] }],
      generationConfig: { responseModalities: ['AUDIO'], speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: 'Kore' } } } },
    });
    const { meta, bytes } = await assetBytes(t, key, done.output.assetIds[0]);
    expect(meta).toMatchObject({ mimeType: 'audio/wav', sampleRate: 24000, channels: 1 });
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    const p = ffprobe(bytes);
    expect(p.streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '24000', channels: 1, bits_per_sample: 16 });
    expect(Number(p.format.duration)).toBeCloseTo('Say cheerfully: Have a wonderful day!'.length / 15, 1);
  });

  it('takes up to 5,000 characters', async () => {
    const text = 'word '.repeat(1000).trim();
    const done = await speak(text);
    expect(done.status).toBe('COMPLETED');
    expect(calls().at(-1)!.body.contents[0].parts[0].text).toBe(text);
  });

  it('429 RESOURCE_EXHAUSTED honours RetryInfo retryDelay, then succeeds: one task, two calls', async () => {
    const before = calls().length;
    beta.script(
      (r) => r.path.endsWith(':generateContent'),
      [
        {
          status: 429,
          json: googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', [
            { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '0.2s' },
          ]),
        },
      ],
    );
    const started = Date.now();
    const done = await speak('Patience.');
    expect(done.status).toBe('COMPLETED');
    expect(calls().length - before).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('500 INTERNAL (text instead of audio) is retried', async () => {
    const before = calls().length;
    beta.script(
      (r) => r.path.endsWith(':generateContent'),
      [
        { status: 500, json: googleError(500, 'INTERNAL', 'An internal error has occurred.') },
        { status: 503, json: googleError(503, 'UNAVAILABLE', 'The model is overloaded.') },
      ],
    );
    const done = await speak('Third time lucky.');
    expect(done.status).toBe('COMPLETED');
    expect(calls().length - before).toBe(3);
  });

  it('a 400 INVALID_ARGUMENT is not retried: FAILED, refunded, message passed on', async () => {
    const before = calls().length;
    const credits = await t.credits();
    beta.script(
      (r) => r.path.endsWith(':generateContent'),
      [{ status: 400, json: googleError(400, 'INVALID_ARGUMENT', 'Voice name Kore is not supported by this model.') }],
    );
    const done = await speak('No.');
    expect(done.status).toBe('FAILED');
    expect(done.error.message).toContain('Voice name Kore is not supported by this model.');
    expect(done.refundedCredits).toBe(done.chargedCredits + done.refundedCredits);
    expect(calls().length - before).toBe(1);
    expect(await t.credits()).toEqual(credits);
  });

  it('a 200 without an audio part fails as unreadable; a safety stop as a moderation block', async () => {
    beta.script(
      (r) => r.path.endsWith(':generateContent'),
      [
        { status: 200, json: { candidates: [{ content: { parts: [{ text: 'I cannot speak that.' }] }, finishReason: 'STOP' }] } },
        {
          status: 200,
          json: {
            candidates: [{ finishReason: 'SAFETY', safetyRatings: [{ category: 'HARM_CATEGORY_HARASSMENT', probability: 'HIGH' }] }],
          },
        },
      ],
    );
    const a = await speak('First.');
    expect(a.status).toBe('FAILED');
    expect(a.error.code).toBe('provider_malformed');
    const b = await speak('Second.');
    expect(b.error.code).toBe('moderation_blocked');
    expect(b.error.message).not.toMatch(/HARASSMENT/i);
  });
});
