// A service with something of everything in it, so that every operation of the document has
// a real target: a key with a webhook URL (a real receiver), an audio sample, an image, a
// video, speech, designed voices, a task still running and a delivered webhook event.
import { readFileSync } from 'node:fs';
import { startTestService, type TestService } from '../helpers/service.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { makeSample } from '../helpers/media-fixtures.ts';
import { makeMedia } from '../helpers/media.ts';
import { eventForTask, waitForEvent } from '../helpers/webhooks.ts';

export interface World {
  t: TestService;
  receiver: Receiver;
  /** The key with a webhook URL: its secret and id. */
  key: string;
  keyId: string;
  /** A key that the walk may revoke. */
  spareKeyId: string;
  /** A 6 s WAV of speech (a valid clone sample) and a 64×64 PNG, as bytes and as assets. */
  wav: Buffer;
  png: Buffer;
  sampleId: string;
  imageId: string;
  /** An upload the walk may delete. */
  spareAssetId: string;
  videoId: string;
  speechTaskId: string;
  speechAssetId: string;
  /** Designed voices: one to rename, one to delete. */
  voiceId: string;
  spareVoiceId: string;
  /** A task kept PROCESSING (`sandbox:slow`), to cancel. */
  slowTaskId: string;
  /** A task kept PENDING in the paused video lane, to move to the front. */
  pendingTaskId: string;
  /** A completed narration (regenerate-narration-segment's source). */
  narrationTaskId: string;
  /** A delivered webhook event of `speechTaskId`. */
  eventId: string;
  /** A signed URL of the speech asset. */
  signedUrl: URL;
  /** A completed batch of one speech item; two kept running (`sandbox:slow`), to cancel over REST and as a tool. */
  batchId: string;
  slowBatchIds: [string, string];
  /** A batch whose item waits in the paused video lane, to move to the front. */
  frontBatchId: string;
  /** A logged tool call with its body captured (one the walk may re-send). */
  logEntryId: string;
}

/** A sandbox task runs long enough to be cancelled by the walk, and ends when the service stops. */
const SLOW_MS = 120_000;

