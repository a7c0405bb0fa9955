import { createRequire } from 'node:module';
import type ffmpeg from 'fluent-ffmpeg';

const require = createRequire(import.meta.url);
let loaded: typeof ffmpeg | undefined;

/**
 * A fluent-ffmpeg command. The library (and its dependencies) is loaded on the first command,
 * not while the service starts, which it need not wait for.
 */
export function ffmpegCommand(input?: string): ffmpeg.FfmpegCommand {
  loaded ??= require('fluent-ffmpeg') as typeof ffmpeg;
  return input === undefined ? loaded() : loaded(input);
}
