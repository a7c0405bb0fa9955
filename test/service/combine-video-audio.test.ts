import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ffprobe } from '../helpers/media.ts';

let t: TestService;
let key: string;
let videoId: string;
let shortAudioId: string;
let longAudioId: string;

const run = async (tool: string, body: unknown) => {
  const ack = await t.tool(tool, body, key);
  if (ack.status !== 200) throw new Error(`${tool}: ${ack.status} ${JSON.stringify(ack.body)}`);
  return t.waitDone(ack.body.data.taskId, key, 120);
};
const bytesOf = async (assetId: string) =>
  Buffer.from(await (await t.fetch(`/api/v1/assets/${assetId}/export`, { token: key })).arrayBuffer());

beforeAll(async () => {
  t = await startTestService();
  key = await t.createKey('combine');
  videoId = (await run('generate-video-from-text', { prompt: 'A quiet harbour at dawn.', durationSeconds: 5, resolution: '480p' })).output
    .assetIds[0];
  shortAudioId = (await run('generate-tts', { text: 'Dawn.', voiceId: 'alpha-cherry' })).output.assetIds[0];
  longAudioId = (await run('generate-tts', { text: 'The harbour wakes slowly. '.repeat(12), voiceId: 'beta-kore' })).output.assetIds[0];
}, 120_000);
afterAll(async () => t?.dispose());

describe('combine-video-audio', () => {
  for (const [name, audio] of [
    ['shorter audio is padded with silence', () => shortAudioId],
    ['longer audio is cut', () => longAudioId],
  ] as const) {
    it(`the MP4 keeps the picture, carries the audio as AAC and lasts exactly as long as the video: ${name}`, async () => {
      const before = await t.credits();
      const done = await run('combine-video-audio', { videoAssetId: videoId, audioAssetId: audio() });
      expect(done).toMatchObject({ status: 'COMPLETED', taskType: 'COMBINE_VIDEO_AUDIO', estimatedCredits: 0, chargedCredits: 0 });
      expect(await t.credits()).toEqual(before);
      const source = ffprobe(await bytesOf(videoId));
      const out = ffprobe(await bytesOf(done.output.assetIds[0]));
      const v = out.streams.find((s) => s.codec_type === 'video');
      const a = out.streams.find((s) => s.codec_type === 'audio');
      const sv = source.streams.find((s) => s.codec_type === 'video');
      expect(v).toMatchObject({ codec_name: 'h264', width: sv.width, height: sv.height, nb_frames: sv.nb_frames });
      expect(a).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
      expect(Number(out.format.duration)).toBeCloseTo(Number(source.format.duration), 1);
      expect(Math.abs(Number(a.duration) - Number(sv.duration))).toBeLessThan(0.05);
      const meta = (await t.tool('get-asset', { assetId: done.output.assetIds[0] }, key)).body.data;
      expect(meta).toMatchObject({ kind: 'video', mimeType: 'video/mp4', channels: 2, sampleRate: 48000 });
    });
  }

  it('refuses the wrong kinds and unknown assets with a 400 naming the field, holding nothing', async () => {
    const before = await t.credits();
    for (const [b, field] of [
      [{ videoAssetId: shortAudioId, audioAssetId: shortAudioId }, 'videoAssetId'],
      [{ videoAssetId: videoId, audioAssetId: videoId }, 'audioAssetId'],
      [{ videoAssetId: 'asset_nope', audioAssetId: shortAudioId }, 'videoAssetId'],
      [{ videoAssetId: videoId }, 'audioAssetId'],
    ] as const) {
      const r = await t.tool('combine-video-audio', b, key);
      expect(r.status).toBe(400);
      expect(r.body.error.message.startsWith(field), r.body.error.message).toBe(true);
    }
    const other = await t.createKey('someone else');
    const r = await t.tool('combine-video-audio', { videoAssetId: videoId, audioAssetId: shortAudioId }, other);
    expect(r.status).toBe(400);
    expect(await t.credits()).toEqual(before);
  });
});
