// Poster frames of videos: a real JPEG made by ffmpeg when the video is stored (or on first
// request), cached beside the content, authorized like the asset, and removed with it.
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ffprobe } from '../helpers/media.ts';

/** A JSON answer, loosely typed for assertions. */
const json = (res: Response): Promise<any> => res.json();

let t: TestService;
let key: string;
let otherKey: string;
let video: { assetId: string; width: number; height: number; url: string; posterUrl: string; peaksUrl?: string };
let speechId: string;

const posterFile = (id: string) => join(t.dataDir, 'assets', '.derived', `${id}.poster.jpg`);

async function makeVideo(k: string): Promise<string> {
  const r = await t.tool('generate-video-from-text', { prompt: 'Rain on a window.', durationSeconds: 4, resolution: '480p' }, k);
  expect(r.status).toBe(200);
  const done = await t.waitDone(r.body.data.taskId, k, 120);
  expect(done.status).toBe('COMPLETED');
  return done.output.assetIds[0];
}

beforeAll(async () => {
  t = await startTestService();
  key = await t.createKey('poster');
  otherKey = await t.createKey('someone else');
  const id = await makeVideo(key);
  video = (await t.tool('get-asset', { assetId: id }, key)).body.data;
  const r = await t.tool('generate-tts', { text: 'No pictures here.', voiceId: 'alpha-serena' }, key);
  speechId = (await t.waitDone(r.body.data.taskId, key)).output.assetIds[0];
}, 180_000);
afterAll(async () => t?.dispose());

describe('GET /api/v1/assets/{id}/poster', () => {
  it('answers a real JPEG of the video, at its size', async () => {
    const res = await t.fetch(`/api/v1/assets/${video.assetId}/poster`, { token: key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const s = ffprobe(bytes).streams[0];
    expect(s.codec_name).toBe('mjpeg');
    expect([s.width, s.height]).toEqual([video.width, video.height]);
    expect(video.width).toBeGreaterThan(0);
  });

  it('is kept as a derived file and served from it', async () => {
    const file = posterFile(video.assetId);
    expect(existsSync(file)).toBe(true);
    const before = statSync(file).mtimeMs;
    const res = await t.fetch(`/api/v1/assets/${video.assetId}/poster`, { token: key });
    expect(Buffer.from(await res.arrayBuffer()).length).toBe(statSync(file).size);
    expect(statSync(file).mtimeMs).toBe(before);
  });

  it('is made again on request when missing', async () => {
    const id = await makeVideo(key);
    // Whether or not the background run has made it yet, a removed poster comes back on request.
    rmSync(posterFile(id), { force: true });
    const res = await t.fetch(`/api/v1/assets/${id}/poster`, { token: key });
    expect(res.status).toBe(200);
    expect(existsSync(posterFile(id))).toBe(true);
  }, 180_000);

  it('answers 409 for audio, 404 for an unknown asset', async () => {
    const res = await t.fetch(`/api/v1/assets/${speechId}/poster`, { token: key });
    expect(res.status).toBe(409);
    expect((await json(res)).error.code).toBe('conflict');
    expect((await t.fetch('/api/v1/assets/asset_000000000000000unknown/poster', { token: key })).status).toBe(404);
  });

  it('is authorized like the asset: a credential is needed, a key sees its own, the session all', async () => {
    const path = `/api/v1/assets/${video.assetId}/poster`;
    expect((await t.fetch(path, { token: null })).status).toBe(401);
    expect((await t.fetch(path, { token: otherKey })).status).toBe(404);
    expect((await t.fetch(path)).status).toBe(200);
  });

  it('get-asset and the library give a signed posterUrl that needs no header', async () => {
    expect(video.posterUrl).toMatch(new RegExp(`^${t.url}/api/v1/assets/${video.assetId}/poster\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    // The sandbox video is silent: no peaks.
    expect(video.peaksUrl).toBeUndefined();
    const res = await fetch(video.posterUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const u = new URL(video.posterUrl);
    u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 1));
    expect((await fetch(u)).status).toBe(403);
    const page = (await json(await t.fetch('/api/v1/assets?kind=video', { token: key }))).data;
    const row = page.assets.find((a: { assetId: string }) => a.assetId === video.assetId);
    expect(row.posterUrl).toMatch(/\/poster\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(row.waveform).toBeUndefined();
  });

  it('removing the video removes its poster', async () => {
    expect(existsSync(posterFile(video.assetId))).toBe(true);
    t.service.internals.assets.remove(video.assetId);
    expect(existsSync(posterFile(video.assetId))).toBe(false);
  });
});
