import type { Db } from '../db/open.ts';
import { createLibraryRepo } from './library-repo.ts';
import type { AssetRow } from './asset-row.ts';

export type { AssetRow } from './asset-row.ts';

/** SQL of the assets table. */
export function createAssetRepo(db: Db) {
  // The library's columns (migration 013) are found in the params, as the migration found them:
  // the tool, the voice (or the voice of the task's request), and the key the name sort orders by.
  const tool = "CASE WHEN json_valid(@params) THEN json_extract(@params, '$.tool') END";
  const insert = db.prepare(
    `INSERT INTO assets (id, kind, mime_type, bytes, file_name, duration_seconds, width, height, sample_rate, channels,
       origin, engine, task_id, api_key_id, params, created_at, words, tool, voice_id, name_key)
     VALUES (@id, @kind, @mime_type, @bytes, @file_name, @duration_seconds, @width, @height, @sample_rate, @channels,
       @origin, @engine, @task_id, @api_key_id, @params, @created_at, @words, ${tool},
       coalesce(CASE WHEN json_valid(@params) THEN json_extract(@params, '$.voiceId') END,
         (SELECT CASE WHEN json_valid(t.request) THEN json_extract(t.request, '$.voiceId') END FROM tasks t WHERE t.id = @task_id)),
       lower(substr(trim(coalesce(
         CASE WHEN ${tool} IN ('generate-narration', 'regenerate-segment')
           THEN replace(replace(coalesce(json_extract(@params, '$.script'), json_extract(@params, '$.text')), char(10), ' '), char(13), ' ') END,
         @file_name, @id)), 1, 80)))`,
  );
  const get = db.prepare('SELECT * FROM assets WHERE id = ?');
  const allIds = db.prepare('SELECT id FROM assets');
  const remove = db.prepare('DELETE FROM assets WHERE id = ?');
  const setWaveform = db.prepare('UPDATE assets SET waveform = ? WHERE id = ?');
  const waveform = db.prepare('SELECT waveform FROM assets WHERE id = ?').pluck();
  return {
    remove(id: string): void {
      remove.run(id);
    },
    setWaveform(id: string, levels: Buffer): void {
      setWaveform.run(levels, id);
    },
    /** The inline waveform's levels, once the asset's peaks are computed. */
    waveformOf(id: string): number[] | undefined {
      const levels = waveform.get(id) as Buffer | null | undefined;
      return levels && levels.length > 0 ? [...levels] : undefined;
    },
    /** Inserts the row with its library columns (tool, voice, name key) taken from its params. */
    insert(row: AssetRow): void {
      insert.run({ ...row, words: row.words ?? null });
    },
    get(id: string): AssetRow | undefined {
      return get.get(id) as AssetRow | undefined;
    },
    library: createLibraryRepo(db),
    allIds(): Set<string> {
      return new Set((allIds.all() as { id: string }[]).map((r) => r.id));
    },
  };
}

export type AssetRepo = ReturnType<typeof createAssetRepo>;
