// The cost the studio shows is the cost the service holds. The studio's own store submits every
// case to a real service (uploads with its own key, the same input objects the screens build),
// and the studio's estimate for that input must equal `estimatedCredits` of the acknowledgement,
// which is what the ledger holds. The local lane is paused (concurrency 0), so the tasks wait
// and nothing renders; at the end every one is cancelled and every hold is released.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitTool } from '../../src-renderer/api/api-types.ts';
import { estimateCredits } from '../../src-renderer/estimates.ts';
import { createStudioStore, type StudioState } from '../../src-renderer/studio-store.ts';
import type { StoreApi } from 'zustand/vanilla';
import { VIDEO_MODELS } from '../../src-service/contract/video.ts';
import { startTestService, tempDir, type TestService } from '../helpers/service.ts';
import { makeSample } from '../helpers/media-fixtures.ts';

let t: TestService;
let studio: StoreApi<StudioState>;
let dir: string;
const assets: Record<'image' | 'video' | 'sample', string> = { image: '', video: '', sample: '' };
const submitted: string[] = [];

/** A media file made by ffmpeg's lavfi sources, uploaded through the studio. */
async function upload(name: string, type: string, args: string[]): Promise<string> {
  const path = join(dir, name);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, path]);
  return (await studio.getState().upload(new Blob([readFileSync(path)], { type }), name)).assetId;
}

beforeAll(async () => {
  t = await startTestService({ concurrency: 0 });
  dir = tempDir('timbre-estimates-');
  studio = createStudioStore({ resolveConnection: async () => ({ serviceUrl: t.url, sessionToken: t.session, source: 'url' }), fetch });
  await studio.getState().connect();
  expect(studio.getState().apiKeyError).toBeNull();
  expect(studio.getState().voices.length).toBeGreaterThan(0);
  assets.image = await upload('still.png', 'image/png', ['-f', 'lavfi', '-i', 'testsrc2=size=640x360', '-frames:v', '1']);
  assets.video = await upload('clip.mp4', 'video/mp4', [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=24',
    '-t',
    '3',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
  ]);
  const sample = await makeSample({ seconds: 8, format: 'wav' });
  assets.sample = (await studio.getState().upload(new Blob([readFileSync(sample)], { type: 'audio/wav' }), 'sample.wav')).assetId;
}, 60_000);

