/**
 * Output frame sizes of the sandbox video engine. The short side is the resolution's
 * number (480p → 480, 720p → 720); the long side follows the aspect ratio, rounded to
 * the nearest even number because H.264 in yuv420p needs even dimensions. So 16:9 480p
 * is 854x480 (853.3 rounded to even), the common "FWVGA" size, not 848 (a multiple of 16).
 */

// Resolutions arrive as produced: 1080p and 4K are coerced to 720p before this point.
import { TOOL_ASPECT_RATIOS, type AspectRatio, type VideoResolution } from '../../../contract/video.ts';

const SHORT_SIDE: Record<VideoResolution, number> = { '480p': 480, '720p': 720 };
const RATIOS: Record<AspectRatio, [number, number]> = {
  '16:9': [16, 9],
  '9:16': [9, 16],
  '21:9': [21, 9],
  '4:3': [4, 3],
  '1:1': [1, 1],
  '3:4': [3, 4],
  '3:2': [3, 2],
  '2:3': [2, 3],
};

/** Width and height of an output frame, both even. */
export function frameSize(aspectRatio: AspectRatio, resolution: VideoResolution): { width: number; height: number } {
  const short = Object.hasOwn(SHORT_SIDE, resolution) ? SHORT_SIDE[resolution] : undefined;
  const ab = Object.hasOwn(RATIOS, aspectRatio) ? RATIOS[aspectRatio] : undefined;
  if (short === undefined || ab === undefined) throw new RangeError(`unknown aspect ratio ${aspectRatio} or resolution ${resolution}`);
  const [a, b] = ab;
  return a >= b ? { width: even((short * a) / b), height: short } : { width: short, height: even((short * b) / a) };
}

/**
 * The allowed aspect ratio closest to a picture's shape (compared on a log scale, so
 * 2:1 is as far from 1:1 as 1:2 is). The i2v tool takes no aspect ratio field, so the
 * caller picks the frame for the input image with this.
 */
export function nearestAspectRatio(width: number, height: number, allowed: readonly AspectRatio[] = TOOL_ASPECT_RATIOS): AspectRatio {
  if (!(width > 0 && height > 0)) throw new RangeError(`invalid picture size ${width}x${height}`);
  const target = Math.log(width / height);
  let best = allowed[0];
  let bestDistance = Infinity;
  for (const ar of allowed) {
    const [a, b] = RATIOS[ar];
    const distance = Math.abs(Math.log(a / b) - target);
    if (distance < bestDistance) [best, bestDistance] = [ar, distance];
  }
  return best;
}

function even(x: number): number {
  return 2 * Math.round(x / 2);
}
