import { Type } from '@sinclair/typebox';
import { invalid } from '../../core/app-error.ts';
import { nearestAspectRatio } from '../../providers/sandbox/video/frame-size.ts';
import { PRICING } from '../../contract/pricing.ts';
import { MAX_REFERENCE_IMAGES, TOOL_ASPECT_RATIOS, VIDEO_DURATION, VIDEO_MODELS } from '../../contract/video.ts';
import { defineGenerationTool, defineQueryTool } from '../tool.ts';
import { checkAspectRatio, checkImageTokens, videoFields } from './video-rules.ts';
import { assetOfKind, checkInlineInputs, planVideo, runVideo } from './video-task.ts';

const PRICE_LINE =
  `Price: ${PRICING.video.perSecond.classic} credits per second of output on ${VIDEO_MODELS.classic} (classic), ` +
  `${PRICING.video.perSecond['1.5']} on ${VIDEO_MODELS['1.5']}, at 480p and 720p alike; 1080p and 4K requests produce and bill 720p.`;
const errors = ['validation_failed', 'insufficient_credits', 'conflict', 'idempotency_mismatch'] as const;

export const generateVideoFromText = defineGenerationTool({
  name: 'generate-video-from-text',
  description:
    `Text-to-video (classic only: ${VIDEO_MODELS['1.5']} rejects it). durationSeconds ${VIDEO_DURATION.min}–${VIDEO_DURATION.max.t2v} (default ${VIDEO_DURATION.default}); ` +
    `aspectRatio ${TOOL_ASPECT_RATIOS.join(', ')}; resolution 480p or 720p. ${PRICE_LINE} Output: H.264 MP4.`,
  input: Type.Object(
    {
      workerId: videoFields.workerId,
      model: videoFields.model,
      prompt: videoFields.prompt(true),
      aspectRatio: videoFields.aspectRatio,
      resolution: videoFields.resolution,
      durationSeconds: videoFields.durationSeconds('t2v'),
    },
    { additionalProperties: false },
  ),
  errors: [...errors],
  plan(body, ctx) {
    const plan = planVideo(ctx, 't2v', body);
    plan.input.aspectRatio = checkAspectRatio(body.aspectRatio);
    return plan;
  },
  run: runVideo,
});

export const generateVideoFromImage = defineGenerationTool({
  name: 'generate-video-from-image',
  description:
    `Image-to-video on both versions: the image pins the first frame. durationSeconds ${VIDEO_DURATION.min}–${VIDEO_DURATION.max.i2v} (default ${VIDEO_DURATION.default}); ` +
    `the frame follows the image's shape (nearest of ${TOOL_ASPECT_RATIOS.join(', ')}); resolution 480p or 720p. ${PRICE_LINE}`,
  input: Type.Object(
    {
      workerId: videoFields.workerId,
      model: videoFields.model,
      imageAssetId: Type.String({ minLength: 1, maxLength: 100, description: 'An uploaded image (PNG, JPEG, WebP).' }),
      prompt: videoFields.prompt(false),
      resolution: videoFields.resolution,
      durationSeconds: videoFields.durationSeconds('i2v'),
    },
    { additionalProperties: false },
  ),
  errors: [...errors],
  plan(body, ctx) {
    const plan = planVideo(ctx, 'i2v', body);
    const image = assetOfKind(ctx, body.imageAssetId, 'image', 'imageAssetId');
    checkInlineInputs(ctx, [{ row: image, field: 'imageAssetId' }]);
    plan.input.imageAssetId = image.id;
    plan.input.aspectRatio = nearestAspectRatio(image.width ?? 16, image.height ?? 9);
    return plan;
  },
  run: runVideo,
});

export const generateVideoFromReference = defineGenerationTool({
  name: 'generate-video-from-reference',
  description:
    `Reference-to-video (classic only): up to ${MAX_REFERENCE_IMAGES} reference images guide appearance without locking a frame; ` +
    `the prompt may address them as <IMAGE_1>, <IMAGE_2>, … durationSeconds ${VIDEO_DURATION.min}–${VIDEO_DURATION.max.r2v} (default ${VIDEO_DURATION.default}). ${PRICE_LINE}`,
  input: Type.Object(
    {
      workerId: videoFields.workerId,
      model: videoFields.model,
      referenceImageAssetIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
        minItems: 1,
        maxItems: MAX_REFERENCE_IMAGES,
        description: `1 to ${MAX_REFERENCE_IMAGES} uploaded images, in order.`,
      }),
      prompt: videoFields.prompt(true),
      aspectRatio: videoFields.aspectRatio,
      resolution: videoFields.resolution,
      durationSeconds: videoFields.durationSeconds('r2v'),
    },
    { additionalProperties: false },
  ),
  errors: [...errors],
  plan(body, ctx) {
    const plan = planVideo(ctx, 'r2v', body);
    plan.input.aspectRatio = checkAspectRatio(body.aspectRatio);
    checkImageTokens(body.prompt, body.referenceImageAssetIds.length);
    const images = body.referenceImageAssetIds.map((id, i) => {
      const field = `referenceImageAssetIds.${i}`;
      return { row: assetOfKind(ctx, id, 'image', field), field };
    });
    checkInlineInputs(ctx, images);
    plan.input.referenceImageAssetIds = images.map((i) => i.row.id);
    return plan;
  },
  run: runVideo,
});

export const generateVideoExtension = defineGenerationTool({
  name: 'generate-video-extension',
  description:
    `Extends a video (classic only): continues from its last frame and returns the extended video. durationSeconds is the added length only and is locked to ` +
    `${VIDEO_DURATION.extensionLocked}; billed for the added seconds only. The extension keeps the input's frame size. ${PRICE_LINE}`,
  input: Type.Object(
    {
      workerId: videoFields.workerId,
      model: videoFields.model,
      videoAssetId: Type.String({ minLength: 1, maxLength: 100, description: 'An uploaded or generated video.' }),
      prompt: videoFields.prompt(false),
      resolution: videoFields.resolution,
      durationSeconds: videoFields.durationSeconds('extension'),
    },
    { additionalProperties: false },
  ),
  errors: [...errors],
  plan(body, ctx) {
    const plan = planVideo(ctx, 'extension', body);
    const video = assetOfKind(ctx, body.videoAssetId, 'video', 'videoAssetId');
    checkInlineInputs(ctx, [{ row: video, field: 'videoAssetId' }]);
    plan.input.videoAssetId = video.id;
    return plan;
  },
  run: runVideo,
});

/** Video edit lives on another model family; this family always refuses it (docs/interface.md#tools). */
export const editVideo = defineQueryTool({
  name: 'edit-video',
  description: `Video edit is not available on the imagine-video family (${VIDEO_MODELS.classic}, ${VIDEO_MODELS['1.5']}): it always answers 400. Video edit is supported by a different model only.`,
  input: Type.Object({}, { additionalProperties: true }),
  output: Type.Never({ description: 'Never answers with data: every call is refused.' }),
  errors: ['validation_failed'],
  handle() {
    throw invalid(
      'model',
      `video edit is supported by a different model only; the imagine-video family (${VIDEO_MODELS.classic}, ${VIDEO_MODELS['1.5']}) cannot edit videos`,
    );
  },
});
