import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ffprobe, makeMedia } from '../helpers/media.ts';

let t: TestService;
let key: string;
let image: string; // 16:9 PNG
let squareImage: string;
let video: string; // 3 s 640x360 MP4
let audio: string;

const CLASSIC = 'imagine-video';
const V15 = 'imagine-video-1.5-preview';

beforeAll(async () => {
  t = await startTestService();
  key = await t.createKey('video app');
  const up = async (bytes: Buffer) => {
    const res = await t.fetch('/api/v1/assets', {
      method: 'POST',
      body: bytes,
      token: key,
      headers: { 'content-type': 'application/octet-stream' },
    });
    return ((await res.json()) as any).data.assetId as string;
  };
  image = await up(makeMedia(['-f', 'lavfi', '-i', 'testsrc2=size=640x360', '-frames:v', '1'], 'png'));
  squareImage = await up(makeMedia(['-f', 'lavfi', '-i', 'testsrc2=size=300x300', '-frames:v', '1'], 'jpg'));
  video = await up(
    makeMedia(['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24', '-t', '3', '-pix_fmt', 'yuv420p', '-c:v', 'libx264'], 'mp4'),
  );
  audio = await up(makeMedia(['-f', 'lavfi', '-i', 'sine=duration=2'], 'mp3'));
});
afterAll(async () => t?.dispose());

const taskCount = () => (t.service.internals.db.prepare('SELECT COUNT(*) AS n FROM tasks').get() as { n: number }).n;
const refs = (n: number) => Array.from({ length: n }, () => image);

