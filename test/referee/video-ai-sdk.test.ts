import { createXai } from '@ai-sdk/xai';
import { experimental_generateVideo as generateVideo } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService, uploadAsset } from '../helpers/service.ts';
import { makeMedia } from '../helpers/media.ts';
import { startVideoFake, type VideoFake } from '../fakes/video-fake.ts';
import { goLive, runTool } from '../fakes/live-setup.ts';
import type { Recorded } from '../fakes/fake-server.ts';

/**
 * The video adapter held to Vercel's xAI provider (@ai-sdk/xai with the ai package's
 * experimental_generateVideo, docs/providers.md): each mode both support is made once by the
 * client and once through Timbre's tool, against one recording fake, and the create call
 * (path, auth, content type, body) and the polls must agree. Where Timbre must differ, the
 * test says so and why.
 */

const KEY = 'xai-referee-video-9a8b7c6d5e4f';
let video: VideoFake;
let t: TestService;
let key: string;
let mp4: Buffer;
let png: Buffer;
let jpeg: Buffer;
const xai = () => createXai({ baseURL: video.base, apiKey: KEY });

beforeAll(async () => {
  // The client's one expected warning (1080p on classic) is asserted, not printed.
  (globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
  mp4 = makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=24:duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'], 'mp4');
  png = makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=64x36', '-frames:v', '1'], 'png');
  jpeg = makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=48x48', '-frames:v', '1'], 'jpg');
  video = await startVideoFake({ key: KEY, mp4 });
  video.pendingPolls = 1;
  t = await startTestService({ taskRetrySchedule: [] });
  key = await t.createKey('video referee');
  await goLive(t, 'video', video.base, KEY, { pollIntervalMs: 10 });
});
afterAll(async () => {
  await t?.dispose();
  await video?.close();
});

const upload = (bytes: Buffer) => uploadAsset(t, key, bytes);

/** One generation's requests: the create call and the polls of the job it started. */
interface Exchange {
  create: Recorded;
  polls: Recorded[];
}

/** Records the requests `run` causes and picks out its create call and the polls of that job. */
async function exchange(run: () => Promise<unknown>): Promise<Exchange> {
  const from = video.requests.length;
  await run();
  const mine = video.requests.slice(from);
  const create = mine.find((r) => r.method === 'POST')!;
  const id = [...video.jobs.values()].find((j) => j.body === create.body)!.id;
  return { create, polls: mine.filter((r) => r.method === 'GET' && r.path === `/v1/videos/${id}`) };
}

/** What the upstream sees of a create call. */
const wire = (r: Recorded) => ({
  method: r.method,
  path: r.path,
  auth: r.headers.authorization,
  contentType: String(r.headers['content-type']).split(';')[0],
  body: r.body,
});

/** What the upstream sees of a poll, with the job id (different for each side) taken out. */
const pollWire = (r: Recorded, id: string) => ({
  method: r.method,
  path: r.path.replace(id, '{request_id}'),
  auth: r.headers.authorization,
});

/** The client's call, with polls made fast and the finished video fetched from the loopback fake. */
async function client(args: Omit<Parameters<typeof generateVideo>[0], 'model' | 'poll' | 'download'>, modelId: string) {
  const result = await generateVideo({
    ...args,
    model: xai().video(modelId),
    poll: { intervalMs: 10 },
    // The default download refuses loopback addresses (a guard against SSRF), so fetch it here.
    download: async ({ url }) => {
      const r = await fetch(url);
      return { data: new Uint8Array(await r.arrayBuffer()), mediaType: r.headers.get('content-type') ?? undefined };
    },
  });
  expect(result.videos).toHaveLength(1);
  expect(result.warnings).toEqual([]);
}

async function timbre(tool: string, body: Record<string, unknown>) {
  const done = await runTool(t, key, tool, body);
  expect(done.status, JSON.stringify(done.error)).toBe('COMPLETED');
}

/** Both sides agree on the create call and on how the job is polled. */
function expectSame(ours: Exchange, theirs: Exchange) {
  expect(wire(ours.create)).toEqual(wire(theirs.create));
  const idOf = (e: Exchange) => [...video.jobs.values()].find((j) => j.body === e.create.body)!.id;
  expect(ours.polls.length).toBeGreaterThan(0);
  expect(pollWire(ours.polls[0], idOf(ours))).toEqual(pollWire(theirs.polls[0], idOf(theirs)));
}

describe('video requests are the ones @ai-sdk/xai sends', () => {
  it('t2v (classic); a 1080p request is sent as 720p: Timbre bills and produces 720p (docs/interface.md#tools), where the client would send 1080p', async () => {
    const ours = await exchange(() =>
      timbre('generate-video-from-text', { prompt: 'A lighthouse at dusk.', aspectRatio: '16:9', resolution: '1080p', durationSeconds: 6 }),
    );
    const theirs = await exchange(() =>
      client({ prompt: 'A lighthouse at dusk.', aspectRatio: '16:9', duration: 6, resolution: '1280x720' }, 'grok-imagine-video'),
    );
    expectSame(ours, theirs);
    expect(ours.create.body.resolution).toBe('720p');
    // The difference, named: asked for 1080p, the client sends it (a warning only for classic).
    const asked1080 = await exchange(() =>
      generateVideo({
        model: xai().video('grok-imagine-video'),
        prompt: 'A lighthouse at dusk.',
        resolution: '1920x1080',
        poll: { intervalMs: 10 },
        download: async ({ url }) => ({ data: new Uint8Array(await (await fetch(url)).arrayBuffer()), mediaType: 'video/mp4' }),
      }),
    );
    expect(asked1080.create.body.resolution).toBe('1080p');
  });

  for (const [version, modelId] of [
    ['imagine-video', 'grok-imagine-video'],
    ['imagine-video-1.5-preview', 'grok-imagine-video-1.5'],
  ] as const) {
    it(`i2v on ${version}: the client's model id, the image as a data URI, and no aspect ratio (the image decides)`, async () => {
      const imageAssetId = await upload(png);
      const ours = await exchange(() =>
        timbre('generate-video-from-image', { imageAssetId, model: version, prompt: 'Slow zoom.', resolution: '480p', durationSeconds: 5 }),
      );
      const theirs = await exchange(() =>
        client({ prompt: { image: png, text: 'Slow zoom.' }, duration: 5, resolution: '854x480' }, modelId),
      );
      expectSame(ours, theirs);
      expect(ours.create.body.model).toBe(modelId);
      expect(ours.create.body).not.toHaveProperty('aspect_ratio');
      expect(ours.create.body.image.url).toBe(`data:image/png;base64,${png.toString('base64')}`);
    });
  }

  it('i2v without a prompt: neither side sends one', async () => {
    const imageAssetId = await upload(jpeg);
    const ours = await exchange(() => timbre('generate-video-from-image', { imageAssetId, durationSeconds: 6 }));
    const theirs = await exchange(() => client({ prompt: { image: jpeg }, duration: 6, resolution: '1280x720' }, 'grok-imagine-video'));
    expectSame(ours, theirs);
    expect(ours.create.body).not.toHaveProperty('prompt');
    expect(ours.create.body.image.url).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('r2v (classic): reference images in order, as data URIs', async () => {
    const ids = [await upload(png), await upload(jpeg)];
    const prompt = 'The cat from <IMAGE_1> walks past <IMAGE_2>.';
    const ours = await exchange(() =>
      timbre('generate-video-from-reference', { referenceImageAssetIds: ids, prompt, aspectRatio: '1:1', durationSeconds: 6 }),
    );
    const theirs = await exchange(() =>
      client(
        {
          prompt,
          inputReferences: [
            { data: png, mediaType: 'image/png' },
            { data: jpeg, mediaType: 'image/jpeg' },
          ],
          aspectRatio: '1:1',
          duration: 6,
          resolution: '1280x720',
        },
        'grok-imagine-video',
      ),
    );
    expectSame(ours, theirs);
    expect(ours.create.body.reference_images).toHaveLength(2);
  });

  it('extension (classic): the video as a data URI; the client passes whatever URL it is given, and Timbre has no public one', async () => {
    const videoAssetId = await upload(mp4);
    const ours = await exchange(() => timbre('generate-video-extension', { videoAssetId, prompt: 'Keep going.', durationSeconds: 8 }));
    const theirs = await exchange(() =>
      client(
        {
          prompt: 'Keep going.',
          duration: 8,
          providerOptions: { xai: { mode: 'extend-video', videoUrl: `data:video/mp4;base64,${mp4.toString('base64')}` } },
        },
        'grok-imagine-video',
      ),
    );
    expectSame(ours, theirs);
    expect(ours.create.path).toBe('/v1/videos/extensions');
    expect(ours.create.body).not.toHaveProperty('resolution');
    expect(ours.create.body).not.toHaveProperty('aspect_ratio');
  });
});
