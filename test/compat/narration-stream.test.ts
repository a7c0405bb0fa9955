// Long input on the compatible speech routes is answered as the narration is made: the first
// bytes arrive while the task is still PROCESSING (a `sandbox:slow` segment holds the rest
// back), the streamed audio is the narration stored in the library, a segment failing after
// the first byte breaks the stream (and the task is refunded), and a caller who hangs up
// leaves the task to complete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { startTestService, type TestService } from '../helpers/service.ts';
import { parseWav } from '../../src-service/providers/sandbox/speech/wav.ts';
import {
  assetsOf,
  audioOf,
  ffmpegChildren,
  ledgerOf,
  probe,
  sentences,
  storedWav as storedWavOf,
  taskOf as taskOfKey,
} from './compat-helpers.ts';

let t: TestService;
let key: string;

beforeAll(async () => {
  // The slow segment's wait is what keeps the task PROCESSING after the first segment is sent.
  t = await startTestService({ sandboxSlowMs: 5_000 });
  key = await t.createKey('reading app');
});
afterAll(async () => {
  await t?.dispose();
});

/** Over the alpha limit: segment 0 is plain, a later segment carries `trigger` (checked with preview-narration). */
async function longText(trigger: string, voiceId = 'alpha-kai'): Promise<string> {
  const text = `${sentences(590)} Luego ${trigger} la noche cayó sobre el mar. ${sentences(300)}`;
  const preview = await t.tool('preview-narration', { script: text, voiceId }, key);
  const segments = preview.body.data.segments as Array<{ text: string }>;
  expect(segments.length).toBeGreaterThan(1);
  expect(segments[0].text).not.toContain('sandbox:');
  return text;
}

