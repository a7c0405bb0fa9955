// The asset side of the studio: its own library list (uploads, recordings, outputs), the
// service's asset listing, uploads, signed URLs, exports, the sample checks and the clone sample.
import { callTool } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import type { AssetPeaks } from '../api/api-types.ts';
import type { AudioExportFormat } from '../../src-service/contract/asset.ts';
import type { SliceContext, StudioSlice } from './slice.ts';
import type { AssetInfo, LibrarySlice } from './library-state.ts';

export type { AssetInfo, LibrarySlice } from './library-state.ts';

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
