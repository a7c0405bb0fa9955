// OpenAI's `stream_format: "sse"`, read with the official client's own SSE reader
// (Stream.fromSSEResponse): the speech comes as speech.audio.delta events whose base64 chunks
// join into the same audio as the bytes answer (long input while its narration is still being
// made), then speech.audio.done with the usage; a failure after the first event is an error
// event the SDK raises as an APIError, with the task refunded; a failure before it is an
// ordinary OpenAI error answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { Stream } from 'openai/streaming';
import { startTestService, type TestService } from '../helpers/service.ts';
import { parseWav } from '../../src-service/providers/sandbox/speech/wav.ts';
import { charCount } from '../../src-service/contract/limits.ts';
import { speechCredits } from '../../src-service/contract/pricing.ts';
import { audioOf, ffmpegChildren, ledgerOf, probe, sentences, storedWav, taskOf as taskOfKey } from './compat-helpers.ts';

let t: TestService;
let key: string;
let openai: OpenAI;

beforeAll(async () => {
  // The slow segment's wait keeps a narration PROCESSING after its first segment is sent.
  t = await startTestService({ sandboxSlowMs: 5_000 });
  key = await t.createKey('sse app');
  openai = new OpenAI({ apiKey: key, baseURL: `${t.url}/v1`, maxRetries: 0 });
});
afterAll(async () => {
  await t?.dispose();
});

type SpeechEvent =
  | { type: 'speech.audio.delta'; audio: string }
  | { type: 'speech.audio.done'; usage: { input_tokens: number; output_tokens: number; total_tokens: number } };

const taskOf = (taskId: string) => taskOfKey(t, key, taskId);

/** Reads an sse answer with the SDK's reader: the events, the audio they carry, and the task's status at the first delta. */
async function readEvents(res: Response) {
  const taskId = res.headers.get('timbre-task-id')!;
  const events: SpeechEvent[] = [];
  let statusAtFirst = '';
  for await (const e of Stream.fromSSEResponse<SpeechEvent>(res, new AbortController())) {
    if (events.length === 0) statusAtFirst = (await taskOf(taskId)).status;
    events.push(e);
  }
  const deltas = events.filter((e) => e.type === 'speech.audio.delta');
  const audio = Buffer.concat(deltas.map((e) => Buffer.from(e.audio, 'base64')));
  return { taskId, events, deltas, audio, statusAtFirst };
}

