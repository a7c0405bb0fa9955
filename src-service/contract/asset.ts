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

/** File extensions of the media types assets are stored in. */
const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/x-m4a': 'm4a', 'audio/webm': 'webm',
  'audio/ogg': 'ogg', 'audio/flac': 'flac', 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov',
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp',
};

/** The extension a file of `mimeType` is named with (its subtype when unknown). */
export function extensionOf(mimeType: string): string {
  return EXTENSIONS[mimeType] ?? mimeType.split('/')[1] ?? 'bin';
}
