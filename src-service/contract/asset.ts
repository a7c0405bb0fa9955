/** An asset as the API shows it (get-asset, uploads, listings). */
export interface AssetView {
  assetId: string;
  kind: 'audio' | 'image' | 'video';
  mimeType: string;
  bytes: number;
  fileName?: string;
  durationSeconds?: number;
  width?: number;
  height?: number;
  sampleRate?: number;
  channels?: number;
  origin: 'upload' | 'generated';
  engine?: string;
  taskId?: string;
  createdAt: string;
}

/** Where an asset came from: the key (app) that made it, the engine, the parameters. */
export interface AssetProvenance {
  apiKeyId: string | null;
  keyLabel: string | null;
  engine: string | null;
  params: Record<string, unknown> | null;
}

/** A row of `GET /api/v1/assets`: the asset, a signed URL, its provenance. */
export interface LibraryAsset extends AssetView {
  url: string;
  expiresAt: string;
  provenance: AssetProvenance;
}

/** Formats an audio asset can be exported in (`GET /api/v1/assets/{id}/export?format=`). */
export const AUDIO_EXPORT_FORMATS = ['wav', 'mp3'] as const;

/** One of {@link AUDIO_EXPORT_FORMATS}. */
export type AudioExportFormat = (typeof AUDIO_EXPORT_FORMATS)[number];
