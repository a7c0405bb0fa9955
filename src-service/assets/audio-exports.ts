import { readdirSync, rmSync, statSync } from 'node:fs';
import { rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError, invalid } from '../core/app-error.ts';
import { AUDIO_EXPORT_FORMATS, extensionOf, type AudioExportFormat } from '../contract/asset.ts';
import { FfmpegMissingError } from '../media/ffmpeg-path.ts';
import { MediaConvertError, transcodeAudio } from '../media/convert.ts';
import type { AssetRow } from './asset-repo.ts';
import type { AssetStore } from './asset-store.ts';
import type { StorageGuard } from '../storage/monitor.ts';

/** Default size of the export cache; past it the least recently exported files go first. */
const EXPORT_CACHE_BYTES = 512 * 1024 * 1024;

const MIME: Record<AudioExportFormat, string> = { wav: 'audio/wav', mp3: 'audio/mpeg' };

/** A file ready to send: the stored content, or a converted copy from the cache. */
export interface ExportFile {
  path: string;
  mimeType: string;
  /** Proposed name: the stored name (or the asset id) with the extension of what is sent. */
  fileName: string;
}

/**
 * Exports of assets, as stored or converted to WAV / MP3. A conversion is made once into
 * `<assets>/.exports/` (beside the content, renamed into place when complete) and served
 * from there, so every answer has a Content-Length and honours Range like the original.
 * Concurrent requests for the same conversion share one ffmpeg run.
 */
export function createAudioExports(deps: { store: AssetStore; maxCacheBytes?: number; storage?: StorageGuard }) {
  const { store } = deps;
  const maxCacheBytes = deps.maxCacheBytes ?? EXPORT_CACHE_BYTES;
  const running = new Map<string, Promise<string>>();

  const nameOf = (row: AssetRow, ext: string): string => {
    const stem = row.file_name ? row.file_name.replace(/\.[^.]*$/, '') || row.file_name : row.id;
    return `${stem}.${ext}`;
  };

  const convert = async (row: AssetRow, format: AudioExportFormat): Promise<string> => {
    const target = join(store.exportsDir, `${row.id}.${format}`);
    try {
      // A hit counts as a use: eviction goes by access time, set here explicitly (mounts with
      // noatime never update it). The modification time stays: it is half of the ETag, which
      // a resumed download sends back in If-Range.
      const s = await stat(target);
      await utimes(target, new Date(), s.mtime);
      return target;
    } catch {
      // not converted yet
    }
    const scratch = store.scratchPath(`${row.id}.${format}`);
    try {
      await transcodeAudio(store.pathOf(row.id), scratch, format);
      await rename(scratch, target);
    } catch (err) {
      await rm(scratch, { force: true });
      if (err instanceof FfmpegMissingError) throw new AppError('unavailable', err.message);
      // A full disk is not a damaged file: ffmpeg's "No space left on device" becomes the 507.
      const fault = deps.storage?.fault(err);
      if (fault) throw fault;
      // Stored audio was probed at intake, so this is a damaged file rather than a bad request.
      if (err instanceof MediaConvertError)
        throw new AppError(
          'unsupported_media_type',
          `Asset ${row.id} could not be converted to ${format.toUpperCase()}: ${err.ffmpegMessage || err.message}`,
        );
      throw err;
    }
    evict(target);
    return target;
  };

  /** Drops the least recently used conversions until the cache fits (never `keep`). */
  const evict = (keep: string): void => {
    const files = readdirSync(store.exportsDir).flatMap((name) => {
      const path = join(store.exportsDir, name);
      try {
        const s = statSync(path);
        return [{ path, bytes: s.size, used: Math.max(s.atimeMs, s.mtimeMs) }];
      } catch {
        return []; // removed meanwhile
      }
    });
    let total = files.reduce((sum, f) => sum + f.bytes, 0);
    for (const f of files.sort((a, b) => a.used - b.used)) {
      if (total <= maxCacheBytes) break;
      if (f.path === keep) continue;
      // An open download keeps reading an unlinked file on POSIX; Windows refuses, and the file waits for the next round.
      try {
        rmSync(f.path, { force: true });
        total -= f.bytes;
      } catch {
        // in use
      }
    }
  };

  return {
    /**
     * The file to send for `format` (undefined: as stored). The stored format is sent as is;
     * only audio converts. Throws 400 naming `format` for anything else.
     */
    async file(row: AssetRow, format: unknown): Promise<ExportFile> {
      if (format !== undefined && (typeof format !== 'string' || !(AUDIO_EXPORT_FORMATS as readonly string[]).includes(format))) {
        const got = typeof format === 'string' ? ` (got "${format.slice(0, 20)}")` : '';
        throw invalid('format', `must be one of ${AUDIO_EXPORT_FORMATS.join(', ')}, or left out for the stored format${got}`);
      }
      const wanted = format as AudioExportFormat | undefined;
      if (wanted === undefined || MIME[wanted] === row.mime_type) {
        return {
          path: store.pathOf(row.id),
          mimeType: row.mime_type,
          fileName: row.file_name ?? `${row.id}.${extensionOf(row.mime_type)}`,
        };
      }
      if (row.kind !== 'audio') {
        throw invalid(
          'format',
          `converts audio assets only; ${row.id} is ${row.kind === 'image' ? 'an image' : 'a video'}: leave format out to export it as stored`,
        );
      }
      const key = `${row.id}.${wanted}`;
      let job = running.get(key);
      if (!job) {
        job = convert(row, wanted).finally(() => running.delete(key));
        running.set(key, job);
      }
      return { path: await job, mimeType: MIME[wanted], fileName: nameOf(row, wanted) };
    },
  };
}
