/**
 * The service's side of the video rules: the tool schemas' shared fields and the checks that
 * turn a broken rule into a 400 naming the field. The rules themselves (models, ratios,
 * resolutions, durations) are the contract's, which the studio's form reads too.
 */
import { Type } from '@sinclair/typebox';
import { invalid } from '../../core/app-error.ts';
import { videoCredits, videoProviderCost } from '../../contract/pricing.ts';
import {
  APP_ONLY_ASPECT_RATIOS,
  billedSeconds,
  DEFAULT_ASPECT_RATIO,
  maxDuration,
  producedResolution,
  supportsMode,
  TOOL_ASPECT_RATIOS,
  versionOfModel,
  VIDEO_DURATION,
  VIDEO_MODELS,
  VIDEO_PROMPT_MAX,
  type VideoMode,
  type VideoResolution,
  type VideoVersion,
} from '../../contract/video.ts';

const MODE_NAMES: Record<VideoMode, string> = {
  t2v: 'text-to-video',
  i2v: 'image-to-video',
  r2v: 'reference-to-video',
  extension: 'extension',
};

/** Schema pieces shared by the four video tools. */
export const videoFields = {
  workerId: Type.Optional(Type.String({ maxLength: 200, description: 'Session identifier of the caller.' })),
  model: Type.Optional(
    Type.String({ maxLength: 100, description: `${VIDEO_MODELS.classic} (classic, the default) or ${VIDEO_MODELS['1.5']} (1.5).` }),
  ),
  prompt: (required: boolean) => {
    const s = Type.String({
      minLength: 1,
      maxLength: VIDEO_PROMPT_MAX,
      description: `What happens in the video, at most ${VIDEO_PROMPT_MAX} characters.`,
    });
    return required ? s : Type.Optional(s);
  },
  aspectRatio: Type.Optional(
    Type.String({ maxLength: 10, description: `One of ${TOOL_ASPECT_RATIOS.join(', ')} (default ${DEFAULT_ASPECT_RATIO}).` }),
  ),
  resolution: Type.Optional(
    Type.String({ maxLength: 10, description: '480p or 720p (default 720p); 1080p and 4K are accepted and produce and bill 720p.' }),
  ),
  durationSeconds: (mode: VideoMode) =>
    Type.Optional(
      Type.Integer({
        description:
          mode === 'extension'
            ? `Added length only; locked to ${VIDEO_DURATION.extensionLocked} (omit it or send ${VIDEO_DURATION.extensionLocked}).`
            : `Seconds of output, ${VIDEO_DURATION.min} to ${VIDEO_DURATION.max[mode]} (default ${VIDEO_DURATION.default}).`,
      }),
    ),
};

/** The version a `model` value selects; 400 for anything else. */
export function videoVersion(model: string | undefined): VideoVersion {
  const version = versionOfModel(model);
  if (!version) throw invalid('model', `must be one of ${VIDEO_MODELS.classic}, ${VIDEO_MODELS['1.5']}`);
  return version;
}

/** Which modes a version supports: 1.5 is image-to-video only. */
export function checkModeSupported(mode: VideoMode, version: VideoVersion): void {
  if (supportsMode(version, mode)) return;
  if (mode === 't2v') {
    throw invalid(
      'model',
      `text-to-video is unsupported for the model ${VIDEO_MODELS['1.5']}; use ${VIDEO_MODELS.classic}, or generate-video-from-image with 1.5`,
    );
  }
  if (mode === 'r2v') {
    throw invalid(
      'model',
      `reference images are not supported by ${VIDEO_MODELS['1.5']} (no fallback); use ${VIDEO_MODELS.classic} for reference-to-video`,
    );
  }
  throw invalid('model', `extension is unsupported for the model ${VIDEO_MODELS['1.5']}; use ${VIDEO_MODELS.classic}`);
}

export function checkAspectRatio(value: string | undefined): string {
  if (value === undefined) return DEFAULT_ASPECT_RATIO;
  if ((TOOL_ASPECT_RATIOS as readonly string[]).includes(value)) return value;
  if ((APP_ONLY_ASPECT_RATIOS as readonly string[]).includes(value)) {
    throw invalid(
      'aspectRatio',
      `${value} is offered in the app but not accepted by the tool API; use one of ${TOOL_ASPECT_RATIOS.join(', ')}`,
    );
  }
  throw invalid('aspectRatio', `must be one of ${TOOL_ASPECT_RATIOS.join(', ')}`);
}

/** The resolution produced and billed, and the one asked for (kept on the task). */
export function checkResolution(value: string | undefined): { resolution: VideoResolution; requested: string } {
  const resolution = producedResolution(value);
  if (!resolution) throw invalid('resolution', 'must be one of 480p, 720p (1080p and 4K are accepted and produce 720p)');
  return { resolution, requested: value ?? resolution };
}

/** The seconds of output the request makes (and is billed for); 400 when out of range. */
export function checkDuration(mode: VideoMode, value: number | undefined): number {
  if (mode === 'extension' && value !== undefined && value !== VIDEO_DURATION.extensionLocked) {
    throw invalid(
      'durationSeconds',
      `the extension tool locks durationSeconds to ${VIDEO_DURATION.extensionLocked} (the added length); omit it or send ${VIDEO_DURATION.extensionLocked}`,
    );
  }
  const d = billedSeconds(mode, value);
  if (d < VIDEO_DURATION.min) throw invalid('durationSeconds', `must be at least ${VIDEO_DURATION.min} seconds for the tool API`);
  if (d > maxDuration(mode)) throw invalid('durationSeconds', `must be at most ${maxDuration(mode)} seconds for ${MODE_NAMES[mode]}`);
  return d;
}

/** `<IMAGE_n>` tokens must address images that were supplied. */
export function checkImageTokens(prompt: string, count: number): void {
  for (const m of prompt.matchAll(/<IMAGE_(\d+)>/g)) {
    const n = Number(m[1]);
    if (n < 1 || n > count) {
      throw invalid(
        'prompt',
        `${m[0]} refers to reference image ${n}, but ${count} ${count === 1 ? 'image was' : 'images were'} given; use <IMAGE_1> to <IMAGE_${count}>`,
      );
    }
  }
}

/** Credits and provider cost of `seconds` of output (480p and 720p alike). */
export function videoPrice(version: VideoVersion, seconds: number): { credits: number; providerCost: number } {
  return { credits: videoCredits(version, seconds), providerCost: videoProviderCost(version, seconds) };
}
