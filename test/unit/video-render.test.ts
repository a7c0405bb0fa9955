// The sandbox video renderers with real ffmpeg: what ffprobe says about every output
// (H.264, yuv420p, exact size, exact duration), pixels of the frames that carry the
// mode's promise (i2v's pinned first frame, r2v's references in order, extension's seam),
// progress, abort and failures. Inputs are made with ffmpeg's lavfi sources.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NEVER,
  SPECIAL,
  dir,
  expectVideo,
  ffmpeg,
  frameCount,
  frameRgb,
  letterbox,
  mad,
  meanColor,
  quadrants,
  quiet,
  removeDirs,
} from '../helpers/video-frames.ts';
import { frameSize, renderImageToVideo, renderTextToVideo, VideoRenderError } from '../../src-service/providers/sandbox/video/index.ts';
import type { AspectRatio, VideoResolution } from '../../src-service/contract/video.ts';

afterAll(removeDirs);

describe('renderTextToVideo', () => {
  it.each<[AspectRatio, VideoResolution, number]>([
    ['16:9', '720p', 2],
    ['9:16', '480p', 1.5],
    ['21:9', '480p', 1],
  ])('%s %s %d s: H.264 yuv420p at the exact size and duration', async (ar, res, seconds) => {
    const { width, height } = frameSize(ar, res);
    const out = join(dir(), 'out.mp4');
    await renderTextToVideo({
      outPath: out,
      durationSeconds: seconds,
      width,
      height,
      prompt: 'a lighthouse at dusk, waves rolling in',
      signal: NEVER,
      onProgress: quiet,
    });
    expectVideo(out, width, height, seconds);
    expect(frameCount(out)).toBe(Math.round(seconds * 24));
  });

  it('renders a prompt full of filter syntax, quotes, newlines and emoji, and it moves', async () => {
    const out = join(dir(), 'out.mp4');
    await renderTextToVideo({
      outPath: out,
      durationSeconds: 2,
      width: 720,
      height: 720,
      prompt: SPECIAL,
      signal: NEVER,
      onProgress: quiet,
    });
    expectVideo(out, 720, 720, 2);
    expect(mad(frameRgb(out, 0), frameRgb(out, 47))).toBeGreaterThan(0.5);
  });

  it('draws the prompt in white over a dark background; without a prompt there is no white', async () => {
    const d = dir();
    const opts = { durationSeconds: 1, width: 640, height: 360, signal: NEVER, onProgress: quiet, fps: 12 };
    await renderTextToVideo({ ...opts, outPath: join(d, 'a.mp4'), prompt: 'a prompt long enough to fill a line or two in the middle' });
    await renderTextToVideo({ ...opts, outPath: join(d, 'b.mp4') });
    const white = (rgb: Buffer) => {
      let n = 0;
      for (let i = 0; i < rgb.length; i += 3) if (rgb[i] > 200 && rgb[i + 1] > 200 && rgb[i + 2] > 200) n++;
      return n;
    };
    expect(white(frameRgb(join(d, 'a.mp4'), 0))).toBeGreaterThan(500);
    expect(white(frameRgb(join(d, 'b.mp4'), 0))).toBeLessThan(20);
  });
});

