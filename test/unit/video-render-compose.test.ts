// The sandbox reference-to-video and extension renderers, and abort, with real ffmpeg: what
// ffprobe says about each output, the pixels of the references and the seam, and that an
// abort kills ffmpeg and leaves nothing (the text and image renderers: video-render.test.ts).
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
  mad,
  meanColor,
  quadrants,
  quiet,
  removeDirs,
  solid,
} from '../helpers/video-frames.ts';
import {
  frameSize,
  referenceTimeline,
  renderExtension,
  renderImageToVideo,
  renderReferenceToVideo,
  renderTextToVideo,
  VideoRenderError,
} from '../../src-service/providers/sandbox/video/index.ts';
import type { AspectRatio, VideoResolution } from '../../src-service/contract/video.ts';

afterAll(removeDirs);

describe('renderReferenceToVideo', () => {
  it('shows three references in order, each alone in its window', async () => {
    const d = dir();
    const colors: Array<[string, [number, number, number]]> = [
      ['red', [255, 0, 0]],
      ['lime', [0, 255, 0]],
      ['blue', [0, 0, 255]],
    ];
    const paths = colors.map(([c], i) => solid(join(d, `${i}.png`), c, 300 + 100 * i, 200));
    const out = join(d, 'out.mp4');
    const { width, height } = frameSize('16:9', '480p');
    await renderReferenceToVideo({ outPath: out, imagePaths: paths, durationSeconds: 4, width, height, signal: NEVER, onProgress: quiet });
    expectVideo(out, width, height, 4);
    const windows = referenceTimeline(4, 3);
    // Sampled in the middle of the frame, clear of the caption band and badge.
    const centre = `crop=${width / 2}:${height / 2}:${width / 4}:${height / 4}`;
    windows.forEach((w, i) => {
      for (const t of [w.startSeconds + 0.05, (w.startSeconds + w.endSeconds) / 2]) {
        const mean = meanColor(frameRgb(out, Math.floor(t * 24), centre));
        mean.forEach((c, k) => expect(Math.abs(c - colors[i][1][k])).toBeLessThan(20));
      }
    });
  });

  it('dissolves linearly: frame i of an n-frame dissolve shows the next reference at i/n', async () => {
    const d = dir();
    // Greys: a mix of two colours can leave the RGB cube (clipped, so not linear), a mix of greys cannot.
    const paths = [solid(join(d, 'a.png'), '0x303030'), solid(join(d, 'b.png'), '0xd0d0d0')];
    const out = join(d, 'out.mp4');
    await renderReferenceToVideo({
      outPath: out,
      imagePaths: paths,
      durationSeconds: 3,
      width: 320,
      height: 240,
      signal: NEVER,
      onProgress: quiet,
    });
    const [first, second] = referenceTimeline(3, 2);
    const start = Math.round(first.endSeconds * 24); // the second reference starts fading in
    const fade = Math.round(second.startSeconds * 24) - start;
    expect(fade).toBeGreaterThan(2);
    // Measured ends (the greys as they come back through yuv420p), so only the ramp is tested.
    const colour = (f: number) => meanColor(frameRgb(out, f, 'crop=160:120:80:60'));
    const [a, b] = [colour(start - 1), colour(start + fade)];
    expect(b[0] - a[0]).toBeGreaterThan(150);
    for (let i = 0; i < fade; i++) {
      const mean = colour(start + i);
      // A frame early or late is off by about 255 / n levels (21 for this 12-frame dissolve).
      mean.forEach((c, k) => expect(Math.abs(c - (a[k] + ((b[k] - a[k]) * i) / fade))).toBeLessThan(5));
    }
  });

  it.each<[AspectRatio, VideoResolution, number]>([
    ['9:16', '480p', 7],
    ['4:3', '720p', 1],
  ])('%s %s with %d reference(s): exact size and duration', async (ar, res, count) => {
    const d = dir();
    const paths = Array.from({ length: count }, (_, i) => quadrants(join(d, `${i}.${i % 2 ? 'jpg' : 'png'}`), 200 + 50 * i, 300 - 20 * i));
    const { width, height } = frameSize(ar, res);
    const out = join(d, 'out.mp4');
    await renderReferenceToVideo({
      outPath: out,
      imagePaths: paths,
      durationSeconds: 3,
      width,
      height,
      prompt: SPECIAL,
      signal: NEVER,
      onProgress: quiet,
    });
    expectVideo(out, width, height, 3);
    expect(frameCount(out)).toBe(72);
  });

  it('refuses zero or more than seven references before starting ffmpeg', async () => {
    const base = { outPath: join(dir(), 'out.mp4'), durationSeconds: 2, width: 320, height: 240, signal: NEVER, onProgress: quiet };
    await expect(renderReferenceToVideo({ ...base, imagePaths: [] })).rejects.toThrow(RangeError);
    await expect(renderReferenceToVideo({ ...base, imagePaths: Array(8).fill('x.png') })).rejects.toThrow(RangeError);
  });
});