/** POSTs to the ElevenLabs stream route; answers the response (body unread). */
function elevenLabsStream(text: string, format: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${t.url}/v1/text-to-speech/alpha-kai/stream?output_format=${format}`, {
    method: 'POST',
    headers: { 'xi-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
    signal,
  });
}

const taskOf = (taskId: string) => taskOfKey(t, key, taskId);
/** The stored narration (the task's asset) as WAV bytes. */
const storedWav = (taskId: string) => storedWavOf(t, key, taskId);

/** Every chunk of a body, and the task's status when the first one arrived. */
async function readAll(res: Response, taskId: string): Promise<{ chunks: Buffer[]; statusAtFirst: string }> {
  const reader = res.body!.getReader();
  const chunks: Buffer[] = [];
  let statusAtFirst = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (chunks.length === 0) statusAtFirst = (await taskOf(taskId)).status;
    chunks.push(Buffer.from(value));
  }
  return { chunks, statusAtFirst };
}

describe('progressive speech of long input', () => {
  it('sends the first PCM while the task is PROCESSING, and the whole stream is the stored narration sample for sample', async () => {
    const text = await longText('sandbox:slow');
    const res = await elevenLabsStream(text, 'pcm_24000');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/pcm');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('x-character-count')).toBe(String(text.length));
    const taskId = res.headers.get('request-id')!;
    expect(res.headers.get('timbre-task-id')).toBe(taskId);

    const { chunks, statusAtFirst } = await readAll(res, taskId);
    expect(statusAtFirst).toBe('PROCESSING');
    const task = await taskOf(taskId);
    expect(task).toMatchObject({ tool: 'generate-narration', status: 'COMPLETED' });
    const wav = parseWav(await storedWav(taskId));
    const stored = Buffer.from(wav.samples.buffer, wav.samples.byteOffset, wav.samples.byteLength);
    const streamed = Buffer.concat(chunks);
    expect(streamed.length).toBe(stored.length);
    expect(streamed.equals(stored)).toBe(true);
  }, 120_000);

  it('a reader that falls behind until the task has ended (its segments dropped) gets the rest from the stored narration, nothing skipped or repeated', async () => {
    // Far more audio (about 10 MB of PCM) than the socket buffers hold: the answer waits on the
    // reader mid-narration, and the task ends (dropping its segments) before the reader catches up.
    const text = sentences(10_000);
    const res = await elevenLabsStream(text, 'pcm_24000');
    expect(res.status).toBe(200);
    const taskId = res.headers.get('request-id')!;
    expect((await t.waitDone(taskId, key, 120)).status).toBe('COMPLETED');
    const streamed = Buffer.from(await res.arrayBuffer());
    const wav = parseWav(await storedWav(taskId));
    expect(streamed.length).toBe(wav.samples.byteLength);
    expect(streamed.equals(Buffer.from(wav.samples.buffer, wav.samples.byteOffset, wav.samples.byteLength))).toBe(true);
  }, 180_000);

  it('streams MP3 to the OpenAI client on long input: it decodes to the stored narration’s duration', async () => {
    const openai = new OpenAI({ apiKey: key, baseURL: `${t.url}/v1`, maxRetries: 0 });
    const input = sentences(1500);
    const res = await openai.audio.speech.create({ model: 'tts-1', voice: 'fable', input, response_format: 'mp3' });
    expect(res.headers.get('content-length')).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    const taskId = res.headers.get('timbre-task-id')!;
    expect(await taskOf(taskId)).toMatchObject({ tool: 'generate-narration', status: 'COMPLETED' });
    const mp3 = probe(bytes);
    expect(audioOf(mp3).codec_name).toBe('mp3');
    const stored = Number(audioOf(probe(await storedWav(taskId))).duration);
    expect(stored).toBeGreaterThan(30);
    expect(Math.abs(Number(mp3.format.duration) - stored)).toBeLessThan(0.1);
  }, 120_000);

  it('applies speed to a streamed narration: twice as fast is half the stored narration', async () => {
    const openai = new OpenAI({ apiKey: key, baseURL: `${t.url}/v1`, maxRetries: 0 });
    const res = await openai.audio.speech.create({
      model: 'tts-1',
      voice: 'sage',
      input: sentences(1200),
      response_format: 'pcm',
      speed: 2,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const stored = Number(audioOf(probe(await storedWav(res.headers.get('timbre-task-id')!))).duration);
    expect(Math.abs(bytes.length / 2 / 24_000 - stored / 2)).toBeLessThan(0.1);
  }, 120_000);

  it("yields chunks from the ElevenLabs client's textToSpeech.stream", async () => {
    const client = new ElevenLabsClient({ apiKey: key, baseUrl: t.url, maxRetries: 0 });
    const text = await longText('sandbox:slow');
    const stream = await client.textToSpeech.stream('alpha-kai', { text, outputFormat: 'mp3_44100_128' });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    expect(chunks.length).toBeGreaterThan(1);
    expect(Number(probe(Buffer.concat(chunks)).format.duration)).toBeGreaterThan(30);
  }, 120_000);

  it('a segment failing after the first byte breaks the stream, and the task is refunded', async () => {
    const text = await longText('sandbox:slow sandbox:fail');
    const res = await elevenLabsStream(text, 'mp3_44100_128');
    expect(res.status).toBe(200);
    const taskId = res.headers.get('request-id')!;
    const broken = await readAll(res, taskId).then(
      () => null,
      (err: unknown) => err,
    );
    expect(broken).toBeInstanceOf(Error);
    const task = await t.waitDone(taskId, key, 60);
    expect(task).toMatchObject({ status: 'FAILED', error: { code: 'provider_error' } });
    const ledger = await ledgerOf(t, taskId);
    expect(ledger.map((r) => r.kind)).toEqual(['hold', 'refund']);
    expect(ledger[1].amount).toBe(ledger[0].amount);
  }, 120_000);

  it("a narration failing before its first segment is kept answers ElevenLabs' error shape, not a stream", async () => {
    const res = await elevenLabsStream(`sandbox:fail ${sentences(900)}`, 'mp3_44100_128');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { detail: { status: string; message: string } };
    expect(body.detail.status).toBe('provider_error');
    const taskId = /task_\w+/.exec(body.detail.message)![0];
    expect((await ledgerOf(t, taskId)).map((r) => r.kind)).toEqual(['hold', 'refund']);
  }, 120_000);

  it('a caller who hangs up stops the stream and its encoder; the task completes', async () => {
    const text = await longText('sandbox:slow');
    const abort = new AbortController();
    const res = await elevenLabsStream(text, 'mp3_44100_128', abort.signal);
    const taskId = res.headers.get('request-id')!;
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    abort.abort();
    const task = await t.waitDone(taskId, key, 60);
    expect(task.status).toBe('COMPLETED');
    expect((await assetsOf(t, key)).some((a) => a.taskId === taskId)).toBe(true);
    // The service runs in this process: no ffmpeg of its own is left running.
    expect(ffmpegChildren()).toBe(0);
  }, 120_000);
});