describe('every video rule of docs/interface.md#tools is enforced before any credit is held', () => {
  const rows: Array<[string, string, () => Record<string, unknown>, RegExp]> = [
    [
      't2v with version 1.5 (blocked; text-to-video unsupported for the model)',
      'generate-video-from-text',
      () => ({ model: V15, prompt: 'a cat' }),
      /^model: text-to-video is unsupported for the model imagine-video-1\.5-preview/,
    ],
    [
      'reference images with version 1.5 (hard-rejected, no fallback)',
      'generate-video-from-reference',
      () => ({ model: V15, prompt: 'a cat', referenceImageAssetIds: [image] }),
      /^model: reference images are not supported by imagine-video-1\.5-preview \(no fallback\)/,
    ],
    [
      'extension with version 1.5 (classic only)',
      'generate-video-extension',
      () => ({ model: V15, videoAssetId: video }),
      /^model: extension is unsupported for the model/,
    ],
    [
      'more than 7 reference images',
      'generate-video-from-reference',
      () => ({ prompt: 'x', referenceImageAssetIds: refs(8) }),
      /^referenceImageAssetIds: must have at most 7 items/,
    ],
    [
      'no reference images',
      'generate-video-from-reference',
      () => ({ prompt: 'x', referenceImageAssetIds: [] }),
      /^referenceImageAssetIds: must have at least 1 items/,
    ],
    [
      'i2v longer than 10 s',
      'generate-video-from-image',
      () => ({ imageAssetId: image, durationSeconds: 11 }),
      /^durationSeconds: must be at most 10 seconds for image-to-video/,
    ],
    [
      'i2v (1.5) longer than 10 s',
      'generate-video-from-image',
      () => ({ model: V15, imageAssetId: image, durationSeconds: 12 }),
      /^durationSeconds: must be at most 10 seconds/,
    ],
    [
      'r2v longer than 10 s',
      'generate-video-from-reference',
      () => ({ prompt: 'x', referenceImageAssetIds: [image], durationSeconds: 11 }),
      /^durationSeconds: must be at most 10 seconds for reference-to-video/,
    ],
    [
      't2v longer than 15 s',
      'generate-video-from-text',
      () => ({ prompt: 'x', durationSeconds: 16 }),
      /^durationSeconds: must be at most 15 seconds for text-to-video/,
    ],
    [
      'durationSeconds under 4 (tool API)',
      'generate-video-from-text',
      () => ({ prompt: 'x', durationSeconds: 3 }),
      /^durationSeconds: must be at least 4 seconds/,
    ],
    [
      'durationSeconds not an integer',
      'generate-video-from-text',
      () => ({ prompt: 'x', durationSeconds: 5.5 }),
      /^durationSeconds: must be an integer/,
    ],
    [
      'extension with a duration other than 8',
      'generate-video-extension',
      () => ({ videoAssetId: video, durationSeconds: 6 }),
      /^durationSeconds: the extension tool locks durationSeconds to 8/,
    ],
    [
      'extension over the 10 s server cap',
      'generate-video-extension',
      () => ({ videoAssetId: video, durationSeconds: 12 }),
      /^durationSeconds: the extension tool locks durationSeconds to 8/,
    ],
    [
      'aspect ratio 3:2 (app only)',
      'generate-video-from-text',
      () => ({ prompt: 'x', aspectRatio: '3:2' }),
      /^aspectRatio: 3:2 is offered in the app but not accepted by the tool API/,
    ],
    [
      'aspect ratio 2:3 (app only)',
      'generate-video-from-reference',
      () => ({ prompt: 'x', referenceImageAssetIds: [image], aspectRatio: '2:3' }),
      /^aspectRatio: 2:3 is offered in the app/,
    ],
    [
      'an unknown aspect ratio',
      'generate-video-from-text',
      () => ({ prompt: 'x', aspectRatio: '5:4' }),
      /^aspectRatio: must be one of 16:9, 9:16, 21:9, 4:3, 1:1, 3:4/,
    ],
    [
      'an unknown resolution',
      'generate-video-from-text',
      () => ({ prompt: 'x', resolution: '360p' }),
      /^resolution: must be one of 480p, 720p/,
    ],
    [
      'an unknown model',
      'generate-video-from-image',
      () => ({ model: 'grok-imagine-video', imageAssetId: image }),
      /^model: must be one of imagine-video, imagine-video-1\.5-preview/,
    ],
    [
      '<IMAGE_n> beyond the images given',
      'generate-video-from-reference',
      () => ({ prompt: '<IMAGE_1> meets <IMAGE_3>', referenceImageAssetIds: [image, image] }),
      /^prompt: <IMAGE_3> refers to reference image 3, but 2 images were given/,
    ],
    [
      'an image that does not exist',
      'generate-video-from-image',
      () => ({ imageAssetId: 'asset_nope' }),
      /^imageAssetId: no asset asset_nope exists/,
    ],
    [
      'audio where an image belongs',
      'generate-video-from-image',
      () => ({ imageAssetId: audio }),
      /^imageAssetId: asset .* is audio, not an image/,
    ],
    [
      'an image where a video belongs',
      'generate-video-extension',
      () => ({ videoAssetId: image }),
      /^videoAssetId: asset .* is an image, not a video/,
    ],
    [
      'a video among reference images',
      'generate-video-from-reference',
      () => ({ prompt: 'x', referenceImageAssetIds: [image, video] }),
      /^referenceImageAssetIds\.1: asset .* is a video, not an image/,
    ],
    ['t2v without a prompt', 'generate-video-from-text', () => ({}), /^prompt: is required/],
    [
      'aspectRatio on image-to-video (not a field)',
      'generate-video-from-image',
      () => ({ imageAssetId: image, aspectRatio: '16:9' }),
      /^aspectRatio: is not a field of this tool/,
    ],
    ['temperature', 'generate-video-from-text', () => ({ prompt: 'x', temperature: 0.2 }), /^temperature: is not supported/],
    [
      'video edit on the classic version',
      'edit-video',
      () => ({ model: CLASSIC, videoAssetId: video, prompt: 'make it blue' }),
      /^model: video edit is supported by a different model only/,
    ],
    ['video edit on version 1.5', 'edit-video', () => ({ model: V15 }), /^model: video edit is supported by a different model only/],
  ];
  it.each(rows)('%s → 400', async (_name, tool, body, message) => {
    const before = await t.credits();
    const tasks = taskCount();
    const r = await t.tool(tool, body(), key);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.message).toMatch(message);
    expect(await t.credits()).toEqual(before);
    expect(taskCount()).toBe(tasks);
  });
});

async function render(tool: string, body: Record<string, unknown>) {
  const before = await t.credits();
  const r = await t.tool(tool, body, key);
  expect(r.status).toBe(200);
  const done = await t.waitDone(r.body.data.taskId, key, 120);
  expect(done.status).toBe('COMPLETED');
  expect(done.chargedCredits).toBe(r.body.data.estimatedCredits);
  expect((await t.credits()).balance).toBe(before.balance - r.body.data.estimatedCredits);
  const asset = (await t.tool('get-asset', { assetId: done.output.assetIds[0] }, key)).body.data;
  const probe = ffprobe(Buffer.from(await (await fetch(asset.url)).arrayBuffer()));
  return { ack: r.body.data, done, asset, probe, stream: probe.streams.find((s: any) => s.codec_type === 'video') };
}

