// The asset side of the studio: its own library list (uploads, recordings, outputs), the
// service's asset listing, uploads, signed URLs, exports, the sample checks and the clone sample.
import { callTool } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import type {
  AssetPatch,
  AssetBulkResult,
  AssetListQuery,
  AssetPeaks,
  AssetPage,
  AssetView,
  AudioQuality,
  LibraryAsset,
  SignedAsset,
} from '../api/api-types.ts';
import type { AudioExportFormat } from '../../src-service/contract/asset.ts';
import type { SliceContext, StudioSlice } from './slice.ts';

/** One item of the studio's library: an upload or a task's output. */
export interface LibraryItem {
  assetId: string;
  kind: AssetView['kind'];
  label: string;
  source: 'upload' | 'recording' | 'generated';
  taskId?: string;
  tool?: string;
  params?: Record<string, unknown>;
  createdAt: string;
}

/** What the studio knows of an asset it shows: a playable URL and, from get-asset, its facts. */
export type AssetInfo = Pick<SignedAsset, 'url' | 'expiresAt' | 'mimeType' | 'bytes'> & Partial<SignedAsset>;

/** A form to open prefilled ("make another like this"): the tool and its parameters. */
export interface Prefill {
  tool: string;
  params: Record<string, unknown>;
}

/** The recorded or picked sample waiting to be cloned. */
export interface SampleView {
  assetId: string;
  blobUrl: string;
  seconds: number;
  fileName: string;
}

/** What the library listing is asked for: its query, where '' is every kind and null the first page. */
export type AssetQuery = Omit<AssetListQuery, 'kind' | 'before'> & { kind?: AssetListQuery['kind'] | ''; before?: string | null };

export interface LibrarySlice {
  library: LibraryItem[];
  sample: SampleView | null;
  /** Parameters waiting for the screen that "make another like this" opened. */
  prefill: Prefill | null;
  /** Adds items to the studio's own list (newest first, once each). */
  addToLibrary(items: LibraryItem[]): void;
  /** A page of every asset of the workspace (`GET /api/v1/assets`), with provenance. */
  listAssets(query: AssetQuery): Promise<AssetPage>;
  /** Uploads media with the studio's key and adds it to the library. */
  upload(blob: Blob, fileName: string, source?: LibraryItem['source']): Promise<AssetView>;
  /** analyze-audio: how a sample measures up for cloning. */
  analyzeAudio(assetId: string): Promise<AudioQuality>;
  /** An audio asset's peaks (BBC audiowaveform JSON v2), computed once by the service. */
  peaks(assetId: string, pixels?: number): Promise<AssetPeaks>;
  /** A playable URL and the facts of an asset (cached until shortly before the URL expires). */
  assetInfo(assetId: string): Promise<AssetInfo>;
  /**
   * Saves an asset (audio converted to `format` when given, else as stored): the desktop's
   * Save dialog when present, otherwise a browser download.
   */
  exportAsset(assetId: string, fileName: string, format?: AudioExportFormat): Promise<string>;
  setPrefill(prefill: Prefill | null): void;
  /** Replaces an asset's tags and/or sets its favourite flag (`PATCH /api/v1/assets/{id}`). */
  updateAsset(assetId: string, change: AssetPatch): Promise<LibraryAsset>;
  /** Deletes one asset (`DELETE /api/v1/assets/{id}`). */
  deleteAsset(assetId: string): Promise<void>;
  /** One action over many assets (`POST /api/v1/assets/bulk`). */
  bulkAssets(ids: string[], action: 'delete' | 'tag' | 'untag' | 'favorite' | 'unfavorite', tags?: string[]): Promise<AssetBulkResult>;
  /** Saves many assets as one zip (`POST /api/v1/assets/archive`), like an export. */
  archiveAssets(ids: string[], fileName: string): Promise<string>;
  setSample(sample: SampleView | null): void;
}

/** How many items of this session's own results the studio keeps in memory (the service keeps them all). */
const RECENT_LIMIT = 200;

