/**
 * ffmpeg on a disk that fills at any byte of its output. ffmpeg 5 exits 0 when only the trailer
 * could not be written ("Error writing trailer of out.mp4: No space left on device"), leaving an
 * MP4 without its index: before this was checked, the render "succeeded", ffprobe then failed on
 * the file and the task ended `internal` instead of `storage_full` (found by the full-disk family).
 * Each case sweeps real tmpfs sizes, page by page, across the whole output, so one of them fills
 * at the trailer; at every size the work either completes with a readable file or fails as a
 * storage fault.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTextToVideo } from '../../src-service/providers/sandbox/video/text-to-video.ts';
import { muxAudioIntoVideo } from '../../src-service/media/mux-audio.ts';
import { outputWriteFailure } from '../../src-service/media/ffmpeg-output.ts';
import { probe } from '../../src-service/media/probe.ts';
import { classifyStorageFault } from '../../src-service/storage/faults.ts';
import { makeSample } from '../helpers/media-fixtures.ts';
import { mountTmpfs, tmpfsUnavailable, type Tmpfs } from '../helpers/tmpfs.ts';

const cannotMount = tmpfsUnavailable();
if (cannotMount) console.warn(`ffmpeg full-at-trailer tests skipped: ${cannotMount}`);

const PAGE = 4096;
const scratch = mkdtempSync(join(tmpdir(), 'timbre-trailer-'));
const mounted: Tmpfs[] = [];
afterAll(() => {
  for (const d of mounted) d.unmount();
  rmSync(scratch, { recursive: true, force: true });
});

const render = (outPath: string) =>
  renderTextToVideo({
    outPath,
    durationSeconds: 1,
    width: 320,
    height: 180,
    prompt: 'Full at the trailer',
    signal: new AbortController().signal,
    onProgress: () => {},
  });

/**
 * Runs `work` on tmpfs disks of one page (nothing fits), then of every size from a few pages
 * short of `bytes` (the output's size on a roomy disk) to a few pages beyond it.
 */
async function sweep(bytes: number, work: (dir: string) => Promise<string>) {
  const outcomes: Array<{ pages: number; outcome: 'readable' | 'full'; message?: string }> = [];
  const last = Math.ceil(bytes / PAGE) + 4;
  for (const pages of [1, ...Array.from({ length: 10 }, (_, i) => last - 9 + i).filter((p) => p > 1)]) {
    const disk = mountTmpfs(String(pages * PAGE));
    mounted.push(disk);
    try {
      const out = await work(disk.dir);
      const info = await probe(out); // throws on the index-less MP4 this guards against
      expect(info.video, `a ${pages}-page disk`).toBeDefined();
      outcomes.push({ pages, outcome: 'readable' });
    } catch (err) {
      expect(classifyStorageFault(err), `a ${pages}-page disk: ${(err as Error).message}`).toBe('full');
      outcomes.push({ pages, outcome: 'full', message: (err as Error).message });
    } finally {
      disk.unmount();
    }
  }
  return outcomes;
}

describe('outputWriteFailure', () => {
  it('finds the line of an output ffmpeg could not finish, the storage fault first; nothing in a clean run', () => {
    const stderr = 'Error writing trailer of out.mp4: No space left on device\nError closing file out.mp4: No space left on device\n';
    expect(outputWriteFailure(stderr)).toBe('Error writing trailer of out.mp4: No space left on device');
    expect(outputWriteFailure('Error closing file out.mp4: Input/output error')).toMatch(/Error closing file/);
    expect(outputWriteFailure('')).toBeUndefined();
    expect(outputWriteFailure('[h264 @ 0x55] mmco: unref short failure\n')).toBeUndefined();
  });
});

describe.skipIf(!!cannotMount)('ffmpeg output on a disk that fills at any byte', () => {
  it('a sandbox render either completes readable or fails as storage_full, including when only the trailer is refused', async () => {
    await render(join(scratch, 'sized.mp4'));
    const outcomes = await sweep(statSync(join(scratch, 'sized.mp4')).size, async (dir) => {
      await render(join(dir, 'out.mp4'));
      return join(dir, 'out.mp4');
    });
    expect(outcomes.some((o) => o.outcome === 'readable')).toBe(true);
    expect(
      outcomes.some((o) => /writing trailer/.test(o.message ?? '')),
      'no disk size filled at the trailer',
    ).toBe(true);
  });

  it('laying audio under a video (the MP4 mux) either completes readable or fails as storage_full', async () => {
    const video = join(scratch, 'video.mp4');
    await render(video);
    const audio = await makeSample({ seconds: 1, format: 'wav', content: 'tone' });
    const job = (out: string) => ({ video, audio, out, signal: new AbortController().signal, onProgress: () => {} });
    await muxAudioIntoVideo(job(join(scratch, 'muxed.mp4')));
    const outcomes = await sweep(statSync(join(scratch, 'muxed.mp4')).size, async (dir) => {
      await muxAudioIntoVideo(job(join(dir, 'out.mp4')));
      return join(dir, 'out.mp4');
    });
    expect(outcomes.some((o) => o.outcome === 'readable')).toBe(true);
    expect(outcomes.some((o) => o.outcome === 'full')).toBe(true);
  });
});
