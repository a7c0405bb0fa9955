import type Database from 'better-sqlite3';
import type { Db } from '../db/open.ts';

/** An asset row: metadata of one file in `<dataDir>/assets/`. */
export interface AssetRow {
  id: string;
  kind: 'audio' | 'image' | 'video';
  mime_type: string;
  bytes: number;
  file_name: string | null;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  sample_rate: number | null;
  channels: number | null;
  /** 'upload' or 'generated'. */
  origin: 'upload' | 'generated';
  engine: string | null;
  task_id: string | null;
  api_key_id: string | null;
  params: string | null;
  created_at: string;
  /** Audio: 64 levels 0..255 (migration 012), null until its peaks are computed. Read only; set with `setWaveform`. */
  waveform?: Buffer | null;
}

/** SQL of the assets table. */
export function createAssetRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO assets (id, kind, mime_type, bytes, file_name, duration_seconds, width, height, sample_rate, channels,
       origin, engine, task_id, api_key_id, params, created_at)
     VALUES (@id, @kind, @mime_type, @bytes, @file_name, @duration_seconds, @width, @height, @sample_rate, @channels,
       @origin, @engine, @task_id, @api_key_id, @params, @created_at)`,
  );
  const get = db.prepare('SELECT * FROM assets WHERE id = ?');
  const allIds = db.prepare('SELECT id FROM assets');
  const remove = db.prepare('DELETE FROM assets WHERE id = ?');
  const setWaveform = db.prepare('UPDATE assets SET waveform = ? WHERE id = ?');
  // One prepared statement per filter combination (built once, on first use), so each
  // walks the index that matches its filters instead of scanning the table.
  const pages = new Map<string, Database.Statement>();
  // A search (q) has two ways. A narrow one (few matches) asks the trigram index (migration
  // 009) for its assets and pages through just those: a miss costs nothing instead of reading
  // every asset's text. A broad one (many matches) walks the assets newest-first testing each,
  // which stops as soon as the page is full; fetching thousands of matches from the index and
  // sorting them would cost far more. A capped count on the index tells them apart. Text
  // holding LIKE's own wildcard or escape characters, which the index cannot take with an
  // ESCAPE, always walks.
  const BROAD = 500;
  const matchesUpTo = db.prepare(
    `SELECT COUNT(*) AS n FROM (SELECT asset_id FROM assets_search WHERE file_name LIKE @q
       UNION ALL SELECT asset_id FROM assets_search WHERE params LIKE @q LIMIT ${BROAD})`,
  );
  const pageStatement = (key: boolean, kind: boolean, q: 'none' | 'index' | 'scan') => {
    const name = `${+key}${+kind}${q}`;
    let stmt = pages.get(name);
    if (!stmt) {
      const where = ['a.id < @before'];
      if (key) where.push('a.api_key_id = @keyId');
      if (kind) where.push('a.kind = @kind');
      if (q === 'index') {
        where.push(
          `a.id IN (SELECT asset_id FROM assets_search WHERE file_name LIKE @q
                    UNION SELECT asset_id FROM assets_search WHERE params LIKE @q)`,
        );
      }
      if (q === 'scan') where.push("(a.file_name LIKE @q ESCAPE '\\' OR a.params LIKE @q ESCAPE '\\')");
      stmt = db.prepare(
        // The task's `via` (the foreign API it was asked through) is read by its primary key, per row of the page.
        `SELECT a.*, k.label AS key_label, (SELECT t.via FROM tasks t WHERE t.id = a.task_id) AS via
         FROM assets a LEFT JOIN api_keys k ON k.id = a.api_key_id
         WHERE ${where.join(' AND ')} ORDER BY a.id DESC LIMIT @limit`,
      );
      pages.set(name, stmt);
    }
    return stmt;
  };
  return {
    /** Newest first, with the label of the key that made each asset (provenance). */
    page(args: {
      keyId: string | null;
      kind: string | null;
      q: string | null;
      before: string;
      limit: number;
    }): Array<AssetRow & { key_label: string | null; via: string | null }> {
      const params: Record<string, unknown> = { before: args.before, limit: args.limit };
      if (args.keyId !== null) params.keyId = args.keyId;
      if (args.kind !== null) params.kind = args.kind;
      let q: 'none' | 'index' | 'scan' = 'none';
      if (args.q !== null) {
        // LIKE wildcards in the search text are searched for, not expanded.
        params.q = `%${args.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const literal = !/[\\%_]/.test(args.q);
        q = literal && (matchesUpTo.get({ q: params.q }) as { n: number }).n < BROAD ? 'index' : 'scan';
      }
      return pageStatement(args.keyId !== null, args.kind !== null, q).all(params) as never;
    },
    remove(id: string): void {
      remove.run(id);
    },
    setWaveform(id: string, levels: Buffer): void {
      setWaveform.run(levels, id);
    },
    insert(row: AssetRow): void {
      insert.run(row);
    },
    get(id: string): AssetRow | undefined {
      return get.get(id) as AssetRow | undefined;
    },
    allIds(): Set<string> {
      return new Set((allIds.all() as { id: string }[]).map((r) => r.id));
    },
  };
}

export type AssetRepo = ReturnType<typeof createAssetRepo>;
