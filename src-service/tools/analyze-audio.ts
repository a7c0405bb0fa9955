import { Type } from '@sinclair/typebox';
import { invalid } from '../errors.ts';
import { analyzeAudio, qualityWarnings } from '../media/analyze.ts';
import { decodePcm } from '../media/convert.ts';
import { AudioQuality } from '../contract/audio-quality.ts';
import { Ref } from '../contract/shapes.ts';
import { defineQueryTool } from './tool.ts';

export const analyzeAudioTool = defineQueryTool({
  name: 'analyze-audio',
  description:
    'A quality read-out of an audio asset before you clone it: duration, peak and speech level (dBFS), clipping and silence ratios, ' +
    'speaking pace, and advice (low sample rate, clipping, too quiet, mostly silence, outside the recommended 10–20 s). Free.',
  input: Type.Object({ audioAssetId: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
  output: Ref(AudioQuality),
  errors: ['not_found'],
  async handle(body, ctx) {
    const row = ctx.deps.assets.get(body.audioAssetId, ctx.principal);
    if (row.kind !== 'audio')
      throw invalid('audioAssetId', `asset ${row.id} is ${row.kind === 'image' ? 'an image' : 'a video'}, not audio`);
    const samples = await decodePcm(ctx.deps.assets.pathOf(row.id), { sampleRate: 24_000, maxSeconds: 600, signal: ctx.signal });
    const analysis = analyzeAudio(samples, 24_000);
    return {
      kind: 'json',
      data: { assetId: row.id, sampleRate: row.sample_rate, ...analysis, warnings: qualityWarnings(analysis, row.sample_rate ?? 0) },
    };
  },
});
