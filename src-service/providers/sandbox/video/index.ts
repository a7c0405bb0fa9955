/**
 * The sandbox video engine's renderers (docs/architecture.md §7): ffmpeg renders every mode
 * offline. Output is H.264 (yuv420p) MP4 with +faststart and no audio track, exactly
 * width×height, exactly round(duration × fps) frames.
 */
export { frameSize, nearestAspectRatio } from './frame-size.ts';
export { renderTextToVideo } from './text-to-video.ts';
export { renderImageToVideo } from './image-to-video.ts';
export { referenceTimeline, renderReferenceToVideo } from './reference-to-video.ts';
export { renderExtension } from './extend.ts';
export { VideoRenderError, X264_PRESET } from './run-ffmpeg.ts';
