// The official `openai` client, pointed at a running Timbre by its base URL alone, speaks with
// the app's own key: audio in every response_format (checked with ffprobe), long input through
// the narration path at narration's price, OpenAI-shaped errors, the model listing, and the
// task, its ledger rows, its webhook and its library entry all the app's own, marked as asked
// through the OpenAI-compatible API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { createHookKey, eventForTask, type HookKey } from '../helpers/webhooks.ts';
import { speechCredits } from '../../src-service/contract/pricing.ts';
import { charCount } from '../../src-service/contract/limits.ts';
import { OPENAI_VOICES } from '../../src-service/contract/compat-speech.ts';
import { assetsOf, audioOf, ledgerOf, probe, sentences, tasksOf } from './compat-helpers.ts';

let t: TestService;
let receiver: Receiver;
let hook: HookKey;
let openai: OpenAI;

beforeAll(async () => {
  t = await startTestService();
  receiver = await startReceiver();
  hook = await createHookKey(t, `${receiver.url}/hooks`, 'openai app');
  openai = new OpenAI({ apiKey: hook.key, baseURL: `${t.url}/v1`, maxRetries: 0 });
});
afterAll(async () => {
  await t?.dispose();
  await receiver?.close();
});

const TEXT = 'Timbre answers the OpenAI client with its own voices.';

/** The SDK's answer as bytes, with the headers the service adds. */
async function speech(
  params: Parameters<OpenAI['audio']['speech']['create']>[0],
): Promise<{ bytes: Buffer; type: string | null; taskId: string }> {
  const res = await openai.audio.speech.create(params);
  return { bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type'), taskId: res.headers.get('timbre-task-id')! };
}

/** The error the SDK throws for a call. */
async function failure(call: Promise<unknown>): Promise<InstanceType<typeof OpenAI.APIError>> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OpenAI.APIError);
  return err as InstanceType<typeof OpenAI.APIError>;
}

describe('OpenAI-compatible /v1/audio/speech with the openai client', () => {
  it('answers every response_format in what it says it is (ffprobe)', async () => {
    const expected: Record<string, { type: string; format: RegExp; codec: string; rate: number }> = {
      mp3: { type: 'audio/mpeg', format: /^mp3$/, codec: 'mp3', rate: 24000 },
      opus: { type: 'audio/ogg', format: /^ogg$/, codec: 'opus', rate: 48000 },
      aac: { type: 'audio/aac', format: /^aac$/, codec: 'aac', rate: 24000 },
      flac: { type: 'audio/flac', format: /^flac$/, codec: 'flac', rate: 24000 },
      wav: { type: 'audio/wav', format: /^wav$/, codec: 'pcm_s16le', rate: 24000 },
    };
    for (const [format, want] of Object.entries(expected)) {
      const { bytes, type } = await speech({ model: 'tts-1', voice: 'nova', input: TEXT, response_format: format as 'mp3' });
      expect(type, format).toBe(want.type);
      const p = probe(bytes);
      expect(p.format.format_name, format).toMatch(want.format);
      const a = audioOf(p);
      expect([a.codec_name, Number(a.sample_rate), a.channels], format).toEqual([want.codec, want.rate, 1]);
    }
    // pcm: raw 24 kHz signed 16-bit mono, no header: the same length as the WAV's data.
    const pcm = await speech({ model: 'tts-1', voice: 'nova', input: TEXT, response_format: 'pcm' });
    const wav = await speech({ model: 'tts-1', voice: 'nova', input: TEXT, response_format: 'wav' });
    expect(pcm.type).toBe('audio/pcm');
    expect(pcm.bytes.length % 2).toBe(0);
    expect(pcm.bytes.length).toBe(wav.bytes.length - 44);
    const raw = audioOf(probe(pcm.bytes, { format: 's16le', rate: 24000 }));
    expect(Number(raw.duration)).toBeCloseTo(Number(audioOf(probe(wav.bytes)).duration), 2);
  });

  it('applies speed with atempo: twice as fast is half as long', async () => {
    const normal = audioOf(probe((await speech({ model: 'tts-1', voice: 'onyx', input: TEXT, response_format: 'wav' })).bytes));
    const fast = audioOf(probe((await speech({ model: 'tts-1', voice: 'onyx', input: TEXT, response_format: 'wav', speed: 2 })).bytes));
    expect(Number(fast.duration) / Number(normal.duration)).toBeCloseTo(0.5, 1);
  });

  it("charges exactly what generate-tts charges, and the task, webhook and library entry are the key's own, via the OpenAI-compatible API", async () => {
    const before = await t.credits();
    const { taskId } = await speech({ model: 'gpt-4o-mini-tts', voice: 'alloy', input: TEXT, instructions: 'Warm and slow.' });
    const price = speechCredits('alpha', charCount(TEXT));
    expect(await ledgerOf(t, taskId)).toEqual([
      { kind: 'hold', amount: price, apiKeyId: hook.id },
      { kind: 'capture', amount: price, apiKeyId: hook.id },
    ]);
    const after = await t.credits();
    expect(before.balance - after.balance).toBe(price);

    const task = (await tasksOf(t, hook.key)).find((x) => x.taskId === taskId);
    expect(task).toMatchObject({
      tool: 'generate-tts',
      status: 'COMPLETED',
      via: 'openai',
      chargedCredits: price,
      estimatedCredits: price,
    });
    const asset = (await assetsOf(t, hook.key)).find((a) => a.taskId === taskId);
    expect(asset.provenance).toMatchObject({
      apiKeyId: hook.id,
      keyLabel: 'openai app',
      via: 'openai',
      params: { tool: 'generate-tts', voiceId: OPENAI_VOICES.alloy, prompt: 'Warm and slow.' },
    });
    const event = await eventForTask(t, hook.id, taskId);
    expect(event.type).toBe('task.completed');
    // Another key sees none of it.
    const other = await t.createKey('other app');
    expect((await tasksOf(t, other)).some((x) => x.taskId === taskId)).toBe(false);
  });

  it("speaks input over the voice's provider limit whole through generate-narration, billed by narration's rule", async () => {
    const input = sentences(1500);
    expect(charCount(input)).toBeGreaterThan(600);
    const preview = await t.tool('preview-narration', { script: input, voiceId: OPENAI_VOICES.fable }, hook.key);
    const segments = preview.body.data.segments as Array<{ provider: 'alpha'; characters: number }>;
    expect(segments.length).toBeGreaterThan(2);
    const price = segments.reduce((sum, s) => sum + speechCredits(s.provider, s.characters), 0);
    expect(preview.body.data.estimatedCredits).toBe(price);

    const { bytes, taskId } = await speech({ model: 'tts-1-hd', voice: 'fable', input, response_format: 'wav' });
    expect(Number(audioOf(probe(bytes)).duration)).toBeGreaterThan(30);
    const task = (await tasksOf(t, hook.key)).find((x) => x.taskId === taskId);
    expect(task).toMatchObject({
      tool: 'generate-narration',
      taskType: 'NARRATION',
      status: 'COMPLETED',
      via: 'openai',
      chargedCredits: price,
    });
    expect(task.output.segments).toHaveLength(segments.length);
    expect(await ledgerOf(t, taskId)).toEqual([
      { kind: 'hold', amount: price, apiKeyId: hook.id },
      { kind: 'capture', amount: price, apiKeyId: hook.id },
    ]);
  }, 120_000);

  it('lists the speech models', async () => {
    const ids = [];
    for await (const m of openai.models.list()) ids.push(m.id);
    expect(ids).toEqual(['tts-1', 'tts-1-hd', 'gpt-4o-mini-tts', 'alpha', 'beta']);
  });
});

