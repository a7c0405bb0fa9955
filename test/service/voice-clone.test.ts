import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, uploadAsset, type TestService } from '../helpers/service.ts';
import { makeSample, type SampleFormat } from '../helpers/media-fixtures.ts';
import { ffprobe, makeMedia } from '../helpers/media.ts';
import { parseWav } from '../../src-service/providers/sandbox/speech/wav.ts';
import { medianF0 } from '../../src-service/media/pitch.ts';

let t: TestService;
let key: string;

beforeAll(async () => {
  t = await startTestService({ sandboxSlowMs: 1000 });
  key = await t.createKey('cloner');
});
afterAll(async () => t?.dispose());

const taskCount = () => (t.service.internals.db.prepare('SELECT COUNT(*) AS n FROM tasks').get() as { n: number }).n;

/** Uploads a file (or bytes) with the test's key; answers the asset id. */
const upload = (path: string | Buffer): Promise<string> => uploadAsset(t, key, Buffer.isBuffer(path) ? path : readFileSync(path));

async function speak(voiceId: string, text = 'We were away a year ago, and now we are home again for good.'): Promise<Int16Array> {
  const r = await t.tool('generate-tts', { text, voiceId }, key);
  expect(r.status).toBe(200);
  const done = await t.waitDone(r.body.data.taskId, key);
  expect(done.status).toBe('COMPLETED');
  const url = (await t.tool('get-asset', { assetId: done.output.assetIds[0] }, key)).body.data.url;
  return parseWav(Buffer.from(await (await fetch(url)).arrayBuffer())).samples;
}

describe('clone-voice-from-audio accepts every sample format', () => {
  const formats: Array<[SampleFormat, boolean]> = [
    ['wav', false],
    ['mp3', false],
    ['m4a', false],
    ['webm', true],
    ['ogg', true],
    ['flac', true],
  ];
  it.each(formats)('%s sample clones (converted to 24 kHz WAV: %s)', async (format, converted) => {
    const before = await t.credits();
    const assetId = await upload(await makeSample({ seconds: 8, format, streamed: format === 'webm' }));
    const r = await t.tool(
      'clone-voice-from-audio',
      { audioAssetId: assetId, name: `My ${format} voice`, language: 'English', referenceText: 'Please call Stella.' },
      key,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'PENDING', estimatedCredits: 0 });
    const done = await t.waitDone(r.body.data.taskId, key);
    expect(done).toMatchObject({ status: 'COMPLETED', taskType: 'VOICE_CLONE', chargedCredits: 0 });
    expect(done.output.voiceId).toMatch(/^voice_/);
    const sampleAsset = done.output.assetIds[0];
    if (converted) {
      expect(sampleAsset).not.toBe(assetId);
      const url = (await t.tool('get-asset', { assetId: sampleAsset }, key)).body.data.url;
      const probe = ffprobe(Buffer.from(await (await fetch(url)).arrayBuffer()));
      expect(probe.format.format_name).toBe('wav');
      expect(probe.streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '24000', channels: 1 });
      expect(Number(probe.format.duration)).toBeCloseTo(8, 0);
    } else {
      expect(sampleAsset).toBe(assetId);
    }
    const voices = (await t.tool('list-voices', {}, key)).body.data.voices as any[];
    const voice = voices.find((v) => v.voiceId === done.output.voiceId);
    expect(voice).toMatchObject({ name: `My ${format} voice`, provider: 'alpha', kind: 'cloned' });
    expect(voice.languages).toEqual([
      'Chinese',
      'English',
      'German',
      'Italian',
      'Portuguese',
      'Spanish',
      'Japanese',
      'Korean',
      'French',
      'Russian',
    ]);
    expect(await t.credits()).toEqual(before);
  });
});

