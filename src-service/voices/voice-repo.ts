import type { Db } from '../db/open.ts';
import type { VoiceProfile } from '../providers/engine.ts';
import type { VoiceView } from '../contract/voice.ts';

/** A voice as stored. */
export interface VoiceRow {
  voice_id: string;
  name: string;
  provider: 'alpha' | 'beta';
  kind: VoiceView['kind'];
  upstream_name: string;
  description: string | null;
  gender: string | null;
  languages: string;
  profile: string;
  preview_asset_id: string | null;
  source_asset_id: string | null;
  engine: string | null;
  api_key_id: string | null;
  task_id: string | null;
  created_at: string;
  deleted_at: string | null;
}

/** A voice to insert (designed or cloned), committed with the task that made it. */
export interface NewVoice {
  voiceId: string;
  name: string;
  kind: 'designed' | 'cloned';
  upstreamName: string;
  description?: string;
  gender?: string;
  languages: readonly string[];
  profile: VoiceProfile;
  previewAssetId?: string;
  sourceAssetId?: string;
  engine: string;
  apiKeyId: string | null;
  taskId: string;
}

/** SQL of the voice library. */
export function createVoiceRepo(db: Db) {
  const get = db.prepare('SELECT * FROM voices WHERE voice_id = ? AND deleted_at IS NULL');
  const list = db.prepare(
    "SELECT * FROM voices WHERE deleted_at IS NULL ORDER BY CASE kind WHEN 'cloned' THEN 0 WHEN 'designed' THEN 1 ELSE 2 END, provider, name",
  );
  const seed = db.prepare(
    `INSERT INTO voices (voice_id, name, provider, kind, upstream_name, description, gender, languages, profile, engine, created_at)
     VALUES (@voice_id, @name, @provider, @kind, @upstream_name, @description, @gender, @languages, @profile, NULL, @created_at)
     ON CONFLICT (voice_id) DO UPDATE SET name = excluded.name, description = excluded.description,
       gender = excluded.gender, languages = excluded.languages, profile = excluded.profile`,
  );
  const insert = db.prepare(
    `INSERT INTO voices (voice_id, name, provider, kind, upstream_name, description, gender, languages, profile,
       preview_asset_id, source_asset_id, engine, api_key_id, task_id, created_at)
     VALUES (@voice_id, @name, 'alpha', @kind, @upstream_name, @description, @gender, @languages, @profile,
       @preview_asset_id, @source_asset_id, @engine, @api_key_id, @task_id, @created_at)`,
  );
  const rename = db.prepare('UPDATE voices SET name = ? WHERE voice_id = ? AND deleted_at IS NULL');
  // Every submission looks its voice up; rows change only through this repository, which
  // clears the cache on each write (a rolled-back write only costs a re-read).
  const cache = new Map<string, VoiceRow>();
  const remove = db.prepare('UPDATE voices SET deleted_at = ? WHERE voice_id = ? AND deleted_at IS NULL');
  return {
    rename(id: string, name: string): boolean {
      cache.clear();
      return rename.run(name, id).changes === 1;
    },
    /** Soft delete: tasks and assets that name the voice keep their history. */
    remove(id: string, at: string): boolean {
      cache.clear();
      return remove.run(at, id).changes === 1;
    },
    get(id: string): VoiceRow | undefined {
      if (cache.has(id)) return cache.get(id);
      const row = get.get(id) as VoiceRow | undefined;
      if (row) cache.set(id, row);
      return row;
    },
    list(): VoiceRow[] {
      return list.all() as VoiceRow[];
    },
    /** Upserts a catalogue voice (built-in or prebuilt), so an update can refresh the catalogue. */
    seed(
      row: Pick<
        VoiceRow,
        'voice_id' | 'name' | 'provider' | 'kind' | 'upstream_name' | 'description' | 'gender' | 'languages' | 'profile' | 'created_at'
      >,
    ): void {
      cache.clear();
      seed.run(row);
    },
    insert(v: NewVoice, now: string): void {
      cache.clear();
      insert.run({
        voice_id: v.voiceId,
        name: v.name,
        kind: v.kind,
        upstream_name: v.upstreamName,
        description: v.description ?? null,
        gender: v.gender ?? null,
        languages: JSON.stringify(v.languages),
        profile: JSON.stringify(v.profile),
        preview_asset_id: v.previewAssetId ?? null,
        source_asset_id: v.sourceAssetId ?? null,
        engine: v.engine,
        api_key_id: v.apiKeyId,
        task_id: v.taskId,
        created_at: now,
      });
    },
  };
}

export type VoiceRepo = ReturnType<typeof createVoiceRepo>;

/** What the workspace adds to a stored voice: favourite, and the preview made for it and its price. */
export interface VoiceExtra {
  favorite: boolean;
  /** The preview made for a catalogue voice in this workspace. */
  madePreviewAssetId: string | null;
  previewCredits: number;
}

export function toVoiceView(row: VoiceRow, extra: VoiceExtra): VoiceView {
  const own = row.kind === 'designed' ? row.preview_asset_id : row.kind === 'cloned' ? row.source_asset_id : extra.madePreviewAssetId;
  const v: VoiceView = {
    voiceId: row.voice_id,
    name: row.name,
    provider: row.provider,
    kind: row.kind,
    languages: JSON.parse(row.languages) as string[],
    favorite: extra.favorite,
    previewAssetId: own ?? null,
    previewCredits: own ? 0 : extra.previewCredits,
  };
  if (row.description) v.description = row.description;
  if (row.gender) v.gender = row.gender;
  if (row.kind === 'cloned' && row.source_asset_id) v.sampleAssetId = row.source_asset_id;
  if (row.kind === 'designed' || row.kind === 'cloned') v.createdAt = row.created_at;
  return v;
}
