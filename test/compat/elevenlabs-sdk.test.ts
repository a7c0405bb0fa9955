// The official ElevenLabs client, pointed at a running Timbre by its base URL and given the
// app's Timbre key: speech in ElevenLabs' output formats (checked with ffprobe), streaming,
// long text through narration, the library as ElevenLabs voices (with preview URLs), models in
// ElevenLabs' shape from the same /v1/models, the key's credits as character counts, and
// ElevenLabs-shaped errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ElevenLabsClient, ElevenLabsError } from '@elevenlabs/elevenlabs-js';
import { startTestService, type TestService } from '../helpers/service.ts';
import { speechCredits } from '../../src-service/contract/pricing.ts';
import { charCount } from '../../src-service/contract/limits.ts';
import { creditsToCharacters } from '../../src-service/contract/compat-speech.ts';
import { assetsOf, audioOf, ledgerOf, probe, sentences, tasksOf } from './compat-helpers.ts';

let t: TestService;
let key: string;
let keyId: string;
let client: ElevenLabsClient;

beforeAll(async () => {
  t = await startTestService();
  const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'elevenlabs app' } });
  const created = (await res.json()) as { key: string; apiKey: { id: string } };
  key = created.key;
  keyId = created.apiKey.id;
  client = new ElevenLabsClient({ apiKey: key, baseUrl: t.url, maxRetries: 0 });
});
afterAll(async () => {
  await t?.dispose();
});

const TEXT = 'Timbre answers the ElevenLabs client with its own voices.';

/** Reads a whole answer stream, with the raw response's headers. */
async function bytesOf(call: ReturnType<ElevenLabsClient['textToSpeech']['convert']>): Promise<{ bytes: Buffer; headers: Headers }> {
  const { data, rawResponse } = await call.withRawResponse();
  return { bytes: Buffer.from(await new Response(data).arrayBuffer()), headers: rawResponse.headers };
}

/** The error the client throws for a call. */
async function failure(call: Promise<unknown>): Promise<ElevenLabsError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ElevenLabsError);
  return err as ElevenLabsError;
}

describe('ElevenLabs-compatible text-to-speech with the ElevenLabs client', () => {
  it('answers ElevenLabs output formats in what they name (ffprobe)', async () => {
    const cases: Array<[string, { type: string; codec: string; rate: number; raw?: string; kbps?: number }]> = [
      ['mp3_44100_128', { type: 'audio/mpeg', codec: 'mp3', rate: 44100, kbps: 128 }],
      ['mp3_22050_32', { type: 'audio/mpeg', codec: 'mp3', rate: 22050, kbps: 32 }],
      ['pcm_16000', { type: 'audio/pcm', codec: 'pcm_s16le', rate: 16000, raw: 's16le' }],
      ['pcm_44100', { type: 'audio/pcm', codec: 'pcm_s16le', rate: 44100, raw: 's16le' }],
      ['wav_22050', { type: 'audio/wav', codec: 'pcm_s16le', rate: 22050 }],
      ['ulaw_8000', { type: 'audio/basic', codec: 'pcm_mulaw', rate: 8000, raw: 'mulaw' }],
      ['opus_48000_64', { type: 'audio/ogg', codec: 'opus', rate: 48000 }],
    ];
    for (const [format, want] of cases) {
      const { bytes, headers } = await bytesOf(
        client.textToSpeech.convert('alpha-cherry', { text: TEXT, modelId: 'eleven_multilingual_v2', outputFormat: format as never }),
      );
      expect(headers.get('content-type'), format).toBe(want.type);
      const a = audioOf(probe(bytes, want.raw ? { format: want.raw, rate: want.rate } : undefined));
      expect([a.codec_name, Number(a.sample_rate), a.channels], format).toEqual([want.codec, want.rate, 1]);
      expect(
        Number(a.duration ?? probe(bytes, want.raw ? { format: want.raw, rate: want.rate } : undefined).format.duration),
        format,
      ).toBeGreaterThan(1);
      if (want.kbps) expect(Number(a.bit_rate), format).toBe(want.kbps * 1000);
    }
  });

  it("streams the same audio from /stream, with ElevenLabs' headers, billed as generate-tts, in the key's tasks via the ElevenLabs-compatible API", async () => {
    const { data, rawResponse } = await client.textToSpeech
      .stream('beta-kore', { text: TEXT, outputFormat: 'mp3_44100_64', languageCode: 'en', voiceSettings: { stability: 0.3 } })
      .withRawResponse();
    const bytes = Buffer.from(await new Response(data).arrayBuffer());
    expect(audioOf(probe(bytes)).codec_name).toBe('mp3');
    const taskId = rawResponse.headers.get('request-id')!;
    expect(rawResponse.headers.get('x-character-count')).toBe(String(charCount(TEXT)));
    const price = speechCredits('beta', charCount(TEXT));
    expect(await ledgerOf(t, taskId)).toEqual([
      { kind: 'hold', amount: price, apiKeyId: keyId },
      { kind: 'capture', amount: price, apiKeyId: keyId },
    ]);
    const task = (await tasksOf(t, key)).find((x) => x.taskId === taskId);
    expect(task).toMatchObject({ tool: 'generate-tts', status: 'COMPLETED', via: 'elevenlabs', chargedCredits: price });
    const asset = (await assetsOf(t, key)).find((a) => a.taskId === taskId);
    expect(asset.provenance).toMatchObject({
      apiKeyId: keyId,
      keyLabel: 'elevenlabs app',
      via: 'elevenlabs',
      params: { tool: 'generate-tts', voiceId: 'beta-kore' },
    });
  });

  it("speaks text over the alpha limit through generate-narration at narration's price", async () => {
    const text = sentences(900);
    const preview = await t.tool('preview-narration', { script: text, voiceId: 'alpha-kai' }, key);
    const price = (preview.body.data.segments as any[]).reduce((sum, s) => sum + speechCredits(s.provider, s.characters), 0);
    const { bytes, headers } = await bytesOf(client.textToSpeech.convert('alpha-kai', { text, outputFormat: 'wav_24000' }));
    expect(Number(audioOf(probe(bytes)).duration)).toBeGreaterThan(20);
    const taskId = headers.get('request-id')!;
    expect((await tasksOf(t, key)).find((x) => x.taskId === taskId)).toMatchObject({
      tool: 'generate-narration',
      via: 'elevenlabs',
      chargedCredits: price,
    });
    expect(await ledgerOf(t, taskId)).toEqual([
      { kind: 'hold', amount: price, apiKeyId: keyId },
      { kind: 'capture', amount: price, apiKeyId: keyId },
    ]);
  }, 120_000);
});

