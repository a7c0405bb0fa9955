import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../core/app-error.ts';
import { FfmpegMissingError } from '../media/ffmpeg-path.ts';
import { MediaConvertError } from '../media/convert.ts';
import { FULL_SAMPLES_PER_PIXEL, peaksFromWav, peaksWithFfmpeg, waveformLevels } from '../media/peaks.ts';
import { makePoster, posterTime } from '../media/poster.ts';
import type { AssetPeaks } from '../contract/asset.ts';
import type { AssetRepo, AssetRow } from './asset-repo.ts';
import type { AssetStore } from './asset-store.ts';
import type { StorageGuard } from '../storage/monitor.ts';

/** Audio assets have peaks, and videos with a sound track (the probe found its rate). */
export function hasAudio(row: AssetRow): boolean {
  return row.kind === 'audio' || (row.kind === 'video' && row.sample_rate !== null);
}

/** Rate ffmpeg decodes at when the row does not say (a video whose track was not probed). */
const FALLBACK_RATE = 48_000;

/**
 * What is derived from an asset's content, made once and kept in `<assets>/.derived/`:
 * its full-resolution peaks (`<id>.peaks.json`, audiowaveform JSON v2) with the 64-level
 * waveform of its library row, and the poster frame of a video (`<id>.poster.jpg`).
 * Made in the background when an asset is committed and on first request when missing;
 * concurrent requests share one computation. Removed with the asset (and swept at start-up
 * when their asset is gone).
 */
export function createDerivedMedia(deps: { repo: AssetRepo; store: AssetStore; storage?: StorageGuard; onError?: (err: unknown) => void }) {
  const { repo, store } = deps;
  const dir = join(store.dir, '.derived');
  mkdirSync(dir, { recursive: true });
  const peaksPath = (id: string) => join(dir, `${id}.peaks.json`);
  const posterPath = (id: string) => join(dir, `${id}.poster.jpg`);
  const running = new Map<string, Promise<unknown>>();
  // Work queued at commit runs one item at a time, so a burst of assets never starts a burst of ffmpegs.
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  /** Runs `make` once per key at a time. */
  const shared = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    let job = running.get(key) as Promise<T> | undefined;
    if (!job) {
      job = make().finally(() => running.delete(key));
      running.set(key, job);
    }
    return job;
  };

  /** Writes beside the target, then renames: a reader never sees half a file. */
  const writeComplete = async (path: string, data: string): Promise<void> => {
    const part = `${path}.${process.pid}.part`;
    try {
      await writeFile(part, data);
      await rename(part, path);
    } catch (err) {
      await rm(part, { force: true });
      throw err;
    }
  };

  /** The 503, 507 or 415 a failed derivation answers (stored content was probed at intake: a failure is damage). */
  const failure = (row: AssetRow, what: string, err: unknown): unknown => {
    if (err instanceof FfmpegMissingError) return new AppError('unavailable', err.message);
    const fault = deps.storage?.fault(err);
    if (fault) return fault;
    if (err instanceof MediaConvertError) {
      return new AppError('unsupported_media_type', `Asset ${row.id}: could not make its ${what}: ${err.ffmpegMessage || err.message}`);
    }
    return err;
  };

  const computePeaks = async (row: AssetRow): Promise<AssetPeaks> => {
    const path = store.pathOf(row.id);
    try {
      // A 16-bit WAV (every generated speech asset) is read in Node: no decoder process to start.
      const peaks =
        (row.mime_type === 'audio/wav' ? await peaksFromWav(path) : null) ??
        (await peaksWithFfmpeg(path, row.sample_rate ?? FALLBACK_RATE));
      await writeComplete(peaksPath(row.id), JSON.stringify(peaks));
      saveWaveform(row.id, peaks);
      return peaks;
    } catch (err) {
      throw failure(row, 'peaks', err);
    }
  };

  const saveWaveform = (id: string, peaks: AssetPeaks): void => {
    // The asset may have been removed meanwhile: then this updates nothing.
    repo.setWaveform(id, Buffer.from(waveformLevels(peaks)));
  };

  const fullPeaks = (row: AssetRow): Promise<AssetPeaks> =>
    shared(`${row.id}.peaks`, async () => {
      try {
        const peaks = JSON.parse(await readFile(peaksPath(row.id), 'utf8')) as AssetPeaks;
        if (peaks.samples_per_pixel === FULL_SAMPLES_PER_PIXEL) {
          if (!row.waveform) saveWaveform(row.id, peaks);
          return peaks;
        }
      } catch {
        // not computed yet (or unreadable): compute it
      }
      return computePeaks(row);
    });

  const poster = (row: AssetRow): Promise<string> =>
    shared(`${row.id}.poster`, async () => {
      const target = posterPath(row.id);
      try {
        await stat(target);
        return target;
      } catch {
        // not made yet
      }
      try {
        await makePoster(store.pathOf(row.id), target, posterTime(row.duration_seconds));
      } catch (err) {
        throw failure(row, 'poster frame', err);
      }
      return target;
    });

  /** Derives in the background what a committed asset will be asked for. */
  const derive = async (id: string): Promise<void> => {
    if (closed) return;
    const row = repo.get(id);
    if (!row) return; // its transaction rolled back, or it was removed
    if (hasAudio(row)) await fullPeaks(row);
    if (row.kind === 'video') await poster(row);
  };

  store.onCommit((rows) => {
    const ids = rows.filter((r) => r.kind !== 'image').map((r) => r.id);
    if (ids.length === 0 || closed) return;
    // After the committing transaction: the queue starts on a later turn.
    for (const id of ids) {
      queue = queue.then(() =>
        derive(id).catch((err) => {
          // A failure here is answered again (with its status) when the asset's peaks or poster are asked for.
          deps.onError?.(err);
        }),
      );
    }
  });

  return {
    dir,
    /** Full-resolution peaks (computed and cached on first use). 409 when the asset has no audio. */
    async peaks(row: AssetRow): Promise<AssetPeaks> {
      if (!hasAudio(row)) {
        const what = row.kind === 'image' ? 'an image' : 'a video without sound';
        throw new AppError('conflict', `Asset ${row.id} is ${what}: only audio, and video with sound, has peaks`);
      }
      return fullPeaks(row);
    },
    /** The path of the JPEG poster frame (made on first use). 409 when the asset is not a video. */
    async poster(row: AssetRow): Promise<string> {
      if (row.kind !== 'video') {
        throw new AppError(
          'conflict',
          `Asset ${row.id} is ${row.kind === 'image' ? 'an image' : 'audio'}: only a video has a poster frame`,
        );
      }
      return poster(row);
    },
    /** Removes what was derived from an asset. */
    remove(id: string): void {
      rmSync(peaksPath(id), { force: true });
      rmSync(posterPath(id), { force: true });
    },
    /** Start-up repair: files of assets that are gone, and partial files. Returns how many were removed. */
    sweep(): number {
      const known = repo.allIds();
      let removed = 0;
      for (const f of readdirSync(dir)) {
        if (f.endsWith('.part') || !known.has(f.slice(0, f.indexOf('.')))) {
          rmSync(join(dir, f), { force: true });
          removed++;
        }
      }
      return removed;
    },
    /** Stops taking work and waits for what runs. */
    async close(): Promise<void> {
      closed = true;
      await queue;
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type DerivedMedia = ReturnType<typeof createDerivedMedia>;