describe('OpenAI speech as server-sent events', () => {
  it('short input: delta events carry the same MP3 as the bytes answer, then done with the characters as usage; charged as generate-tts', async () => {
    const input = 'Timbre streams its speech as events.';
    const res = await openai.audio.speech.create({ model: 'gpt-4o-mini-tts', voice: 'coral', input, stream_format: 'sse' });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const { taskId, events, deltas, audio } = await readEvents(res);
    expect(deltas.length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({
      type: 'speech.audio.done',
      usage: { input_tokens: charCount(input), output_tokens: 0, total_tokens: charCount(input) },
    });
    expect(events.filter((e) => e.type === 'speech.audio.done')).toHaveLength(1);
    const mp3 = probe(audio);
    expect([audioOf(mp3).codec_name, Number(audioOf(mp3).sample_rate)]).toEqual(['mp3', 24_000]);

    const plain = await openai.audio.speech.create({ model: 'gpt-4o-mini-tts', voice: 'coral', input });
    const bytes = Buffer.from(await plain.arrayBuffer());
    expect(Math.abs(Number(probe(bytes).format.duration) - Number(mp3.format.duration))).toBeLessThan(0.05);

    const price = speechCredits('alpha', charCount(input));
    expect(await ledgerOf(t, taskId)).toEqual([
      { kind: 'hold', amount: price, apiKeyId: expect.any(String) },
      { kind: 'capture', amount: price, apiKeyId: expect.any(String) },
    ]);
    expect(await taskOf(taskId)).toMatchObject({ tool: 'generate-tts', status: 'COMPLETED', via: 'openai' });
  }, 60_000);

  it('long input: the first delta arrives while the narration is PROCESSING, and the PCM they carry is the stored narration sample for sample', async () => {
    const input = `${sentences(590)} Luego sandbox:slow la noche cayó sobre el mar. ${sentences(300)}`;
    const res = await openai.audio.speech.create({ model: 'tts-1', voice: 'fable', input, response_format: 'pcm', stream_format: 'sse' });
    const { taskId, audio, statusAtFirst, events } = await readEvents(res);
    expect(statusAtFirst).toBe('PROCESSING');
    expect(events.at(-1)?.type).toBe('speech.audio.done');
    expect(await taskOf(taskId)).toMatchObject({ tool: 'generate-narration', status: 'COMPLETED' });
    const wav = parseWav(await storedWav(t, key, taskId));
    const stored = Buffer.from(wav.samples.buffer, wav.samples.byteOffset, wav.samples.byteLength);
    expect(audio.length).toBe(stored.length);
    expect(audio.equals(stored)).toBe(true);
  }, 120_000);

  it('a segment failing after the first event ends the stream with an error event the SDK raises; the task is refunded', async () => {
    const input = `${sentences(590)} Luego sandbox:slow sandbox:fail la noche cayó sobre el mar. ${sentences(300)}`;
    const res = await openai.audio.speech.create({ model: 'tts-1', voice: 'fable', input, stream_format: 'sse' });
    const taskId = res.headers.get('timbre-task-id')!;
    const seen: SpeechEvent[] = [];
    const err = await (async () => {
      for await (const e of Stream.fromSSEResponse<SpeechEvent>(res, new AbortController())) seen.push(e);
    })().then(
      () => null,
      (e: unknown) => e,
    );
    expect(seen.length, 'the first segment arrived before the failure').toBeGreaterThan(0);
    expect(seen.every((e) => e.type === 'speech.audio.delta')).toBe(true);
    expect(err).toBeInstanceOf(OpenAI.APIError);
    const apiErr = err as InstanceType<typeof OpenAI.APIError>;
    expect([apiErr.type, apiErr.code]).toEqual(['server_error', 'provider_error']);
    expect(apiErr.message).toContain(taskId);
    expect(await t.waitDone(taskId, key, 60)).toMatchObject({ status: 'FAILED', error: { code: 'provider_error' } });
    const ledger = await ledgerOf(t, taskId);
    expect(ledger.map((r) => r.kind)).toEqual(['hold', 'refund']);
  }, 120_000);

  it('a caller who hangs up after the first event stops the stream and its encoder; the task completes', async () => {
    const input = `${sentences(590)} Luego sandbox:slow la noche cayó sobre el mar. ${sentences(300)}`;
    const abort = new AbortController();
    const res = await openai.audio.speech.create(
      { model: 'tts-1', voice: 'fable', input, response_format: 'opus', stream_format: 'sse' },
      { signal: abort.signal },
    );
    const taskId = res.headers.get('timbre-task-id')!;
    for await (const e of Stream.fromSSEResponse<SpeechEvent>(res, abort)) {
      expect(e.type).toBe('speech.audio.delta');
      break; // the SDK aborts the request when its reader is left
    }
    expect((await t.waitDone(taskId, key, 60)).status).toBe('COMPLETED');
    // The service runs in this process: no ffmpeg of its own is left running.
    expect(ffmpegChildren()).toBe(0);
  }, 120_000);

  it('a failure before the first event is an ordinary OpenAI error answer, not a stream', async () => {
    const err = await openai.audio.speech
      .create({ model: 'tts-1', voice: 'alloy', input: 'sandbox:fail Nothing to stream.', stream_format: 'sse' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(OpenAI.APIError);
    expect([(err as { status: number }).status, (err as { code: string }).code]).toEqual([503, 'provider_error']);
    const bad = await openai.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'x', stream_format: 'json' as 'sse' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect([(bad as { status: number }).status, (bad as { param: string }).param]).toEqual([400, 'stream_format']);
  }, 60_000);
});