afterAll(async () => {
  await t?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const chars = (n: number, c = 'a') => c.repeat(n);
const CLASSIC = VIDEO_MODELS.classic;
const V15 = VIDEO_MODELS['1.5'];

/** [case, tool, input]: the input exactly as a screen builds it. */
const CASES: Array<[string, SubmitTool, () => Record<string, unknown>]> = [
  ['speech, alpha, 1 character', 'generate-tts', () => ({ text: 'a', voiceId: 'alpha-arthur' })],
  ['speech, alpha, 600 characters (its limit)', 'generate-tts', () => ({ text: chars(600), voiceId: 'alpha-arthur', language: 'English' })],
  ['speech, beta, 1 character', 'generate-tts', () => ({ text: 'a', voiceId: 'beta-kore' })],
  ['speech, beta, 1000 characters', 'generate-tts', () => ({ text: chars(1000), voiceId: 'beta-kore' })],
  ['speech, beta, 1001 characters', 'generate-tts', () => ({ text: chars(1001), voiceId: 'beta-kore', prompt: 'calm' })],
  ['speech, beta, 5000 characters (its limit)', 'generate-tts', () => ({ text: chars(5000), voiceId: 'beta-kore' })],
  // 1,001 emoji are 2,002 UTF-16 units: billed as 1,001 characters (two units), not three.
  ['speech, beta, 1001 emoji', 'generate-tts', () => ({ text: chars(1001, '😀'), voiceId: 'beta-kore' })],
  ['design a voice', 'design-voice', () => ({ prompt: 'A calm, deep voice', language: 'English', text: 'Hello there.' })],
  ['clone a voice', 'clone-voice-from-audio', () => ({ audioAssetId: assets.sample, name: 'Estimate clone', language: 'English' })],
  [
    'text to video, classic, 4 s',
    'generate-video-from-text',
    () => ({ model: CLASSIC, resolution: '720p', prompt: 'a', durationSeconds: 4, aspectRatio: '16:9' }),
  ],
  ['text to video, classic, default length', 'generate-video-from-text', () => ({ model: CLASSIC, prompt: 'a' })],
  [
    'text to video, classic, 15 s at 480p',
    'generate-video-from-text',
    () => ({ model: CLASSIC, resolution: '480p', prompt: 'a', durationSeconds: 15, aspectRatio: '9:16' }),
  ],
  [
    'text to video, 1080p (coerced to 720p)',
    'generate-video-from-text',
    () => ({ model: CLASSIC, resolution: '1080p', prompt: 'a', durationSeconds: 5, aspectRatio: '16:9' }),
  ],
  [
    'image to video, classic, 10 s',
    'generate-video-from-image',
    () => ({ model: CLASSIC, resolution: '720p', durationSeconds: 10, imageAssetId: assets.image }),
  ],
  [
    'image to video, 1.5, 4 s at 480p',
    'generate-video-from-image',
    () => ({ model: V15, resolution: '480p', durationSeconds: 4, imageAssetId: assets.image }),
  ],
  [
    'image to video, 1.5, 10 s',
    'generate-video-from-image',
    () => ({ model: V15, resolution: '720p', prompt: 'pan', durationSeconds: 10, imageAssetId: assets.image }),
  ],
  [
    'reference images, classic, 7 s',
    'generate-video-from-reference',
    () => ({
      model: CLASSIC,
      resolution: '720p',
      prompt: '<IMAGE_1>',
      durationSeconds: 7,
      aspectRatio: '1:1',
      referenceImageAssetIds: [assets.image],
    }),
  ],
  ['extension (8 s, locked)', 'generate-video-extension', () => ({ model: CLASSIC, resolution: '720p', videoAssetId: assets.video })],
];

describe('the studio estimates what the service holds', () => {
  it.each(CASES)('%s', async (_, tool, make) => {
    const input = make();
    const estimate = estimateCredits(tool, input, studio.getState().voices);
    expect(estimate).not.toBeNull();
    const ack = await studio.getState().submit(tool, input, tool);
    submitted.push(ack.taskId);
    expect(estimate).toBe(ack.estimatedCredits);
  });

  it('holds exactly the sum of the estimates, and every hold is released when the tasks are cancelled', async () => {
    const sum = CASES.reduce((n, [, tool, make]) => n + (estimateCredits(tool, make(), studio.getState().voices) ?? 0), 0);
    const before = await t.credits();
    expect(before.held).toBe(sum);
    for (const taskId of submitted) expect((await studio.getState().cancelTask(taskId)).status).toBe('CANCELLED');
    expect(await t.credits()).toEqual({ balance: before.balance, held: 0, available: before.balance });
  });

  it('narration is priced by the service: preview-narration tells what generate-narration holds', async () => {
    const key = await t.createKey('narration');
    const words = (n: number) => 'word '.repeat(n).trim();
    // 1,400 characters of alpha (three segments) and 6,000 of beta (two): priced per segment.
    const input = { script: `${words(280)}.\nB: ${words(1200)}.`, voiceId: 'alpha-arthur', speakers: { B: 'beta-kore' } };
    const preview = await t.tool('preview-narration', input, key);
    expect(preview.status).toBe(200);
    const ack = await t.tool('generate-narration', input, key);
    expect(ack.status).toBe(200);
    expect(ack.body.data.estimatedCredits).toBe(preview.body.data.estimatedCredits);
    expect((await t.tool('cancel-task', { taskId: ack.body.data.taskId }, key)).status).toBe(200);
  });
});
