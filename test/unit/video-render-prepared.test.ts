// A still prepared once per render (prepared-still.ts), with real ffmpeg: when i2v or an
// extension's added part is split into windows, one process decodes and fits the still and
// builds its phase mosaics, and every window reads those raw mosaics instead of the input;
// the picture is the one a single-process render gives.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NEVER, dir, expectVideo, frameCount, frameRgb, mad, quadrants, quiet, removeDirs } from '../helpers/video-frames.ts';
import { renderExtension, renderImageToVideo, renderTextToVideo } from '../../src-service/providers/sandbox/video/index.ts';

afterAll(removeDirs);

/** Command lines (arguments) of the ffmpeg processes this test process has running now. */
function ffmpegCommandLines(): string[][] {
  const found: string[][] = [];
  for (const p of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (comm === 'ffmpeg' && ppid === process.pid) found.push(readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0'));
    } catch {
      // it exited while we looked
    }
  }
  return found;
}

/** Records, at every progress report, the inputs (`-i`) of each running window process, by its output file. */
function windowInputs(): { seen: Map<string, string[]>; onProgress: (p: number) => void } {
  const seen = new Map<string, string[]>();
  const onProgress = () => {
    for (const args of ffmpegCommandLines()) {
      const output = args.find((a) => /^window-\d+\.mp4$/.test(a));
      if (output)
        seen.set(
          output,
          args.flatMap((a, i) => (args[i - 1] === '-i' ? [a] : [])),
        );
    }
  };
  return { seen, onProgress };
}

describe('prepared stills', { timeout: 180_000 }, () => {
  it('i2v in two windows: both zoom the mosaics prepared once, never the image, and match a one-process render', async () => {
    const d = dir();
    const image = quadrants(join(d, 'in.png'), 960, 540);
    const { seen, onProgress } = windowInputs();
    const common = { imagePath: image, durationSeconds: 4, width: 1280, height: 720, prompt: 'prepared', signal: NEVER };
    await renderImageToVideo({ ...common, outPath: join(d, 'two.mp4'), parallelism: 2, onProgress });
    await renderImageToVideo({ ...common, outPath: join(d, 'one.mp4'), parallelism: 1, onProgress: quiet });
    expect(seen.size).toBeGreaterThan(0);
    for (const inputs of seen.values()) {
      expect(inputs).toEqual(['still-y.gray', 'still-u.gray', 'still-v.gray']);
    }
    expectVideo(join(d, 'two.mp4'), 1280, 720, 4);
    expect(frameCount(join(d, 'two.mp4'))).toBe(96);
    // The same mosaics as a process that builds them inline: the frames differ by encoding only.
    for (const f of [0, 47, 48, 95]) expect(mad(frameRgb(join(d, 'two.mp4'), f), frameRgb(join(d, 'one.mp4'), f))).toBeLessThan(1.5);
  });

  it("an extension's added windows zoom the input's last frame prepared once, not the input", async () => {
    const d = dir();
    const clip = join(d, 'clip.mp4');
    await renderTextToVideo({
      outPath: clip,
      durationSeconds: 1,
      width: 640,
      height: 360,
      prompt: 'before',
      signal: NEVER,
      onProgress: quiet,
    });
    const { seen, onProgress } = windowInputs();
    const out = join(d, 'out.mp4');
    await renderExtension({ outPath: out, videoPath: clip, addSeconds: 4, parallelism: 2, signal: NEVER, onProgress });
    // window-0 copies the input; the added part is window-1 and window-2.
    const added = [...seen].filter(([file]) => file !== 'window-0.mp4');
    expect(added.length).toBeGreaterThan(0);
    for (const [, inputs] of added) expect(inputs).toEqual(['last-y.gray', 'last-u.gray', 'last-v.gray']);
    expect(frameCount(out)).toBe(120);
    expect(mad(frameRgb(out, 24), frameRgb(clip, 23))).toBeLessThan(6); // it continues from the last frame
  });
});
