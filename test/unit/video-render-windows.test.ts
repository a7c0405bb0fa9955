// The sandbox video renderers split across parallel ffmpeg processes (windows of frames joined
// by stream copy), and extension copying a compatible input stream, with real ffmpeg: the
// joins lose or repeat no frame, the copied part is the input's own packets, and an abort or
// a failing window leaves no ffmpeg running and no file behind.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NEVER,
  dir,
  expectVideo,
  ffmpeg,
  frameCount,
  frameRgb,
  mad,
  quadrants,
  quiet,
  removeDirs,
  solid,
} from '../helpers/video-frames.ts';
import {
  renderExtension,
  renderImageToVideo,
  renderReferenceToVideo,
  renderTextToVideo,
  VideoRenderError,
} from '../../src-service/providers/sandbox/video/index.ts';

afterAll(removeDirs);

/** Every video packet: timestamps, flags, size and a hash of its bytes. */
function packets(path: string): string[] {
  return execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_data_hash',
      'SHA256',
      '-show_entries',
      'packet=pts,dts,flags,size,data_hash',
      '-of',
      'csv=p=0',
      path,
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n');
}

/** MD5 of each of the first `n` decoded frames. */
function frameHashes(path: string, n: number): string[] {
  return ffmpeg('-i', path, '-frames:v', String(n), '-f', 'framemd5', '-')
    .toString()
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(',').at(-1)!.trim());
}

/** Presentation times of every decoded frame, in seconds. */
function frameTimes(path: string): number[] {
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'frame=pts_time', '-of', 'json', path], {
    encoding: 'utf8',
  });
  return (JSON.parse(out) as { frames: Array<{ pts_time: string }> }).frames.map((f) => Number(f.pts_time));
}

/** Mean colour of the middle of every frame (clear of the badge and caption). */
function centreColours(path: string, w: number, h: number): Array<[number, number, number]> {
  const raw = ffmpeg('-i', path, '-vf', `crop=${w / 2}:${h / 2}:${w / 4}:${h / 4},scale=4:4`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-');
  return Array.from({ length: raw.length / 48 }, (_, f) => {
    const s = [0, 0, 0];
    for (let i = 0; i < 48; i++) s[i % 3] += raw[f * 48 + i];
    return [s[0] / 16, s[1] / 16, s[2] / 16];
  });
}

/** ffmpeg processes this test process started that are still running. */
function ffmpegChildren(): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
        const [comm, rest] = [stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), stat.slice(stat.lastIndexOf(')') + 2)];
        return comm === 'ffmpeg' && Number(rest.split(' ')[1]) === process.pid;
      } catch {
        return false; // it exited while we looked
      }
    })
    .map(Number);
}

