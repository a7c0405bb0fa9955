import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './service.ts';

/** ffprobe's own view of a file or bytes: an independent check of what the service claims. */
export function ffprobe(input: string | Buffer): { format: any; streams: any[] } {
  let path = input as string;
  if (Buffer.isBuffer(input)) {
    path = join(tempDir('timbre-probe-'), 'media');
    writeFileSync(path, input);
  }
  const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], {
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** Makes a media file with ffmpeg's lavfi sources (tones, test images, test videos). */
export function makeMedia(args: string[], ext: string): Buffer {
  const out = join(tempDir('timbre-media-'), `out.${ext}`);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, out]);
  return execFileSync('cat', [out], { maxBuffer: 1 << 30 });
}
