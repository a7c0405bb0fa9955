// The sandbox video renderers with real ffmpeg: what ffprobe says about every output
// (H.264, yuv420p, exact size, exact duration), pixels of the frames that carry the
// mode's promise (i2v's pinned first frame, r2v's references in order, extension's seam),
// progress, abort and failures. Inputs are made with ffmpeg's lavfi sources.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

const NEVER = new AbortController().signal;
const quiet = () => {};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function dir(): string {
  const d = mkdtempSync(join(tmpdir(), 'timbre-video-test-'));
  dirs.push(d);
  return d;
}

function ffmpeg(...args: string[]): Buffer {
  return execFileSync('ffmpeg', ['-v', 'error', '-nostdin', ...args], { maxBuffer: 256 * 2 ** 20 });
}

function probeVideo(path: string) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], {
    encoding: 'utf8',
  });
  const data = JSON.parse(out) as { format: { duration: string; format_name: string }; streams: Array<Record<string, string | number>> };
  return { duration: Number(data.format.duration), format: data.format.format_name, streams: data.streams };
}

function expectVideo(path: string, width: number, height: number, seconds: number): void {
  const info = probeVideo(path);
  expect(info.format).toContain('mp4');
  expect(info.streams).toHaveLength(1); // picture only, no audio track
  expect(info.streams[0]).toMatchObject({ codec_type: 'video', codec_name: 'h264', pix_fmt: 'yuv420p', width, height });
  expect(Math.abs(info.duration - seconds)).toBeLessThanOrEqual(0.1);
}

/** A still with four coloured quadrants (red, green / blue, white) and a diagonal, so any misplacement shows. */
function quadrants(path: string, w: number, h: number): string {
  const half = (v: 'X' | 'Y', n: number) => `lt(${v},${n / 2})`;
  const r = `if(${half('Y', h)},if(${half('X', w)},255,0),if(${half('X', w)},0,255))`;
  const g = `if(${half('Y', h)},if(${half('X', w)},0,255),if(${half('X', w)},0,255))`;
  const b = `if(${half('Y', h)},0,255)`;
  const diag = `lt(abs(X/${w}-Y/${h}),0.02)`;
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=${w}x${h}`,
    '-vf',
    `geq=r='if(${diag},128,${r})':g='if(${diag},128,${g})':b='if(${diag},128,${b})'`,
    '-frames:v',
    '1',
    '-y',
    path,
  );
  return path;
}

function solid(path: string, color: string, w = 320, h = 240): string {
  ffmpeg('-f', 'lavfi', '-i', `color=c=${color}:s=${w}x${h}`, '-frames:v', '1', '-y', path);
  return path;
}

/** Frame `index` of a file (or of a still) as raw RGB, optionally through a filter first. */
function frameRgb(path: string, index: number, filter?: string): Buffer {
  const vf = [filter, `select=eq(n\\,${index})`].filter(Boolean).join(',');
  return ffmpeg('-i', path, '-vf', vf, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-');
}

function frameCount(path: string): number {
  return Number(
    execFileSync(
      'ffprobe',
      ['-v', 'error', '-select_streams', 'v:0', '-count_frames', '-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', path],
      { encoding: 'utf8' },
    ).trim(),
  );
}

/** Mean absolute difference per channel, 0..255. */
function mad(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

function meanColor(rgb: Buffer): [number, number, number] {
  const s = [0, 0, 0];
  for (let i = 0; i < rgb.length; i++) s[i % 3] += rgb[i];
  const n = rgb.length / 3;
  return [s[0] / n, s[1] / n, s[2] / n];
}

/** The letterbox fit the i2v renderer documents, done independently with scale + pad. */
const letterbox = (w: number, h: number) =>
  `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2:black,format=rgb24`;

const SPECIAL = `It's "sandbox" time: 100% \\ back\\slash, [brackets] {braces}; semi; %{pts} %{localtime}\nnew line 🎬🙂 ünïcödé ${'long words '.repeat(60)}`;

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

  it('moves smoothly: a tracked dot shows sub-pixel jitter (zoompan in 4:4:4 on a 2× still)', async () => {
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
    // rounding. Here 4:4:4 measured 0.30–0.33 px, zoompan in 4:2:0 at 2× 0.51–0.53 px.
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
    let abortedAt = 0;
    const run = renderTextToVideo({
      outPath: join(d, 'out.mp4'),
      durationSeconds: 15,
      width: 1280,
      height: 720,
      prompt: 'long one',
      signal: ac.signal,
      onProgress: (p) => {
        if (p > 0 && !abortedAt) {
          abortedAt = performance.now();
          ac.abort(reason);
        }
      },
    });
    await expect(run).rejects.toBe(reason);
    expect(abortedAt).toBeGreaterThan(0);
    expect(performance.now() - abortedAt).toBeLessThan(1000);
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
