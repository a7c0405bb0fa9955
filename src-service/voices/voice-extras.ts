import type { Db } from '../db/open.ts';

/** A catalogue voice's preview as recorded: the task that makes it and, once made, its asset. */
export interface PreviewRecord {
  taskId: string;
  /** The clip, once the task succeeded and while the asset exists. */
  assetId: string | null;
  /** The task's status (null when the task is gone). */
  status: string | null;
}

/**
 * SQL of what the workspace adds to the voice library (migration 014): the preview clip made
 * for a catalogue voice, and favourites. The clip is found through its task's asset, so a
 * preview appears without any hook in the runner, and a deleted clip simply is not there.
 */
export function createVoiceExtras(db: Db) {
  const previews = db.prepare(
    `SELECT p.voice_id AS voiceId, p.task_id AS taskId, t.status AS status,
       (SELECT a.id FROM assets a WHERE a.task_id = p.task_id ORDER BY a.created_at LIMIT 1) AS assetId
     FROM voice_previews p LEFT JOIN tasks t ON t.id = p.task_id`,
  );
  const preview = db.prepare(
    `SELECT p.task_id AS taskId, t.status AS status,
       (SELECT a.id FROM assets a WHERE a.task_id = p.task_id ORDER BY a.created_at LIMIT 1) AS assetId
     FROM voice_previews p LEFT JOIN tasks t ON t.id = p.task_id WHERE p.voice_id = ?`,
  );
  const record = db.prepare(
    `INSERT INTO voice_previews (voice_id, task_id, asset_id, created_at) VALUES (?, ?, NULL, ?)
     ON CONFLICT (voice_id) DO UPDATE SET task_id = excluded.task_id, asset_id = NULL, created_at = excluded.created_at`,
  );
  const resolved = db.prepare('UPDATE voice_previews SET asset_id = ? WHERE voice_id = ? AND asset_id IS NULL');
  const favorites = db.prepare('SELECT voice_id FROM voice_favorites');
  const addFavorite = db.prepare('INSERT OR IGNORE INTO voice_favorites (voice_id, created_at) VALUES (?, ?)');
  const dropFavorite = db.prepare('DELETE FROM voice_favorites WHERE voice_id = ?');
  return {
    /** Every recorded preview by voice id. */
    previews(): Map<string, PreviewRecord> {
      const rows = previews.all() as Array<PreviewRecord & { voiceId: string }>;
      return new Map(rows.map((r) => [r.voiceId, { taskId: r.taskId, assetId: r.assetId, status: r.status }]));
    },
    preview(voiceId: string): PreviewRecord | undefined {
      const row = preview.get(voiceId) as PreviewRecord | undefined;
      if (row?.assetId) resolved.run(row.assetId, voiceId);
      return row;
    },
    /** The task now making the voice's preview (replaces a failed or deleted one). */
    recordPreviewTask(voiceId: string, taskId: string, at: string): void {
      record.run(voiceId, taskId, at);
    },
    favorites(): Set<string> {
      return new Set((favorites.all() as Array<{ voice_id: string }>).map((r) => r.voice_id));
    },
    setFavorite(voiceId: string, favorite: boolean, at: string): void {
      if (favorite) addFavorite.run(voiceId, at);
      else dropFavorite.run(voiceId);
    },
  };
}

export type VoiceExtras = ReturnType<typeof createVoiceExtras>;
