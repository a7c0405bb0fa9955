// The library slice's state and the types it is made of, apart from its actions (library-slice.ts) so that
// the studio's whole state (studio-state.ts) can be named without importing the slices that build it.
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

/** One item of the studio's library: an upload or a task's output. */
interface LibraryItem {
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
interface Prefill {
  tool: string;
  params: Record<string, unknown>;
}

/** The recorded or picked sample waiting to be cloned. */
interface SampleView {
  assetId: string;
  blobUrl: string;
  seconds: number;
  fileName: string;
}

/** What the library listing is asked for: its query, where '' is every kind and null the first page. */
type AssetQuery = Omit<AssetListQuery, 'kind' | 'before'> & { kind?: AssetListQuery['kind'] | ''; before?: string | null };

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