describe('rendering and billing', () => {
  it('classic t2v, 6 s (default) = 120 credits; H.264 at the exact size; provider cost on the task', async () => {
    const { ack, done, asset, stream, probe } = await render('generate-video-from-text', {
      prompt: 'A lighthouse at dusk, waves rolling in',
      aspectRatio: '9:16',
      resolution: '480p',
    });
    expect(ack.estimatedCredits).toBe(120);
    expect(done).toMatchObject({ taskType: 'TEXT_TO_VIDEO', providerCost: 0.3 });
    expect(stream).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 480, height: 854 });
    expect(Math.abs(Number(probe.format.duration) - 6)).toBeLessThanOrEqual(0.1);
    expect(asset).toMatchObject({ kind: 'video', mimeType: 'video/mp4', width: 480, height: 854, engine: 'sandbox' });
  });

  it('1.5 i2v, 6 s = 192 credits; the frame follows the image shape', async () => {
    const { ack, stream, probe, done } = await render('generate-video-from-image', {
      model: V15,
      imageAssetId: squareImage,
      prompt: 'slow push in',
    });
    expect(ack.estimatedCredits).toBe(192);
    expect(done.providerCost).toBeCloseTo(0.48, 5);
    expect(stream).toMatchObject({ codec_name: 'h264', width: 720, height: 720 });
    expect(Math.abs(Number(probe.format.duration) - 6)).toBeLessThanOrEqual(0.1);
  });

  it('extension = 160 credits (8 added seconds) and returns input + 8 s at the input size', async () => {
    const { ack, stream, probe } = await render('generate-video-extension', { videoAssetId: video, prompt: 'keep going' });
    expect(ack.estimatedCredits).toBe(160);
    expect(stream).toMatchObject({ width: 640, height: 360 });
    expect(Math.abs(Number(probe.format.duration) - 11)).toBeLessThanOrEqual(0.1);
  });

  it('a 1080p request is billed as 720p and delivered at 720p; 4K likewise', async () => {
    const { ack, stream } = await render('generate-video-from-text', { prompt: 'city lights', resolution: '1080p', durationSeconds: 4 });
    expect(ack.estimatedCredits).toBe(80);
    expect(stream).toMatchObject({ width: 1280, height: 720 });
    const four = await t.tool('generate-video-from-text', { prompt: 'x', resolution: '4K', durationSeconds: 4 }, key);
    expect(four.body.data.estimatedCredits).toBe(80);
    await t.tool('cancel-task', { taskId: four.body.data.taskId }, key);
  });

  it('r2v with 3 references and <IMAGE_n> hints renders 21:9', async () => {
    const { ack, stream } = await render('generate-video-from-reference', {
      prompt: '<IMAGE_1> then <IMAGE_2> then <IMAGE_3>',
      referenceImageAssetIds: [image, squareImage, image],
      aspectRatio: '21:9',
      resolution: '480p',
      durationSeconds: 5,
    });
    expect(ack.estimatedCredits).toBe(100);
    expect(stream).toMatchObject({ width: 1120, height: 480 });
  });

  it('reports progress on the task while rendering', async () => {
    const r = await t.tool('generate-video-from-text', { prompt: 'progress please', durationSeconds: 15 }, key);
    const seen = new Set<number>();
    for (;;) {
      const s = (await t.tool('get-task-status', { taskId: r.body.data.taskId }, key)).body.data;
      if (s.status === 'PROCESSING' && typeof s.progress === 'number') seen.add(s.progress);
      if (s.status === 'COMPLETED') break;
      await new Promise((res) => setTimeout(res, 50));
    }
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true);
  });

  it('a failing prompt (sandbox:fail) refunds in full', async () => {
    const before = await t.credits();
    const r = await t.tool('generate-video-from-text', { prompt: 'sandbox:fail please', durationSeconds: 15 }, key);
    expect(r.body.data.estimatedCredits).toBe(300);
    const done = await t.waitDone(r.body.data.taskId, key);
    expect(done).toMatchObject({ status: 'FAILED', refundedCredits: 300 });
    expect(await t.credits()).toEqual(before);
  });
});