describe('parallel windows', { timeout: 180_000 }, () => {
  it('r2v in three windows matches one process frame for frame: no gap, no repeated frame, exact length', async () => {
    const d = dir();
    const paths = ['red', 'lime', 'blue'].map((c, i) => solid(join(d, `${i}.png`), c, 320, 240));
    const [w, h] = [640, 360];
    const common = { imagePaths: paths, durationSeconds: 4, width: w, height: h, prompt: 'three', signal: NEVER, onProgress: quiet };
    await renderReferenceToVideo({ ...common, outPath: join(d, 'one.mp4'), parallelism: 1 });
    await renderReferenceToVideo({ ...common, outPath: join(d, 'three.mp4'), parallelism: 3 });
    for (const name of ['one.mp4', 'three.mp4']) {
      expectVideo(join(d, name), w, h, 4);
      expect(frameCount(join(d, name))).toBe(96);
      // One frame every 1/24 s from 0: a repeated or missing frame at a join would break the run.
      frameTimes(join(d, name)).forEach((t, i) => expect(Math.abs(t - i / 24)).toBeLessThan(0.001));
    }
    // The dissolves change the colour by about 25 levels a frame: a window shifted by one frame shows.
    const [one, three] = [centreColours(join(d, 'one.mp4'), w, h), centreColours(join(d, 'three.mp4'), w, h)];
    expect(three).toHaveLength(96);
    const worst = Math.max(...one.flatMap((c, f) => c.map((v, k) => Math.abs(v - three[f][k]))));
    expect(worst).toBeLessThan(8);
  });

  it('t2v and i2v in windows keep the exact frame count and duration', async () => {
    const d = dir();
    const image = quadrants(join(d, 'in.png'), 640, 360);
    const common = { durationSeconds: 2.5, width: 480, height: 270, prompt: 'windows', signal: NEVER, onProgress: quiet, parallelism: 2 };
    await renderTextToVideo({ ...common, outPath: join(d, 't2v.mp4') });
    await renderImageToVideo({ ...common, outPath: join(d, 'i2v.mp4'), imagePath: image });
    for (const name of ['t2v.mp4', 'i2v.mp4']) {
      expectVideo(join(d, name), 480, 270, 2.5);
      expect(frameCount(join(d, name))).toBe(60);
      frameTimes(join(d, name)).forEach((t, i) => expect(Math.abs(t - i / 24)).toBeLessThan(0.001));
    }
    // i2v still starts on the letterboxed image (the first window pins it) and the second window moves on.
    expect(mad(frameRgb(join(d, 'i2v.mp4'), 0), frameRgb(image, 0, 'scale=480:270,format=rgb24'))).toBeLessThan(6);
    expect(mad(frameRgb(join(d, 'i2v.mp4'), 59), frameRgb(join(d, 'i2v.mp4'), 0))).toBeGreaterThan(3);
  });

  it('refuses a parallelism that is not a positive integer', async () => {
    const base = { outPath: join(dir(), 'out.mp4'), durationSeconds: 1, width: 320, height: 240, signal: NEVER, onProgress: quiet };
    await expect(renderTextToVideo({ ...base, parallelism: 0 })).rejects.toThrow(/parallelism/);
    await expect(renderTextToVideo({ ...base, parallelism: 1.5 })).rejects.toThrow(/parallelism/);
  });

  it('an abort kills every window’s ffmpeg and leaves no file', async () => {
    const d = dir();
    const image = quadrants(join(d, 'in.png'), 640, 360);
    const ac = new AbortController();
    const reason = new Error('cancelled by the test');
    let seen = 0;
    const run = renderImageToVideo({
      outPath: join(d, 'out.mp4'),
      imagePath: image,
      durationSeconds: 12,
      width: 1280,
      height: 720,
      parallelism: 3,
      signal: ac.signal,
      onProgress: (p) => {
        if (p > 0 && !seen++) ac.abort(reason);
      },
    });
    await expect(run).rejects.toBe(reason);
    expect(seen).toBeGreaterThan(0);
    expect(ffmpegChildren()).toEqual([]);
    expect(readdirSync(d)).toEqual(['in.png']);
  });

  it('a failing window fails the render, stops the others and leaves no file', async () => {
    const d = dir();
    const good = [solid(join(d, 'a.png'), 'red'), solid(join(d, 'b.png'), 'blue')];
    const broken = join(d, 'c.png');
    writeFileSync(broken, Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.alloc(64, 7)]));
    const err = await renderReferenceToVideo({
      outPath: join(d, 'out.mp4'),
      imagePaths: [...good, broken],
      durationSeconds: 6,
      width: 1280,
      height: 720,
      parallelism: 3,
      signal: NEVER,
      onProgress: quiet,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VideoRenderError);
    expect((err as Error).message).toMatch(/^ffmpeg could not render the video: \S/);
    expect((err as Error).message).not.toContain(d);
    expect(ffmpegChildren()).toEqual([]);
    expect(readdirSync(d).sort()).toEqual(['a.png', 'b.png', 'c.png']);
  });
});

