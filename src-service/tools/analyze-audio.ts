import { Type } from '@sinclair/typebox';
import { invalid } from '../core/app-error.ts';
import { analyzeAudio, qualityWarnings } from '../media/analyze.ts';
import { decodePcm } from '../media/convert.ts';
import { AudioQuality } from '../contract/audio-quality.ts';
import { Ref } from '../contract/schema-helpers.ts';
import { defineQueryTool } from './tool.ts';

/** The rate the read-out decodes at. */
const RATE = 24_000;

/** A selection must lie inside the audio and not be empty; the 400 names the field at fault. */
function checkSelection(start: number | undefined, end: number | undefined, duration: number): void {
  const d = Math.round(duration * 1000) / 1000;
  if (start !== undefined && start >= duration)
    throw invalid('startSeconds', `must be less than the duration (${d} s) and than endSeconds`, { durationSeconds: d });
  if (end !== undefined && end > duration + 0.0005)
    throw invalid('endSeconds', `must be at most the duration (${d} s)`, { durationSeconds: d });
  if (start !== undefined && end !== undefined && start >= end) throw invalid('endSeconds', 'must be greater than startSeconds');
}

export const analyzeAudioTool = defineQueryTool({
  name: 'analyze-audio',
  description:
    'A quality read-out of an audio asset before you clone it: duration, peak and speech level (dBFS), clipping and silence ratios, ' +
    'speaking pace, and advice (low sample rate, clipping, too quiet, mostly silence, outside the recommended 10–20 s). ' +
    'With startSeconds/endSeconds it reads only that part (a trimmed selection): 0 ≤ startSeconds < endSeconds ≤ the duration. Free.',
  input: Type.Object(
    {
      audioAssetId: Type.String({ minLength: 1, maxLength: 100 }),
      startSeconds: Type.Optional(Type.Number({ minimum: 0, description: 'Start of the part to read (default 0).' })),
      endSeconds: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: "End of the part to read (default the asset's end)." })),
    },
    { additionalProperties: false },
  ),
  output: Ref(AudioQuality),
  errors: ['not_found'],
  async handle(body, ctx) {
    const row = ctx.deps.assets.get(body.audioAssetId, ctx.principal);
    if (row.kind !== 'audio')
      throw invalid('audioAssetId', `asset ${row.id} is ${row.kind === 'image' ? 'an image' : 'a video'}, not audio`);
    const known = row.duration_seconds;
    if (known !== null) checkSelection(body.startSeconds, body.endSeconds, known);
    const whole = await decodePcm(ctx.deps.assets.pathOf(row.id), { sampleRate: RATE, maxSeconds: 600, signal: ctx.signal });
    const duration = known ?? whole.length / RATE;
    if (known === null) checkSelection(body.startSeconds, body.endSeconds, duration);
    const trimmed = body.startSeconds !== undefined || body.endSeconds !== undefined;
    const samples = trimmed
      ? whole.subarray(Math.round((body.startSeconds ?? 0) * RATE), Math.round((body.endSeconds ?? duration) * RATE))
      : whole;
    const analysis = analyzeAudio(samples, RATE);
    return {
      kind: 'json',
      data: { assetId: row.id, sampleRate: row.sample_rate, ...analysis, warnings: qualityWarnings(analysis, row.sample_rate ?? 0) },
    };
  },
});
