import { AppError, invalid, notFound } from '../core/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import { FfmpegMissingError } from '../media/ffmpeg-path.ts';
import { probe, type MediaInfo } from '../media/probe.ts';
import type { AssetRepo, AssetRow } from './asset-repo.ts';
import type { AssetStore } from './asset-store.ts';
import type { UrlSigner } from './signing.ts';
import type { AssetView } from '../contract/asset.ts';
import { toAssetView } from './asset-view.ts';
import { createLibrary } from './library-service.ts';
import { ACCEPTED_FORMATS, sniff } from './sniff.ts';
import { createAudioExports } from './audio-exports.ts';
import { hasAudio, type DerivedMedia } from './derived-media.ts';
import type { StorageGuard } from '../storage/monitor.ts';

export type { AssetView } from '../contract/asset.ts';
export { toAssetView } from './asset-view.ts';

/**
 * Largest accepted upload; a clone sample has its own, lower limit. An upload is held in memory
 * and written to the store in one synchronous step (about 3 ms per MB on a slow disk), so the
 * limit keeps that step near 100 ms of event loop; it was 200 MB, which held the loop for half
 * a second and 400 MB of memory per upload.
 */
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;

/** Asset use-cases: intake of uploads, scoped reads, signed URLs. */
export function createAssetsService(deps: {
  repo: AssetRepo;
  store: AssetStore;
  signer: UrlSigner;
  baseUrl: () => string;
  now: () => Date;
  /** Size of the cache of converted exports (default EXPORT_CACHE_BYTES). */
  exportCacheBytes?: number;
  /** Turns a write the disk refused into its 507 (the store's file writes already are). */
  storage?: StorageGuard;
  /** Peaks and poster frames, removed with their asset. */
  derived?: DerivedMedia;
}) {
  const { repo, store, signer, baseUrl, now } = deps;
  const refused = (err: unknown): unknown => deps.storage?.fault(err) ?? err;
  const exports = createAudioExports({ store, maxCacheBytes: deps.exportCacheBytes, storage: deps.storage });
  const signedUrl = (id: string, expiresInSeconds: number): { url: string; expiresAt: string } => {
    const expires = Math.floor(now().getTime() / 1000) + expiresInSeconds;
    return { url: baseUrl() + signer.path(id, expires), expiresAt: new Date(expires * 1000).toISOString() };
  };
  /** The signed URL of an asset with those of its peaks (audio) and poster frame (video), valid as long. */
  const signedUrls = (
    row: AssetRow,
    expiresInSeconds: number,
  ): { url: string; expiresAt: string; peaksUrl?: string; posterUrl?: string } => {
    const expires = Math.floor(now().getTime() / 1000) + expiresInSeconds;
    const signed: { url: string; expiresAt: string; peaksUrl?: string; posterUrl?: string } = {
      url: baseUrl() + signer.path(row.id, expires),
      expiresAt: new Date(expires * 1000).toISOString(),
    };
    if (hasAudio(row)) signed.peaksUrl = baseUrl() + signer.path(row.id, expires, 'peaks');
    if (row.kind === 'video') signed.posterUrl = baseUrl() + signer.path(row.id, expires, 'poster');
    return signed;
  };
  return {
    /** Stores uploaded bytes after sniffing and probing them; the declared type is only a hint. */
    async upload(bytes: Buffer, opts: { fileName?: string; principal: Principal; field?: string }): Promise<AssetView> {
      const field = opts.field ?? 'file';
      if (bytes.length === 0) throw invalid(field, 'is empty; upload a media file');
      if (bytes.length > MAX_UPLOAD_BYTES) throw invalid(field, `must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
      const sniffed = await sniff(bytes);
      if (!sniffed) throw invalid(field, `is not a supported media file; upload ${ACCEPTED_FORMATS}`);
      const pending = store.stageBytes(bytes, {
        kind: sniffed.family === 'image' ? 'image' : 'audio',
        mime_type: sniffed.mimeType,
        file_name: opts.fileName ?? null,
        duration_seconds: null,
        width: null,
        height: null,
        sample_rate: null,
        channels: null,
        origin: 'upload',
        engine: null,
        task_id: null,
        api_key_id: opts.principal.kind === 'apiKey' ? opts.principal.keyId : null,
        params: null,
      });
      let info: MediaInfo;
      try {
        info = await probe(pending.path);
      } catch (err) {
        store.discard([pending]);
        if (err instanceof FfmpegMissingError) throw new AppError('unavailable', err.message);
        throw invalid(field, `could not be decoded as ${sniffed.label}; the file may be damaged or truncated`);
      }
      const row = pending.row;
      if (sniffed.family === 'av') {
        row.kind = info.video ? 'video' : 'audio';
        if (row.kind === 'audio' && sniffed.mimeType === 'video/webm') row.mime_type = 'audio/webm';
        if (row.kind === 'audio' && sniffed.mimeType === 'video/mp4') row.mime_type = 'audio/mp4';
      }
      if (row.kind !== 'image') row.duration_seconds = info.durationSeconds;
      if (info.audio && row.kind !== 'image') {
        row.sample_rate = info.audio.sampleRate;
        row.channels = info.audio.channels;
      }
      if (info.video) {
        row.width = info.video.width;
        row.height = info.video.height;
      }
      if (row.kind !== 'image' && !info.audio && !info.video) {
        store.discard([pending]);
        throw invalid(field, `holds no audio or video stream`);
      }
      try {
        store.commit([pending]);
      } catch (err) {
        // The row could not be written (SQLITE_FULL…): the file goes too, so nothing is kept.
        store.discard([pending]);
        throw refused(err);
      }
      return toAssetView(row);
    },

    /** The asset if this caller may see it: a key sees what it made or uploaded; the studio sees all. */
    get(id: string, principal: Principal): AssetRow {
      const row = repo.get(id);
      if (!row || (principal.kind === 'apiKey' && row.api_key_id !== principal.keyId)) throw notFound('Asset', id);
      return row;
    },

    /** The library: find, tag, favourite, delete, archive (library-service.ts). */
    library: createLibrary({ repo, store, signedUrls, refused }),

    /** Unscoped lookup, for signed URLs (the signature is the authorization). */
    byId(id: string): AssetRow | undefined {
      return repo.get(id);
    },

    /** Removes an upload that a rejected request brought in (row and file). */
    remove(id: string): void {
      try {
        repo.remove(id);
      } catch (err) {
        throw refused(err);
      }
      store.discard([{ id, path: store.pathOf(id), row: undefined as never }]);
      deps.derived?.remove(id);
    },

    signedUrl,
    signedUrls,

    /** Full-resolution peaks of an asset with audio (cached); 409 for one without. */
    peaks(row: AssetRow) {
      if (!deps.derived) throw new AppError('unavailable', 'Peaks are not made by this service');
      return deps.derived.peaks(row);
    },
    /** The path of a video's JPEG poster frame (made on first use); 409 for anything else. */
    poster(row: AssetRow): Promise<string> {
      if (!deps.derived) throw new AppError('unavailable', 'Poster frames are not made by this service');
      return deps.derived.poster(row);
    },

    /** The file to export for a format query value (wav, mp3, or undefined: as stored); 400 names `format`. */
    exportFile: exports.file,

    pathOf: store.pathOf,
    /** A fresh path in the store's scratch folder (swept at start-up), for a file made to send. */
    scratchPath: store.scratchPath,
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
