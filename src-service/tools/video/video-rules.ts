import { Type } from '@sinclair/typebox';
import { invalid } from '../../errors.ts';
import type { VideoMode } from '../../providers/engine.ts';
import { PRICING } from '../pricing.ts';

/** The spec's model values, by version. */
export const VIDEO_MODELS = { classic: 'imagine-video', '1.5': 'imagine-video-1.5-preview' } as const;
export type VideoVersion = keyof typeof VIDEO_MODELS;

/** Aspect ratios the tool API accepts (tighter than the app: 3:2 and 2:3 are app-only). */
export const TOOL_ASPECT_RATIOS = ['16:9', '9:16', '21:9', '4:3', '1:1', '3:4'] as const;
const APP_ONLY_RATIOS = ['3:2', '2:3'];

/** Resolutions produced; 1080p and 4K requests are accepted and produce (and bill) 720p. */
export const VIDEO_RESOLUTIONS = ['480p', '720p'] as const;
const COERCED_TO_720P = ['1080p', '4k', '2160p'];

/** Durations in seconds (spec: Limits → Video, tool API rules). */
export const VIDEO_DURATION = { min: 4, default: 6, max: { t2v: 15, i2v: 10, r2v: 10, extension: 10 }, extensionLocked: 8 } as const;
export const MAX_REFERENCE_IMAGES = 7;
export const VIDEO_PROMPT_MAX = 2000;

const MODE_NAMES: Record<VideoMode, string> = { t2v: 'text-to-video', i2v: 'image-to-video', r2v: 'reference-to-video', extension: 'extension' };

/** Schema pieces shared by the four video tools. */
export const videoFields = {
  workerId: Type.Optional(Type.String({ maxLength: 200, description: 'Session identifier of the caller.' })),
  model: Type.Optional(Type.String({ maxLength: 100, description: `${VIDEO_MODELS.classic} (classic, the default) or ${VIDEO_MODELS['1.5']} (1.5).` })),
  prompt: (required: boolean) => {
    const s = Type.String({ minLength: 1, maxLength: VIDEO_PROMPT_MAX, description: `What happens in the video, at most ${VIDEO_PROMPT_MAX} characters.` });
    return required ? s : Type.Optional(s);
  },
  aspectRatio: Type.Optional(Type.String({ maxLength: 10, description: `One of ${TOOL_ASPECT_RATIOS.join(', ')} (default 16:9).` })),
  resolution: Type.Optional(Type.String({ maxLength: 10, description: '480p or 720p (default 720p); 1080p and 4K are accepted and produce and bill 720p.' })),
  durationSeconds: (mode: VideoMode) =>
    Type.Optional(Type.Integer({
      description: mode === 'extension'
        ? `Added length only; locked to ${VIDEO_DURATION.extensionLocked} (omit it or send ${VIDEO_DURATION.extensionLocked}).`
        : `Seconds of output, ${VIDEO_DURATION.min} to ${VIDEO_DURATION.max[mode]} (default ${VIDEO_DURATION.default}).`,
    })),
};

/** The version a `model` value selects; 400 for anything else. */
export function videoVersion(model: string | undefined): VideoVersion {
  if (model === undefined || model === VIDEO_MODELS.classic) return 'classic';
  if (model === VIDEO_MODELS['1.5']) return '1.5';
  throw invalid('model', `must be one of ${VIDEO_MODELS.classic}, ${VIDEO_MODELS['1.5']}`);
}

/** Which modes a version supports: 1.5 is image-to-video only. */
export function checkModeSupported(mode: VideoMode, version: VideoVersion): void {
  if (version === 'classic' || mode === 'i2v') return;
  if (mode === 't2v') {
    throw invalid('model', `text-to-video is unsupported for the model ${VIDEO_MODELS['1.5']}; use ${VIDEO_MODELS.classic}, or generate-video-from-image with 1.5`);
  }
  if (mode === 'r2v') {
    throw invalid('model', `reference images are not supported by ${VIDEO_MODELS['1.5']} (no fallback); use ${VIDEO_MODELS.classic} for reference-to-video`);
  }
  throw invalid('model', `extension is unsupported for the model ${VIDEO_MODELS['1.5']}; use ${VIDEO_MODELS.classic}`);
}

export function checkAspectRatio(value: string | undefined): string {
  if (value === undefined) return '16:9';
  if ((TOOL_ASPECT_RATIOS as readonly string[]).includes(value)) return value;
  if (APP_ONLY_RATIOS.includes(value)) {
    throw invalid('aspectRatio', `${value} is offered in the app but not accepted by the tool API; use one of ${TOOL_ASPECT_RATIOS.join(', ')}`);
  }
  throw invalid('aspectRatio', `must be one of ${TOOL_ASPECT_RATIOS.join(', ')}`);
}

/** The resolution produced and billed, and the one asked for (kept on the task). */
export function checkResolution(value: string | undefined): { resolution: '480p' | '720p'; requested: string } {
  if (value === undefined) return { resolution: '720p', requested: '720p' };
  if ((VIDEO_RESOLUTIONS as readonly string[]).includes(value)) return { resolution: value as '480p' | '720p', requested: value };
  if (COERCED_TO_720P.includes(value.toLowerCase())) return { resolution: '720p', requested: value };
  throw invalid('resolution', 'must be one of 480p, 720p (1080p and 4K are accepted and produce 720p)');
}

export function checkDuration(mode: VideoMode, value: number | undefined): number {
  if (mode === 'extension') {
    if (value !== undefined && value !== VIDEO_DURATION.extensionLocked) {
      throw invalid('durationSeconds', `the extension tool locks durationSeconds to ${VIDEO_DURATION.extensionLocked} (the added length); omit it or send ${VIDEO_DURATION.extensionLocked}`);
    }
    return VIDEO_DURATION.extensionLocked;
  }
  const d = value ?? VIDEO_DURATION.default;
  if (d < VIDEO_DURATION.min) throw invalid('durationSeconds', `must be at least ${VIDEO_DURATION.min} seconds for the tool API`);
  if (d > VIDEO_DURATION.max[mode]) throw invalid('durationSeconds', `must be at most ${VIDEO_DURATION.max[mode]} seconds for ${MODE_NAMES[mode]}`);
  return d;
}

/** `<IMAGE_n>` tokens must address images that were supplied. */
export function checkImageTokens(prompt: string, count: number): void {
  for (const m of prompt.matchAll(/<IMAGE_(\d+)>/g)) {
    const n = Number(m[1]);
    if (n < 1 || n > count) {
      throw invalid('prompt', `${m[0]} refers to reference image ${n}, but ${count} ${count === 1 ? 'image was' : 'images were'} given; use <IMAGE_1> to <IMAGE_${count}>`);
    }
  }
}

/** Credits and provider cost of `seconds` of output (480p and 720p alike). */
export function videoPrice(version: VideoVersion, seconds: number): { credits: number; providerCost: number } {
  return {
    credits: PRICING.video.perSecond[version] * seconds,
    providerCost: Math.round(PRICING.video.providerCostPerSecond[version] * seconds * 1000) / 1000,
  };
}