describe('extension stream copy', { timeout: 180_000 }, () => {
  it('copies a sandbox render it extends: the same packets and bit-identical frames, then the added part', async () => {
    const d = dir();
    const clip = join(d, 'clip.mp4');
    const out = join(d, 'out.mp4');
    await renderTextToVideo({
      outPath: clip,
      durationSeconds: 2,
      width: 640,
      height: 360,
      prompt: 'before',
      signal: NEVER,
      onProgress: quiet,
      // A joined render (a clip this short is otherwise one process, whose first packet the
      // join rewrites: the next test covers that case), so every packet must come through as it is.
      parallelism: 2,
    });
    const result = await renderExtension({
      outPath: out,
      videoPath: clip,
      addSeconds: 2,
      prompt: 'after',
      signal: NEVER,
      onProgress: quiet,
    });
    expect(result).toEqual({ width: 640, height: 360, durationSeconds: 4 });
    expectVideo(out, 640, 360, 4);
    expect(frameCount(out)).toBe(96);
    frameTimes(out).forEach((t, i) => expect(Math.abs(t - i / 24)).toBeLessThan(0.001));
    expect(packets(out).slice(0, 48)).toEqual(packets(clip));
    expect(frameHashes(out, 48)).toEqual(frameHashes(clip, 48));
    const last = frameRgb(clip, 47);
    expect(mad(frameRgb(out, 48), last)).toBeLessThan(6); // the first added frame continues it
    // And then it moves (a slow zoom on a smooth gradient: small, but far above encoding noise).
    expect(mad(frameRgb(out, 95), last)).toBeGreaterThan(1.5);
  });

  it('copies a compatible input read straight from a path with a quote, and one that also carries audio', async () => {
    const d = dir();
    const clip = join(d, "it's clip.mp4"); // the join's list must quote this path
    await renderTextToVideo({ outPath: clip, durationSeconds: 1, width: 320, height: 240, signal: NEVER, onProgress: quiet });
    // The same video with an audio track added in front: the join cannot read that file as its
    // first stream, so the video is copied out first (and the audio left behind).
    const withAudio = join(d, 'with-audio.mp4');
    ffmpeg('-f', 'lavfi', '-i', 'sine=d=1', '-i', clip, '-map', '0:a', '-map', '1:v', '-c:v', 'copy', '-c:a', 'aac', '-y', withAudio);
    for (const input of [clip, withAudio]) {
      const out = join(d, 'out.mp4');
      await renderExtension({ outPath: out, videoPath: input, addSeconds: 1, signal: NEVER, onProgress: quiet });
      expectVideo(out, 320, 240, 2);
      expect(frameCount(out)).toBe(48);
      // The first packet may differ in its header bytes (the join rewrites them, as before this
      // path existed); every later packet is the input's own, and every frame decodes identically.
      expect(packets(out).slice(1, 24)).toEqual(packets(clip).slice(1));
      expect(frameHashes(out, 24)).toEqual(frameHashes(clip, 24));
      const streams = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', out], {
        encoding: 'utf8',
      });
      expect(streams.trim()).toBe('video');
    }
  });

  it('re-encodes an H.264 input of the same size and rate but other encoder settings', async () => {
    const d = dir();
    const input = join(d, 'in.mp4');
    // x264's default preset: other parameter sets (reference frames, B-frames) than the renderer's.
    ffmpeg('-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=24:d=2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', input);
    const out = join(d, 'out.mp4');
    await renderExtension({ outPath: out, videoPath: input, addSeconds: 1, signal: NEVER, onProgress: quiet });
    expectVideo(out, 640, 360, 3);
    expect(frameCount(out)).toBe(72);
    expect(packets(out).slice(0, 48)).not.toEqual(packets(input));
    expect(mad(frameRgb(out, 0), frameRgb(input, 0))).toBeLessThan(6);
    expect(mad(frameRgb(out, 47), frameRgb(input, 47))).toBeLessThan(6);
    expect(mad(frameRgb(out, 48), frameRgb(input, 47))).toBeLessThan(6);
  });
});