export async function startWorld(): Promise<World> {
  const t = await startTestService({ sandboxSlowMs: SLOW_MS });
  const receiver = await startReceiver();
  const json = async (path: string, init: Parameters<TestService['fetch']>[1]) => {
    const res = await t.fetch(path, init);
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as any;
  };
  const created = await json('/api/v1/api-keys', { method: 'POST', json: { label: 'contract', webhookUrl: receiver.url } });
  const key = created.key as string;
  const spare = await json('/api/v1/api-keys', { method: 'POST', json: { label: 'to revoke' } });
  const upload = async (bytes: Buffer, type: string) =>
    (await json('/api/v1/assets', { method: 'POST', token: key, headers: { 'content-type': type }, body: bytes })).data.assetId as string;
  const run = async (tool: string, body: unknown) => {
    const ack = await t.tool(tool, body, key);
    if (ack.status !== 200) throw new Error(`${tool}: ${ack.status} ${JSON.stringify(ack.body)}`);
    const done = await t.waitDone(ack.body.data.taskId, key, 120);
    if (done.status !== 'COMPLETED') throw new Error(`${tool}: ${JSON.stringify(done)}`);
    return done;
  };

  const wav = readFileSync(await makeSample({ seconds: 6, format: 'wav' }));
  const png = makeMedia(['-f', 'lavfi', '-i', 'color=c=blue:s=64x64', '-frames:v', '1'], 'png');
  const sampleId = await upload(wav, 'audio/wav');
  const imageId = await upload(png, 'image/png');
  const spareAssetId = await upload(png, 'image/png');
  const speech = await run('generate-tts', { text: 'The contract holds.', voiceId: 'alpha-cherry' });
  const narration = await run('generate-narration', { script: 'The contract holds. Every route answers.', voiceId: 'alpha-cherry' });
  const video = await run('generate-video-from-text', { prompt: 'A calm lake at dawn.', durationSeconds: 4, resolution: '480p' });
  const voice = await run('design-voice', { prompt: 'A calm, warm narrator.', voiceName: 'Contract narrator' });
  const spareVoice = await run('design-voice', { prompt: 'A bright, quick announcer.', voiceName: 'Contract announcer' });
  const slow = await t.tool('generate-tts', { text: 'sandbox:slow Cancel me.', voiceId: 'alpha-cherry' }, key);
  // A task parked in the paused video lane: submitted while video is live (its lane is fixed
  // at submission), then video goes back to the sandbox, whose work runs in the local lane.
  await json('/api/v1/queue/pause', { method: 'POST', json: { lane: 'video' } });
  await json('/api/v1/settings/providers/video', {
    method: 'PUT',
    json: { engine: 'live', baseUrl: 'http://127.0.0.1:9', apiKey: 'sk-video-never-called-0123' },
  });
  const pending = await t.tool('generate-video-from-text', { prompt: 'Waits for the walk.', durationSeconds: 4, resolution: '480p' }, key);
  if (pending.status !== 200) throw new Error(`parked task: ${pending.status} ${JSON.stringify(pending.body)}`);
  const frontBatch = await json('/api/v1/batches', {
    method: 'POST',
    token: key,
    json: { items: [{ tool: 'generate-video-from-text', input: { prompt: 'Waits in a batch.', durationSeconds: 4, resolution: '480p' } }] },
  });
  await json('/api/v1/settings/providers/video', { method: 'PUT', json: { engine: 'sandbox' } });
  const event = await eventForTask(t, created.apiKey.id, speech.taskId);
  await waitForEvent(t, event.id, (e) => e.status === 'delivered');
  const batch = async (text: string) =>
    (
      await json('/api/v1/batches', {
        method: 'POST',
        token: key,
        json: { items: [{ tool: 'generate-tts', input: { text, voiceId: 'alpha-cherry' } }] },
      })
    ).data.batchId as string;
  const batchId = await batch('A batch of one.');
  for (let done = false; !done; await new Promise((r) => setTimeout(r, 100)))
    done = (await json(`/api/v1/batches/${batchId}`, { token: key })).data.status === 'COMPLETED';
  const slowBatchIds: [string, string] = [
    await batch('sandbox:slow Cancel this batch.'),
    await batch('sandbox:slow Cancel this one as a tool.'),
  ];
  const signed = (await t.tool('get-asset', { assetId: speech.output.assetIds[0] }, key)).body.data.url as string;
  // The walk's key gets body capture on and makes a free call, so the log has an entry that
  // the key itself may read (routes taking either credential use the key) and that may be re-sent.
  await json(`/api/v1/api-keys/${created.apiKey.id}`, { method: 'PATCH', json: { captureBodies: true } });
  await t.tool('list-voices', {}, key);
  const logged = await json(`/api/v1/request-log?apiKeyId=${created.apiKey.id}&tool=list-voices&limit=1`, {});
  return {
    t,
    receiver,
    key,
    keyId: created.apiKey.id,
    spareKeyId: spare.apiKey.id,
    wav,
    png,
    sampleId,
    imageId,
    spareAssetId,
    videoId: video.output.assetIds[0],
    speechTaskId: speech.taskId,
    speechAssetId: speech.output.assetIds[0],
    voiceId: voice.output.voiceId,
    spareVoiceId: spareVoice.output.voiceId,
    slowTaskId: slow.body.data.taskId,
    pendingTaskId: pending.body.data.taskId,
    eventId: event.id,
    narrationTaskId: narration.taskId,
    signedUrl: new URL(signed),
    batchId,
    slowBatchIds,
    frontBatchId: frontBatch.data.batchId,
    logEntryId: String(logged.data[0].id),
  };
}

export async function stopWorld(w: World | undefined): Promise<void> {
  await w?.t.dispose();
  await w?.receiver.close();
}
