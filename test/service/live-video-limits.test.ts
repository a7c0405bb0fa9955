import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService, uploadAsset } from '../helpers/service.ts';
import { makeMedia } from '../helpers/media.ts';
import { startVideoFake, type VideoFake } from '../fakes/video-fake.ts';
import { goLive } from '../fakes/live-setup.ts';
import { INLINE_INPUT_LIMITS } from '../../src-service/contract/providers.ts';

/**
 * Inputs the upstream must take inline (data URIs) have ceilings on the live engine: above
 * them the tool answers 400 before credits are held, naming the field, the limit and the fix,
 * and nothing reaches the provider.
 */

const KEY = 'xai-limits-5f4e3d2c1b0a';
let video: VideoFake;
let t: TestService;
let key: string;

/** A PNG of noise (it does not compress), about 3 bytes a pixel. */
const noisePng = (side: number) =>
  makeMedia(['-f', 'lavfi', '-i', `color=c=gray:s=${side}x${side}`, '-vf', 'noise=alls=100:allf=t', '-frames:v', '1'], 'png');

const upload = (bytes: Buffer) => uploadAsset(t, key, bytes);

beforeAll(async () => {
  const mp4 = makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=24:duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'], 'mp4');
  video = await startVideoFake({ key: KEY, mp4 });
  t = await startTestService();
  key = await t.createKey('limits');
  await goLive(t, 'video', video.base, KEY, { pollIntervalMs: 10 });
});
afterAll(async () => {
  await t?.dispose();
  await video?.close();
});

describe('inline input limits of the live video provider', () => {
  it('an image over the per-image limit: 400 naming imageAssetId, the limit and what to do; nothing sent upstream', async () => {
    const big = noisePng(2000);
    expect(big.length).toBeGreaterThan(INLINE_INPUT_LIMITS.imageBytes);
    const imageAssetId = await upload(big);
    const before = video.requests.length;
    const r = await t.tool('generate-video-from-image', { imageAssetId, prompt: 'Zoom.' }, key);
    expect(r.status).toBe(400);
    const text = JSON.stringify(r.body);
    expect(text).toContain('imageAssetId');
    expect(text).toContain('at most 10 MB');
    expect(text).toMatch(/upload it again/);
    expect(video.requests.length).toBe(before);
  });

  it('reference images together over the per-request limit: 400 naming referenceImageAssetIds', async () => {
    const img = noisePng(1650);
    expect(img.length).toBeLessThan(INLINE_INPUT_LIMITS.imageBytes);
    expect(img.length * 3).toBeGreaterThan(INLINE_INPUT_LIMITS.requestBytes);
    const ids = [await upload(img), await upload(img), await upload(img)];
    const before = video.requests.length;
    const r = await t.tool('generate-video-from-reference', { referenceImageAssetIds: ids, prompt: 'A scene.' }, key);
    expect(r.status).toBe(400);
    const text = JSON.stringify(r.body);
    expect(text).toContain('referenceImageAssetIds');
    expect(text).toContain('at most 20 MB');
    expect(video.requests.length).toBe(before);
  });

  it('inputs under the limits go through', async () => {
    const imageAssetId = await upload(noisePng(300));
    const r = await t.tool('generate-video-from-image', { imageAssetId }, key);
    expect(r.status).toBe(200);
    await t.waitDone(r.body.data.taskId, key);
    expect(video.requests.some((q) => q.method === 'POST' && q.body?.image?.url?.startsWith('data:image/png;base64,'))).toBe(true);
  });
});