describe('ElevenLabs-compatible listings', () => {
  it('lists the library as ElevenLabs voices, a designed voice with a preview URL that plays', async () => {
    const designed = await t.tool('design-voice', { prompt: 'A bright narrator with a gentle voice.', voiceName: 'Compat Narrator' }, key);
    expect(designed.status).toBe(200);
    const done = await t.waitDone(designed.body.data.taskId, key, 60);
    const voiceId = done.output.voiceId as string;

    const { voices } = await client.voices.getAll();
    expect(voices.length).toBe(41);
    const kore = voices.find((v) => v.voiceId === 'beta-kore')!;
    expect(kore).toMatchObject({ name: 'Kore', category: 'premade', labels: { provider: 'beta', kind: 'prebuilt' } });
    expect(kore.previewUrl ?? null).toBeNull(); // no preview: null on the wire, which the client reads as undefined
    const mine = voices.find((v) => v.voiceId === voiceId)!;
    expect(mine).toMatchObject({ name: 'Compat Narrator', category: 'generated', labels: { provider: 'alpha', kind: 'designed' } });
    const preview = await fetch(mine.previewUrl!);
    expect(preview.status).toBe(200);
    expect(audioOf(probe(Buffer.from(await preview.arrayBuffer()))).codec_type).toBe('audio');

    const page = await client.voices.search({ pageSize: 5 });
    expect([page.voices.length, page.hasMore, page.totalCount]).toEqual([5, true, 41]);
    const next = await client.voices.search({ pageSize: 5, nextPageToken: page.nextPageToken! });
    expect(next.voices[0].voiceId).not.toBe(page.voices[0].voiceId);
    expect((await client.voices.search({ search: 'zephyr' })).voices.map((v) => v.voiceId)).toEqual(['beta-zephyr']);
  }, 90_000);

  it("answers /v1/models in ElevenLabs' shape for xi-api-key (and OpenAI's for a bearer key)", async () => {
    const models = await client.models.list();
    expect(models.map((m) => m.modelId)).toEqual(expect.arrayContaining(['eleven_multilingual_v2', 'eleven_flash_v2_5', 'alpha', 'beta']));
    expect(models.every((m) => m.canDoTextToSpeech)).toBe(true);
    const bearer = (await (await t.fetch('/v1/models', { token: key })).json()) as { object: string };
    expect(bearer.object).toBe('list');
  });

  it("maps the key's credits to character counts in /v1/user/subscription", async () => {
    const sub = await client.user.subscription.get();
    const view = ((await (await t.fetch(`/api/v1/api-keys/${keyId}`)).json()) as { data: { creditsUsed: number; creditsHeld: number } })
      .data;
    const used = view.creditsUsed + view.creditsHeld;
    const available = (await t.credits()).available;
    expect(sub.characterCount).toBe(creditsToCharacters(used));
    expect(sub.characterLimit).toBe(creditsToCharacters(used + available));
    expect(used).toBeGreaterThan(0);
  });
});

describe('ElevenLabs-shaped errors', () => {
  it('an unknown voice is a 404, a wrong key a 401, both as {"detail":{status,message}}', async () => {
    const unknown = await failure(client.textToSpeech.convert('nobody-here', { text: TEXT }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual({ detail: { status: 'not_found', message: expect.stringContaining('nobody-here') } });
    const wrong = new ElevenLabsClient({ apiKey: `tmb_${'x'.repeat(40)}`, baseUrl: t.url, maxRetries: 0 });
    const denied = await failure(wrong.voices.getAll());
    expect(denied.statusCode).toBe(401);
    expect((denied.body as any).detail.status).toBe('unauthorized');
  });

  it('a bad field is a 400 naming it, before any credit is held', async () => {
    const before = await t.credits();
    const tasks = (await tasksOf(t, key)).length;
    const bad = async (call: Promise<unknown>, field: string) => {
      const err = await failure(call);
      expect(err.statusCode, field).toBe(400);
      expect((err.body as any).detail.message, field).toMatch(new RegExp(`^${field}:`));
    };
    await bad(client.textToSpeech.convert('alpha-cherry', { text: TEXT, modelId: 'eleven_english_sts_v2' }), 'model_id');
    await bad(client.textToSpeech.convert('alpha-cherry', { text: TEXT, languageCode: 'xx' }), 'language_code');
    await bad(client.textToSpeech.convert('alpha-cherry', { text: 'x'.repeat(10_001) }), 'text');
    await bad(
      client.textToSpeech.convert('alpha-cherry', { text: TEXT }, { queryParams: { output_format: 'mp3_44100_320' } }),
      'output_format',
    );
    expect(await t.credits()).toEqual(before);
    expect((await tasksOf(t, key)).length).toBe(tasks);
  });
});
