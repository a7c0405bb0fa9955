// How many windows (parallel ffmpeg processes) a t2v or i2v render chooses when the caller
// leaves `parallelism` to it: a short clip is one process (splitting costs more process
// starts than the second core gains), a long one splits, the threshold scales with the
// frame's pixels, and a stated parallelism is the split asked for. The real render runs
// ffmpeg and records which processes it started.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NEVER, dir, expectVideo, frameCount, quadrants, removeDirs } from '../helpers/video-frames.ts';
import { renderExtension, renderImageToVideo, renderTextToVideo } from '../../src-service/providers/sandbox/video/index.ts';
import { MIN_WINDOW_WORK, minWindowFrames, splitFrames } from '../../src-service/providers/sandbox/video/windows.ts';

afterAll(removeDirs);

/** ffmpeg processes this test process has running now: pid → arguments. */
function ffmpegChildren(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const p of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (comm === 'ffmpeg' && ppid === process.pid) found.set(p, readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0'));
    } catch {
      // it exited while we looked
    }
  }
  return found;
}

describe('window count', () => {
  it('a 6 s 720p clip is one window, a 14 s one two; the threshold follows the pixels', () => {
    expect(MIN_WINDOW_WORK).toBe(168 * 1280 * 720);
    const at720 = minWindowFrames(1280, 720, false);
    expect(at720).toBe(168);
    expect(splitFrames(6 * 24, 2, at720)).toEqual([[0, 144]]);
    expect(splitFrames(12 * 24, 2, at720)).toEqual([[0, 288]]);
    expect(splitFrames(14 * 24, 2, at720)).toEqual([
      [0, 168],
      [168, 336],
    ]);
    // 1080p has 2.25× the pixels: a window needs 75 frames, so 7 s splits there.
    expect(minWindowFrames(1920, 1080, false)).toBe(75);
    expect(splitFrames(7 * 24, 2, minWindowFrames(1920, 1080, false))).toHaveLength(2);
    // Small frames need many frames of work; huge ones still get windows of 24 frames at least.
    expect(minWindowFrames(320, 180, false)).toBe(Math.ceil(MIN_WINDOW_WORK / (320 * 180)));
    expect(minWindowFrames(8192, 4096, false)).toBe(24);
  });

  it('a stated parallelism splits as asked, windows of 24 frames at least', () => {
    expect(minWindowFrames(1280, 720, true)).toBe(24);
    expect(minWindowFrames(480, 270, true)).toBe(24);
    expect(splitFrames(60, 2, minWindowFrames(480, 270, true))).toEqual([
      [0, 30],
      [30, 60],
    ]);
  });
});

describe('window count, rendered', { timeout: 180_000 }, () => {
  it('i2v, 6 s at 720p, parallelism left to the render: one ffmpeg process, no windows, no prepared still', async () => {
    const d = dir();
    const image = quadrants(join(d, 'in.png'), 960, 540);
    const out = join(d, 'out.mp4');
    const seen = new Map<string, string[]>();
    const onProgress = () => {
      for (const [pid, args] of ffmpegChildren()) seen.set(pid, args);
    };
    await renderImageToVideo({ outPath: out, imagePath: image, durationSeconds: 6, width: 1280, height: 720, signal: NEVER, onProgress });
    expectVideo(out, 1280, 720, 6);
    expect(frameCount(out)).toBe(144);
    expect(seen.size).toBe(1);
    const [args] = [...seen.values()];
    expect(args).toContain(`file:${image}`);
    expect(args.some((a) => /^window-\d+\.mp4$/.test(a) || a.endsWith('.gray'))).toBe(false);
  });

  it('an extension adding 3 s at 720p: its added part is one window, zooming the last frame inline', async () => {
    const d = dir();
    const clip = join(d, 'clip.mp4');
    const out = join(d, 'out.mp4');
    const signal = NEVER;
    await renderTextToVideo({ outPath: clip, durationSeconds: 1, width: 1280, height: 720, signal, onProgress: () => {} });
    const seen = new Map<string, string[]>();
    const onProgress = () => {
      for (const [pid, args] of ffmpegChildren()) seen.set(pid, args);
    };
    await renderExtension({ outPath: out, videoPath: clip, addSeconds: 3, signal, onProgress });
    expectVideo(out, 1280, 720, 4);
    expect(frameCount(out)).toBe(96);
    const outputs = [...seen.values()].map((args) => args.filter(Boolean).at(-1) ?? ''); // cmdline ends with a NUL
    expect(outputs.filter((o) => /^window-\d+\.mp4$/.test(o))).toHaveLength(1);
    expect(outputs.some((o) => o.endsWith('.gray'))).toBe(false);
  });
});