describe('renderImageToVideo', () => {
  it.each<[string, number, number, AspectRatio, VideoResolution]>([
    ['png', 640, 360, '16:9', '720p'], // same shape, scaled up
    ['jpg', 300, 500, '16:9', '480p'], // portrait into landscape: pillarboxed
    ['webp', 1000, 420, '1:1', '480p'], // wide into square: letterboxed
    ['png', 1001, 777, '3:4', '480p'], // odd size
  ])('%s %dx%d → %s %s: first frame is the letterboxed image, then it moves', async (ext, iw, ih, ar, res) => {
    const d = dir();
    const image = quadrants(join(d, `in.${ext}`), iw, ih);
    const { width, height } = frameSize(ar, res);
    const out = join(d, 'out.mp4');
    await renderImageToVideo({
      outPath: out,
      imagePath: image,
      durationSeconds: 2,
      width,
      height,
      prompt: 'slow push in',
      signal: NEVER,
      onProgress: quiet,
    });
    expectVideo(out, width, height, 2);
    const expected = frameRgb(image, 0, letterbox(width, height));
    const first = frameRgb(out, 0);
    expect(mad(first, expected)).toBeLessThan(6);
    expect(mad(frameRgb(out, 47), first)).toBeGreaterThan(6);
  });

  it('moves smoothly: a tracked dot shows sub-pixel jitter (zoompan over a phase mosaic of the still)', async () => {
    const d = dir();
    const [w, h, frames] = [640, 360, 72];
    const image = join(d, 'dot.png');
    ffmpeg('-f', 'lavfi', '-i', `color=black:s=${w}x${h},drawbox=x=120:y=150:w=10:h=10:c=white:t=fill`, '-frames:v', '1', '-y', image);
    const out = join(d, 'out.mp4');
    await renderImageToVideo({
      outPath: out,
      imagePath: image,
      durationSeconds: frames / 24,
      width: w,
      height: h,
      signal: NEVER,
      onProgress: quiet,
    });
    // Luma centroid of the dot in every frame, away from the badge in the top left corner.
    const gray = ffmpeg('-i', out, '-vf', `crop=${w}:${h - 100}:0:100,format=gray`, '-f', 'rawvideo', '-');
    const size = w * (h - 100);
    const xs = Array.from({ length: frames }, (_, f) => {
      let [sum, sx] = [0, 0];
      for (let i = 0; i < size; i++) {
        const v = gray[f * size + i];
        if (v > 40) [sum, sx] = [sum + v, sx + v * (i % w)];
      }
      return sx / sum;
    });
    expect(xs[frames - 1] - xs[0]).toBeLessThan(-10); // it does move (toward the focus point)
    let jitter = 0;
    for (let i = 1; i < frames - 1; i++) jitter += Math.abs(xs[i - 1] - 2 * xs[i] + xs[i + 1]);
    // The eased motion itself has a second difference near 0.01 px; the rest is crop
    // rounding. Here the phase mosaic measured 0.32 px, the earlier zoom in 4:4:4 at 2× 0.30–0.33 px,
    // zoompan in 4:2:0 at 2× 0.51–0.53 px.
    expect(jitter / (frames - 2)).toBeLessThan(0.42);
  });

  it('composites a transparent PNG on black', async () => {
    const d = dir();
    const image = join(d, 'alpha.png');
    ffmpeg('-f', 'lavfi', '-i', 'color=c=white@0.0:s=200x200,format=rgba', '-frames:v', '1', '-y', image);
    const out = join(d, 'out.mp4');
    await renderImageToVideo({
      outPath: out,
      imagePath: image,
      durationSeconds: 1,
      width: 480,
      height: 480,
      signal: NEVER,
      onProgress: quiet,
    });
    expect(meanColor(frameRgb(out, 0)).every((c) => c < 20)).toBe(true);
  });

  it('reports monotonic progress ending at 100', async () => {
    const d = dir();
    const seen: number[] = [];
    await renderImageToVideo({
      outPath: join(d, 'out.mp4'),
      imagePath: quadrants(join(d, 'in.png'), 640, 360),
      durationSeconds: 2,
      width: 1280,
      height: 720,
      signal: NEVER,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(100);
    expect(seen.every((p, i) => p >= 0 && p <= 100 && (i === 0 || p > seen[i - 1]))).toBe(true);
  });

  it('rejects an image ffmpeg cannot read, naming neither the temporary folder nor leaving output', async () => {
    const d = dir();
    const image = join(d, 'broken.png');
    writeFileSync(image, Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.alloc(64, 7)]));
    const err = await renderImageToVideo({
      outPath: join(d, 'out.mp4'),
      imagePath: image,
      durationSeconds: 1,
      width: 320,
      height: 240,
      signal: NEVER,
      onProgress: quiet,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VideoRenderError);
    expect((err as Error).message).toMatch(/^ffmpeg could not render the video: \S/);
    expect((err as Error).message).not.toContain(d);
    expect((err as Error).message).not.toContain('timbre-video-');
    expect(readdirSync(d)).toEqual(['broken.png']);
  });
});
