import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService, uploadAsset } from '../helpers/service.ts';
import { ffprobe, makeMedia } from '../helpers/media.ts';
import { startVideoFake, type VideoFake } from '../fakes/video-fake.ts';
import { assetBytes, goLive, runTool, taskRow } from '../fakes/live-setup.ts';

const KEY = 'xai-video-live-0a1b2c3d4e5f';
let video: VideoFake;
let t: TestService;
let key: string;
let mp4: Buffer;
let png: Buffer;

const upload = (bytes: Buffer) => uploadAsset(t, key, bytes);

beforeAll(async () => {
  mp4 = makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=24:duration=6', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'], 'mp4');
  png = makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=640x360', '-frames:v', '1'], 'png');
  video = await startVideoFake({ key: KEY, mp4 });
  t = await startTestService();
  key = await t.createKey('video live');
  await goLive(t, 'video', video.base, KEY, { pollIntervalMs: 50 });
});
afterAll(async () => {
  await t?.dispose();
  await video?.close();
});

const creates = () => video.requests.filter((r) => r.method === 'POST');
const polls = (id: string) => video.requests.filter((r) => r.method === 'GET' && r.path === `/v1/videos/${id}`);

describe('video live adapter', () => {
  it('t2v: create with the upstream model id, poll the request id, download the MP4 into the asset store', async () => {
    const done = await runTool(t, key, 'generate-video-from-text', {
      prompt: 'A lighthouse at dusk.',
      aspectRatio: '16:9',
      resolution: '1080p',
      durationSeconds: 6,
    });
    expect(done.status).toBe('COMPLETED');
    const create = creates().at(-1)!;
    expect(create.path).toBe('/v1/videos/generations');
    expect(create.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(create.headers['content-type']).toMatch(/^application\/json/);
    expect(create.body).toEqual({
      model: 'grok-imagine-video',
      prompt: 'A lighthouse at dusk.',
      duration: 6,
      aspect_ratio: '16:9',
      resolution: '720p',
    });
    const id = [...video.jobs.keys()].at(-1)!;
    expect(taskRow(t, done.taskId).upstream_id).toBe(id);
    expect(polls(id).length).toBe(3); // two pending answers, then done
    expect(polls(id)[0].headers.authorization).toBe(`Bearer ${KEY}`);
    const { meta, bytes } = await assetBytes(t, key, done.output.assetIds[0]);
    expect(meta).toMatchObject({ kind: 'video', mimeType: 'video/mp4', width: 1280, height: 720 });
    expect(bytes.equals(mp4)).toBe(true);
    const p = ffprobe(bytes);
    expect(p.streams[0]).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
    expect(Number(p.format.duration)).toBeCloseTo(6, 1);
  });

  it('i2v on 1.5 sends the image as a data URI with the 1.5 upstream model, and no aspect ratio (the image decides)', async () => {
    const imageAssetId = await upload(png);
    const done = await runTool(t, key, 'generate-video-from-image', {
      imageAssetId,
      model: 'imagine-video-1.5-preview',
      prompt: 'Slow zoom.',
      durationSeconds: 5,
    });
    expect(done.status).toBe('COMPLETED');
    const body = creates().at(-1)!.body;
    expect(body).toMatchObject({
      model: 'grok-imagine-video-1.5',
      prompt: 'Slow zoom.',
      duration: 5,
      resolution: '720p',
    });
    expect(body).not.toHaveProperty('aspect_ratio');
    expect(body.image.url).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });

  it('r2v sends reference_images; extension posts to /videos/extensions with the video', async () => {
    const a = await upload(png);
    const r2v = await runTool(t, key, 'generate-video-from-reference', { referenceImageAssetIds: [a, a], prompt: 'The two meet.' });
    expect(r2v.status).toBe('COMPLETED');
    const rb = creates().at(-1)!.body;
    expect(rb.reference_images).toHaveLength(2);
    expect(rb.reference_images[0].url).toMatch(/^data:image\/png;base64,/);

    const videoAssetId = await upload(mp4);
    const ext = await runTool(t, key, 'generate-video-extension', { videoAssetId, prompt: 'Keep going.' });
    expect(ext.status).toBe('COMPLETED');
    const eb = creates().at(-1)!;
    expect(eb.path).toBe('/v1/videos/extensions');
    expect(eb.body).toMatchObject({ model: 'grok-imagine-video', prompt: 'Keep going.', duration: 8 });
    expect(eb.body.video.url).toBe(`data:video/mp4;base64,${mp4.toString('base64')}`);
  });

  it('reports upstream progress while the job is pending', async () => {
    video.pendingPolls = 8;
    try {
      const sub = await t.tool('generate-video-from-text', { prompt: 'Progress please.' }, key);
      const taskId = sub.body.data.taskId;
      let seen = 0;
      for (let i = 0; i < 100 && seen === 0; i++) {
        const s = (await t.tool('get-task-status', { taskId }, key)).body.data;
        if (s.status === 'PROCESSING' && s.progress > 5) seen = s.progress;
        await new Promise((r) => setTimeout(r, 30));
      }
      expect(seen).toBeGreaterThan(5);
      expect((await t.waitDone(taskId, key)).status).toBe('COMPLETED');
    } finally {
      video.pendingPolls = 2;
    }
  });

  it('a moderation block fails with no detail; a failed job passes the upstream message on; both refund', async () => {
    video.outcomes.push('moderation', 'failed');
    const m = await runTool(t, key, 'generate-video-from-text', { prompt: 'Something flagged.' });
    expect(m.status).toBe('FAILED');
    expect(m.error.code).toBe('moderation_blocked');
    expect(m.error.message).not.toMatch(/categor/i);
    expect(m.chargedCredits).toBe(0);
    const f = await runTool(t, key, 'generate-video-from-text', { prompt: 'Will fail.' });
    expect(f.status).toBe('FAILED');
    expect(f.error.message).toContain('The image could not be decoded.');
    expect(f.chargedCredits).toBe(0);
  });

  it('a 429 on create is retried honouring Retry-After; a 422 is not', async () => {
    const before = creates().length;
    video.script(
      (r) => r.method === 'POST',
      [{ status: 429, json: { code: 'rate_limited', error: 'Too many requests' }, headers: { 'retry-after': '0' } }],
    );
    expect((await runTool(t, key, 'generate-video-from-text', { prompt: 'Again.' })).status).toBe('COMPLETED');
    expect(creates().length - before).toBe(2);
    video.script(
      (r) => r.method === 'POST',
      [
        {
          status: 422,
          json: { error: { message: 'duration must be at most 15', type: 'invalid_request_error', code: 'invalid_argument' } },
        },
      ],
    );
    const bad = await runTool(t, key, 'generate-video-from-text', { prompt: 'Bad.' });
    expect(bad.status).toBe('FAILED');
    expect(bad.error.message).toContain('duration must be at most 15');
    expect(creates().length - before).toBe(3);
  });

  it('a model id the upstream does not know fails the task naming the id tried and where to change it; refunded', async () => {
    // An upstream that has retired the classic id (knows only 1.5).
    video.models = ['grok-imagine-video-1.5'];
    try {
      const r = await runTool(t, key, 'generate-video-from-text', { prompt: 'A harbour at dawn.' });
      expect(r.status).toBe('FAILED');
      expect(r.error.code).toBe('provider_rejected');
      expect(r.error.message).toContain('Model not found: grok-imagine-video');
      expect(r.error.message).toContain('Model tried: grok-imagine-video (for imagine-video)');
      expect(r.error.message).toContain('Settings');
      expect(r.chargedCredits).toBe(0);
    } finally {
      video.models = null;
    }
    // With the id known again, the same request works.
    expect((await runTool(t, key, 'generate-video-from-text', { prompt: 'A harbour at dusk.' })).status).toBe('COMPLETED');
  });
});
