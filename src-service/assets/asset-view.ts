import type { AssetRow } from './asset-repo.ts';
import type { AssetView } from '../contract/asset.ts';

/** The API's view of an asset row. */
export function toAssetView(row: AssetRow): AssetView {
  const v: AssetView = {
    assetId: row.id,
    kind: row.kind,
    mimeType: row.mime_type,
    bytes: row.bytes,
    origin: row.origin,
    createdAt: row.created_at,
  };
  if (row.file_name) v.fileName = row.file_name;
  if (row.duration_seconds !== null) v.durationSeconds = row.duration_seconds;
  if (row.width !== null) v.width = row.width;
  if (row.height !== null) v.height = row.height;
  if (row.sample_rate !== null) v.sampleRate = row.sample_rate;
  if (row.channels !== null) v.channels = row.channels;
  if (row.engine) v.engine = row.engine;
  if (row.task_id) v.taskId = row.task_id;
  return v;
}