describe('OpenAI-shaped errors', () => {
  it('an unknown voice is a 400 naming voice', async () => {
    const err = await failure(speech({ model: 'tts-1', voice: 'nobody-here', input: TEXT }));
    expect([err.status, err.type, err.param]).toEqual([400, 'invalid_request_error', 'voice']);
    expect(err.message).toMatch(/voice: no voice nobody-here exists/);
  });

  it('a wrong key is a 401 invalid_api_key', async () => {
    const wrong = new OpenAI({ apiKey: `tmb_${'x'.repeat(40)}`, baseURL: `${t.url}/v1`, maxRetries: 0 });
    const err = await failure(wrong.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: TEXT }));
    expect([err.status, err.code]).toEqual([401, 'invalid_api_key']);
  });

  it('a bad field is a 400 naming it, before any credit is held or any task made', async () => {
    const before = await t.credits();
    const tasks = (await tasksOf(t, hook.key)).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ speed: 4.5 }, 'speed'],
      [{ response_format: 'ogg' }, 'response_format'],
      [{ instructions: 'x'.repeat(201) }, 'instructions'],
      [{ input: 'x'.repeat(4097) }, 'input'],
      [{ model: 'whisper-1' }, 'model'],
      [{ model: 'beta' }, 'model'], // alloy is an alpha voice
      [{ input: '   ' }, 'input'],
    ];
    for (const [change, param] of cases) {
      const err = await failure(speech({ model: 'tts-1', voice: 'alloy', input: TEXT, ...change } as never));
      expect([err.status, err.param], JSON.stringify(change)).toEqual([400, param]);
    }
    expect(await t.credits()).toEqual(before);
    expect((await tasksOf(t, hook.key)).length).toBe(tasks);
  });

  it('a failed task answers its failure code with a fitting status, refunded in full', async () => {
    const err = await failure(speech({ model: 'tts-1', voice: 'alloy', input: `sandbox:fail ${TEXT}` }));
    expect([err.status, err.type, err.code]).toEqual([503, 'server_error', 'provider_error']);
    const taskId = /task_\w+/.exec(err.message)![0];
    const price = speechCredits('alpha', charCount(`sandbox:fail ${TEXT}`));
    expect(await ledgerOf(t, taskId)).toEqual([
      { kind: 'hold', amount: price, apiKeyId: hook.id },
      { kind: 'refund', amount: price, apiKeyId: hook.id },
    ]);
    const blocked = await failure(speech({ model: 'tts-1', voice: 'alloy', input: `sandbox:moderation ${TEXT}` }));
    expect([blocked.status, blocked.code]).toEqual([400, 'moderation_blocked']);
  });

  it("a foreign Origin is refused at the edge (403, OpenAI's shape), nothing held", async () => {
    const before = await t.credits();
    const res = await fetch(`${t.url}/v1/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hook.key}`, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ model: 'tts-1', voice: 'alloy', input: TEXT }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as any).error).toMatchObject({ type: 'permission_error', code: 'forbidden' });
    expect(await t.credits()).toEqual(before);
  });

  it('a key over its credit limit is a 402 insufficient_quota, nothing held', async () => {
    const poor = await t.createKey('poor app', { creditLimit: 10 });
    const before = await t.credits();
    const client = new OpenAI({ apiKey: poor, baseURL: `${t.url}/v1`, maxRetries: 0 });
    const err = await failure(client.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: TEXT }));
    expect([err.status, err.type, err.code]).toEqual([402, 'insufficient_quota', 'insufficient_quota']);
    expect(await t.credits()).toEqual(before);
  });
});