describe('clone samples are checked before anything is held', () => {
  let imageId: string;
  beforeAll(async () => {
    imageId = await upload(makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=32x32', '-frames:v', '1'], 'png'));
  });

  const cases: Array<[string, () => Promise<Record<string, unknown>>, RegExp]> = [
    [
      'a sample shorter than 5 s',
      async () => ({ audioAssetId: await upload(await makeSample({ seconds: 3, format: 'wav' })), name: 'x' }),
      /^audioAssetId: the sample is 3\.0 s long; a clone sample must be at least 5 s/,
    ],
    [
      'a sample longer than 60 s',
      async () => ({ audioAssetId: await upload(await makeSample({ seconds: 62, format: 'mp3' })), name: 'x' }),
      /^audioAssetId: the sample is 62\.\d s long; a clone sample must be at most 60 s/,
    ],
    [
      'a sample over 10 MB',
      async () => ({ audioAssetId: await upload(await makeSample({ seconds: 59, format: 'wav', sampleRate: 96000 })), name: 'x' }),
      /^audioAssetId: the sample is 10\.\d MB; a clone sample must be at most 10 MB/,
    ],
    [
      'a 24-bit WAV',
      async () => ({
        audioAssetId: await upload(makeMedia(['-f', 'lavfi', '-i', 'sine=duration=8', '-c:a', 'pcm_s24le'], 'wav')),
        name: 'x',
      }),
      /^audioAssetId: WAV samples must be 16-bit PCM/,
    ],
    ['an image instead of audio', async () => ({ audioAssetId: imageId, name: 'x' }), /^audioAssetId: asset .* is an image, not audio/],
    ['an unknown asset', async () => ({ audioAssetId: 'asset_missing', name: 'x' }), /^audioAssetId: no asset asset_missing exists/],
    ['an empty name', async () => ({ audioAssetId: imageId, name: '' }), /^name: must not be empty/],
    ['a name of 101 characters', async () => ({ audioAssetId: imageId, name: 'n'.repeat(101) }), /^name: must be at most 100 characters/],
    [
      'referenceText over 500 characters',
      async () => ({ audioAssetId: imageId, name: 'x', referenceText: 'r'.repeat(501) }),
      /^referenceText: must be at most 500 characters/,
    ],
    [
      'an unknown language',
      async () => ({ audioAssetId: imageId, name: 'x', language: 'Klingon' }),
      /^language: must be one of Chinese, English/,
    ],
    ['temperature', async () => ({ audioAssetId: imageId, name: 'x', temperature: 1 }), /^temperature: is not supported/],
  ];
  it.each(cases)('%s → 400, free and instant', async (_name, make, message) => {
    const body = await make();
    const before = await t.credits();
    const tasks = taskCount();
    const r = await t.tool('clone-voice-from-audio', body, key);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(message);
    expect(await t.credits()).toEqual(before);
    expect(taskCount()).toBe(tasks);
  });

  it('a sample under 24 kHz is accepted with a warning', async () => {
    const assetId = await upload(await makeSample({ seconds: 6, format: 'wav', sampleRate: 16000 }));
    const r = await t.tool('clone-voice-from-audio', { audioAssetId: assetId, name: 'Phone quality' }, key);
    expect(r.status).toBe(200);
    expect(r.body.data.warnings).toEqual([
      { code: 'low_sample_rate', message: expect.stringMatching(/16 kHz; 24 kHz or more is advised/) },
    ]);
    await t.waitDone(r.body.data.taskId, key);
  });

  it('a failed clone is refunded and creates no voice', async () => {
    const assetId = await upload(await makeSample({ seconds: 6, format: 'mp3' }));
    const voicesBefore = (await t.tool('list-voices', {}, key)).body.data.voices.length;
    const r = await t.tool('clone-voice-from-audio', { audioAssetId: assetId, name: 'Doomed sandbox:fail' }, key);
    const done = await t.waitDone(r.body.data.taskId, key);
    expect(done).toMatchObject({ status: 'FAILED', refundedCredits: 0, chargedCredits: 0 });
    const rows = t.service.internals.db.prepare('SELECT kind, amount FROM ledger WHERE task_id = ? ORDER BY id').all(done.taskId);
    expect(rows).toEqual([
      { kind: 'hold', amount: 0 },
      { kind: 'refund', amount: 0 },
    ]);
    expect((await t.tool('list-voices', {}, key)).body.data.voices.length).toBe(voicesBefore);
  });
});

describe('REST clone path POST /api/voices/clone-from-audio (multipart, no /v1)', () => {
  const form = (bytes: Buffer, fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    f.append('audio', new Blob([bytes]), 'take.webm');
    return f;
  };

  it('clones with the same ack envelope', async () => {
    const bytes = readFileSync(await makeSample({ seconds: 7, format: 'webm', streamed: true }));
    const res = await t.fetch('/api/voices/clone-from-audio', {
      method: 'POST',
      token: key,
      body: form(bytes, { name: 'Browser take', language: 'en' }),
    });
    const body = (await res.json()) as any;
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ taskId: expect.any(String), status: 'PENDING', estimatedCredits: 0 });
    const done = await t.waitDone(body.data.taskId, key);
    expect(done.status).toBe('COMPLETED');
  });

  it('rejects a 3 s take with a 400 naming the audio part, and keeps nothing', async () => {
    const assets = () => (t.service.internals.db.prepare('SELECT COUNT(*) AS n FROM assets').get() as { n: number }).n;
    const before = { assets: assets(), tasks: taskCount(), credits: await t.credits() };
    const bytes = readFileSync(await makeSample({ seconds: 3, format: 'wav' }));
    const res = await t.fetch('/api/voices/clone-from-audio', { method: 'POST', token: key, body: form(bytes, { name: 'Too short' }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.message).toMatch(/^audio: the sample is 3\.0 s long/);
    expect({ assets: assets(), tasks: taskCount(), credits: await t.credits() }).toEqual(before);
  });

  it('rejects a missing name, a foreign field, and no audio', async () => {
    const bytes = readFileSync(await makeSample({ seconds: 6, format: 'wav' }));
    const noName = await t.fetch('/api/voices/clone-from-audio', { method: 'POST', token: key, body: form(bytes, {}) });
    expect(((await noName.json()) as any).error.message).toBe('name: is required');
    const foreign = await t.fetch('/api/voices/clone-from-audio', {
      method: 'POST',
      token: key,
      body: form(bytes, { name: 'x', topK: '3' }),
    });
    expect(((await foreign.json()) as any).error.message).toMatch(/^topK: is not a field of this form/);
    const f = new FormData();
    f.append('name', 'x');
    const noAudio = await t.fetch('/api/voices/clone-from-audio', { method: 'POST', token: key, body: f });
    expect(((await noAudio.json()) as any).error.message).toMatch(/^audio: is required/);
  });

  it('needs an API key', async () => {
    const bytes = readFileSync(await makeSample({ seconds: 6, format: 'wav' }));
    const res = await t.fetch('/api/voices/clone-from-audio', { method: 'POST', body: form(bytes, { name: 'x' }) });
    expect(res.status).toBe(403);
  });
});

describe('a clone follows the pitch of its sample', () => {
  it('low-pitched and high-pitched samples give speech whose median F0 differ the same way', async () => {
    const clone = async (pitch: number, name: string) => {
      const assetId = await upload(await makeSample({ seconds: 10, format: 'flac', voice: { pitch, variant: pitch < 50 ? 'm3' : 'f2' } }));
      const r = await t.tool('clone-voice-from-audio', { audioAssetId: assetId, name }, key);
      return (await t.waitDone(r.body.data.taskId, key)).output.voiceId as string;
    };
    const low = await clone(10, 'Low');
    const high = await clone(90, 'High');
    const f0Low = medianF0(await speak(low), 24000)!;
    const f0High = medianF0(await speak(high), 24000)!;
    expect(f0Low).toBeGreaterThan(50);
    expect(f0High / f0Low).toBeGreaterThan(1.3);
  });
});

describe('analyze-audio: a quality read-out before cloning', () => {
  it('measures a clean sample and warns about a quiet, low-rate one', async () => {
    const clean = await upload(await makeSample({ seconds: 12, format: 'wav', volume: 0.7 }));
    const a = (await t.tool('analyze-audio', { audioAssetId: clean }, key)).body.data;
    expect(a.durationSeconds).toBeCloseTo(12, 1);
    expect(a.peakDbfs).toBeGreaterThan(-6);
    expect(a.clippingRatio).toBe(0);
    expect(a.warnings).toEqual([]);
    const poor = await upload(await makeSample({ seconds: 6, format: 'wav', sampleRate: 16000, volume: 0.01 }));
    const b = (await t.tool('analyze-audio', { audioAssetId: poor }, key)).body.data;
    expect(b.warnings.map((w: any) => w.code)).toEqual(
      expect.arrayContaining(['low_sample_rate', 'too_quiet', 'duration_outside_recommended']),
    );
  });
});