describe('renderExtension', () => {
  it.each<[number, number, number, number]>([
    [640, 360, 30, 2], // 30 fps input: re-timed to 24
    [480, 848, 24, 1.5],
  ])('%dx%d at %d fps + 2 s: same size, input first, seamless from the last frame', async (w, h, rate, inSeconds) => {
    const d = dir();
    const input = join(d, 'in.mp4');
    ffmpeg('-f', 'lavfi', '-i', `testsrc2=s=${w}x${h}:r=${rate}:d=${inSeconds}`, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', input);
    const out = join(d, 'out.mp4');
    const result = await renderExtension({
      outPath: out,
      videoPath: input,
      addSeconds: 2,
      prompt: 'keep going',
      signal: NEVER,
      onProgress: quiet,
    });
    expect(result).toEqual({ width: w, height: h, durationSeconds: inSeconds + 2 });
    expectVideo(out, w, h, inSeconds + 2);

    const inFrames = Math.round(inSeconds * 24);
    // Input frames at 24 fps, taken from the input the same way (fps filter), against the output's.
    expect(mad(frameRgb(out, 0), frameRgb(input, 0, 'fps=24'))).toBeLessThan(6);
    expect(mad(frameRgb(out, 5), frameRgb(input, 5, 'fps=24'))).toBeLessThan(6);
    const lastIn = frameRgb(input, Math.round(inSeconds * rate) - 1);
    expect(mad(frameRgb(out, inFrames - 1), lastIn)).toBeLessThan(6);
    expect(mad(frameRgb(out, inFrames), lastIn)).toBeLessThan(6); // the first added frame continues it
    expect(mad(frameRgb(out, inFrames + 47), lastIn)).toBeGreaterThan(3); // and then it moves
  });

  it('rejects a file that is not a video without leaving output', async () => {
    const d = dir();
    const input = join(d, 'not-video.mp4');
    writeFileSync(input, 'definitely not a video');
    const err = await renderExtension({
      outPath: join(d, 'out.mp4'),
      videoPath: input,
      addSeconds: 1,
      signal: NEVER,
      onProgress: quiet,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VideoRenderError);
    expect((err as Error).message).toMatch(/^The video to extend could not be read: \S/);
    expect((err as Error).message).not.toContain(d);
    expect(readdirSync(d)).toEqual(['not-video.mp4']);
  });

  it('rejects durationSeconds that is not the added length', async () => {
    await expect(
      renderExtension({ outPath: 'x.mp4', videoPath: 'in.mp4', addSeconds: 4, durationSeconds: 10, signal: NEVER, onProgress: quiet }),
    ).rejects.toThrow(/must equal addSeconds/);
  });
});

describe('abort', () => {
  it('kills ffmpeg at once, rejects with the reason and leaves no file', async () => {
    const d = dir();
    const ac = new AbortController();
    const reason = new Error('cancelled by the test');
    let aborted = false;
    let furthest = 0;
    const run = renderTextToVideo({
      outPath: join(d, 'out.mp4'),
      durationSeconds: 15,
      width: 1280,
      height: 720,
      prompt: 'long one',
      signal: ac.signal,
      onProgress: (p) => {
        furthest = Math.max(furthest, p);
        if (p > 0 && !aborted) {
          aborted = true;
          ac.abort(reason);
        }
      },
    });
    await expect(run).rejects.toBe(reason);
    expect(aborted).toBe(true);
    // Killed, not left to finish: its progress (in percent) stopped short of 100.
    expect(furthest).toBeLessThan(100);
    expect(readdirSync(d)).toEqual([]);
  });

  it('an already aborted signal rejects before anything starts', async () => {
    const d = dir();
    const reason = new Error('too late');
    const image = solid(join(d, 'x.png'), 'red');
    const signal = AbortSignal.abort(reason);
    const common = { outPath: join(d, 'out.mp4'), durationSeconds: 1, width: 320, height: 240, signal, onProgress: quiet };
    await expect(renderTextToVideo(common)).rejects.toBe(reason);
    await expect(renderImageToVideo({ ...common, imagePath: image })).rejects.toBe(reason);
    await expect(renderReferenceToVideo({ ...common, imagePaths: [image] })).rejects.toBe(reason);
    await expect(renderExtension({ outPath: common.outPath, videoPath: image, addSeconds: 1, signal, onProgress: quiet })).rejects.toBe(
      reason,
    );
    expect(readdirSync(d)).toEqual(['x.png']);
  });
});