export const createLibrarySlice =
  ({ deps, api }: SliceContext): StudioSlice<LibrarySlice> =>
  (set, get) => {
    const infos = new Map<string, { info: Promise<AssetInfo>; until: number }>();

    /**
     * An asset's bytes from `GET /api/v1/assets/{id}/export` with the session token, which
     * serves any asset of the workspace (whichever key made it), as stored or converted.
     */
    const exported = (assetId: string, format?: AudioExportFormat) =>
      api.GET('/api/v1/assets/{id}/export', { params: { path: { id: assetId }, query: { format } }, parseAs: 'blob' });

    // Signed content URLs need no header, but get-asset only signs what the studio's own key made.
    const sessionAssetInfo = async (assetId: string): Promise<AssetInfo> => {
      const blob = await exported(assetId);
      return {
        url: URL.createObjectURL(blob),
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
        mimeType: blob.type,
        bytes: blob.size,
      };
    };

    return {
      library: [],
      sample: null,
      prefill: null,
      addToLibrary(items) {
        const known = new Set(get().library.map((i) => i.assetId));
        const fresh = items.filter((i) => !known.has(i.assetId));
        if (!fresh.length) return;
        set({ library: [...fresh, ...get().library].slice(0, RECENT_LIMIT) });
      },
      async listAssets({ kind, q, before, limit }) {
        const query = { limit, kind: kind || undefined, q: q || undefined, before: before ?? undefined };
        return (await api.GET('/api/v1/assets', { params: { query } })).data;
      },
      async upload(blob, fileName, source = 'upload') {
        const { data } = await api.POST('/api/v1/assets', {
          body: blob,
          headers: { 'content-type': blob.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(fileName) },
          as: 'key',
        });
        get().addToLibrary([{ assetId: data.assetId, kind: data.kind, label: fileName, source, createdAt: data.createdAt }]);
        return data;
      },
      analyzeAudio: (assetId) => callTool(api, 'analyze-audio', { audioAssetId: assetId }),
      async peaks(assetId, pixels) {
        return (await api.GET('/api/v1/assets/{id}/peaks', { params: { path: { id: assetId }, query: { pixels } } })) as AssetPeaks;
      },
      assetInfo(assetId) {
        const cached = infos.get(assetId);
        if (cached && cached.until > Date.now()) return cached.info;
        const info = callTool(api, 'get-asset', { assetId }).catch((error: unknown): Promise<AssetInfo> => {
          // Made by another key (an app or MCP client): get-asset is scoped to the studio's key,
          // so read the bytes with the session token instead.
          if (error instanceof ApiError && error.code === 'not_found') return sessionAssetInfo(assetId);
          throw error;
        });
        infos.set(assetId, { info, until: Date.now() + 50 * 60_000 });
        info.catch(() => infos.delete(assetId));
        return info;
      },
      async exportAsset(assetId, fileName, format) {
        if (!deps.saveAs) throw new Error('Export is not available here');
        const message = await deps.saveAs(await exported(assetId, format), fileName);
        get().announce(message);
        return message;
      },
      setPrefill: (prefill) => set({ prefill }),
      async updateAsset(assetId, change) {
        return (await api.PATCH('/api/v1/assets/{id}', { params: { path: { id: assetId } }, body: change })).data;
      },
      async deleteAsset(assetId) {
        await api.DELETE('/api/v1/assets/{id}', { params: { path: { id: assetId } } });
      },
      async bulkAssets(ids, action, tags) {
        return (await api.POST('/api/v1/assets/bulk', { body: { ids, action, ...(tags ? { tags } : {}) } })).data;
      },
      async archiveAssets(ids, fileName) {
        if (!deps.saveAs) throw new Error('Export is not available here');
        const data = await api.POST('/api/v1/assets/archive', { body: { ids }, parseAs: 'blob' });
        const message = await deps.saveAs(data, fileName);
        get().announce(message);
        return message;
      },
      setSample: (sample) => set({ sample }),
    };
  };
