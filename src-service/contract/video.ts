/**
 * The video tools' rules as data, with pure checks: the service validates requests with them
 * (and words the errors), the studio builds its form options from the same values.
 */

/** The four ways to make a video. */
export type VideoMode = 't2v' | 'i2v' | 'r2v' | 'extension';

/** The tool of each mode, in the order the studio offers them. */
export const VIDEO_TOOLS: Readonly<Record<VideoMode, string>> = {
  t2v: 'generate-video-from-text',
  i2v: 'generate-video-from-image',
  r2v: 'generate-video-from-reference',
  extension: 'generate-video-extension',
};

/** Every mode, in the order of {@link VIDEO_TOOLS}. */
export const VIDEO_MODES = Object.keys(VIDEO_TOOLS) as VideoMode[];

/** The `model` values of the video tools, by version (docs/interface.md#tools). */
export const VIDEO_MODELS = { classic: 'imagine-video', '1.5': 'imagine-video-1.5-preview' } as const;
/** A video version: classic or 1.5. */
export type VideoVersion = keyof typeof VIDEO_MODELS;

/** Aspect ratios the tool API accepts (tighter than the app: 3:2 and 2:3 are app-only). */
export const TOOL_ASPECT_RATIOS = ['16:9', '9:16', '21:9', '4:3', '1:1', '3:4'] as const;
/** Offered by the provider's own app, refused by the tool API. */
export const APP_ONLY_ASPECT_RATIOS = ['3:2', '2:3'] as const;
export const DEFAULT_ASPECT_RATIO = '16:9';
/** Every aspect ratio the provider's app offers. */
export type AspectRatio = (typeof TOOL_ASPECT_RATIOS)[number] | (typeof APP_ONLY_ASPECT_RATIOS)[number];

/** Resolutions produced; {@link RESOLUTIONS_COERCED_TO_720P} are accepted and produce (and bill) 720p. */
export const VIDEO_RESOLUTIONS = ['480p', '720p'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];
export const DEFAULT_RESOLUTION: VideoResolution = '720p';
const RESOLUTIONS_COERCED_TO_720P = ['1080p', '4k', '2160p'] as const;

/** Durations in seconds (docs/interface.md#limits); extension adds a locked length. */
export const VIDEO_DURATION = { min: 4, default: 6, max: { t2v: 15, i2v: 10, r2v: 10, extension: 10 }, extensionLocked: 8 } as const;
export const MAX_REFERENCE_IMAGES = 7;
export const VIDEO_PROMPT_MAX = 2000;

/** The mode a video tool makes, or null for any other tool. */
export function modeOfTool(tool: string): VideoMode | null {
  return VIDEO_MODES.find((m) => VIDEO_TOOLS[m] === tool) ?? null;
}

/** The version a `model` value selects (absent = classic), or null for a value that is neither. */
export function versionOfModel(model: string | undefined): VideoVersion | null {
  if (model === undefined || model === VIDEO_MODELS.classic) return 'classic';
  if (model === VIDEO_MODELS['1.5']) return '1.5';
  return null;
}

/** Whether a version makes a mode: 1.5 is image-to-video only. */
export function supportsMode(version: VideoVersion, mode: VideoMode): boolean {
  return version === 'classic' || mode === 'i2v';
}

/** Whether a mode takes `aspectRatio` (image-to-video and extension follow their source). */
export function takesAspectRatio(mode: VideoMode): boolean {
  return mode === 't2v' || mode === 'r2v';
}

/** The resolution produced and billed for a requested one (absent = 720p); null when it is not accepted. */
export function producedResolution(value: string | undefined): VideoResolution | null {
  if (value === undefined) return DEFAULT_RESOLUTION;
  if ((VIDEO_RESOLUTIONS as readonly string[]).includes(value)) return value as VideoResolution;
  if ((RESOLUTIONS_COERCED_TO_720P as readonly string[]).includes(value.toLowerCase())) return '720p';
  return null;
}

/** The longest output a mode may ask for, in seconds. */
export function maxDuration(mode: VideoMode): number {
  return mode === 'extension' ? VIDEO_DURATION.extensionLocked : VIDEO_DURATION.max[mode];
}

/** The seconds of output a request makes and is billed for (before its duration is checked). */
export function billedSeconds(mode: VideoMode, durationSeconds: number | undefined): number {
  return mode === 'extension' ? VIDEO_DURATION.extensionLocked : (durationSeconds ?? VIDEO_DURATION.default);
}
