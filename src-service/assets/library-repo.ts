import type Database from 'better-sqlite3';
import type { Db } from '../db/open.ts';
import type { AssetRow } from './asset-row.ts';
import type { AssetSort } from '../contract/library.ts';

/** What a listing is narrowed by; null: not narrowed. `scopeKeyId` is the caller's (a key sees only its own). */
export interface LibraryFilter {
  scopeKeyId: string | null;
  kind: string | null;
  voiceId: string | null;
  /** A key's id, or 'studio' for what the studio made (no key). */
  apiKeyId: string | null;
  tag: string | null;
  favorite: boolean | null;
  /** ISO timestamps, both inclusive. */
  from: string | null;
  to: string | null;
  tool: string | null;
  q: string | null;
}

/** Where the previous page ended: its last row's sort value and id. */
export interface LibraryCursor {
  value: string | number | null;
  id: string;
}

/** A row of the listing: the asset and what is joined to it. */
export type LibraryRow = AssetRow & {
  voice_id: string | null;
  tool: string | null;
  favorite: 0 | 1;
  key_label: string | null;
  voice_name: string | null;
  via: string | null;
  /** JSON array of the tags, sorted. */
  tags: string;
};

/**
 * Each sort: the expression it orders by (null: the id alone; ids sort by creation time) and
 * its direction. The id breaks ties, so (value, id) is unique and a keyset cursor never skips
 * or repeats a row. Each expression is one an index of migration 013 holds.
 */
const SORTS: Record<AssetSort, { key: string | null; desc: boolean }> = {
  newest: { key: null, desc: true },
  oldest: { key: null, desc: false },
  name: { key: 'a.name_key', desc: false },
  duration: { key: 'coalesce(a.duration_seconds, -1)', desc: true },
  shortest: { key: 'coalesce(a.duration_seconds, -1)', desc: false },
};

/** The value of a row under a sort, as its cursor holds it. */
export function sortValue(sort: AssetSort, row: AssetRow & { name_key?: string }): string | number | null {
  if (sort === 'name') return row.name_key ?? '';
  if (sort === 'duration' || sort === 'shortest') return row.duration_seconds ?? -1;
  return null;
}

// A search (q) has two ways. A narrow one (few matches) asks the trigram index (migration
// 009) for its assets: a miss costs nothing instead of reading every asset's text. A broad
// one tests each row as the page walks, which stops as soon as the page is full. A capped
// count on the index tells them apart. Text holding LIKE's own wildcard or escape characters,
// which the index cannot take with an ESCAPE, always walks. Voice names and key labels are
// few rows, searched directly.
const BROAD = 500;

const SELECT = `SELECT a.*, k.label AS key_label, v.name AS voice_name,
  (SELECT t.via FROM tasks t WHERE t.id = a.task_id) AS via,
  (SELECT json_group_array(tag) FROM (SELECT tag FROM asset_tags WHERE asset_id = a.id ORDER BY tag)) AS tags
FROM assets a LEFT JOIN api_keys k ON k.id = a.api_key_id LEFT JOIN voices v ON v.voice_id = a.voice_id`;

/** Listing, counting, tagging and favouriting of the library (the assets table and asset_tags). */
export function createLibraryRepo(db: Db) {
  const statements = new Map<string, Database.Statement>();
  // One prepared statement per shape of query (built on first use), so each is planned once
  // and walks the index that fits its filters and sort.
  const prepared = (sql: string): Database.Statement => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      statements.set(sql, stmt);
    }
    return stmt;
  };
  const matchesUpTo = db.prepare(
    `SELECT COUNT(*) AS n FROM (SELECT asset_id FROM assets_search WHERE file_name LIKE @q
       UNION ALL SELECT asset_id FROM assets_search WHERE params LIKE @q LIMIT ${BROAD})`,
  );

  const where = (f: LibraryFilter, params: Record<string, unknown>): string[] => {
    const w: string[] = [];
    const eq = (column: string, name: string, value: unknown) => {
      w.push(`${column} = @${name}`);
      params[name] = value;
    };
    if (f.scopeKeyId !== null) eq('a.api_key_id', 'scopeKeyId', f.scopeKeyId);
    if (f.apiKeyId === 'studio') w.push('a.api_key_id IS NULL');
    else if (f.apiKeyId !== null) eq('a.api_key_id', 'apiKeyId', f.apiKeyId);
    if (f.kind !== null) eq('a.kind', 'kind', f.kind);
    if (f.voiceId !== null) eq('a.voice_id', 'voiceId', f.voiceId);
    if (f.tool !== null) eq('a.tool', 'tool', f.tool);
    if (f.favorite !== null) eq('a.favorite', 'favorite', f.favorite ? 1 : 0);
    if (f.tag !== null) {
      w.push('a.id IN (SELECT asset_id FROM asset_tags WHERE tag = @tag)');
      params.tag = f.tag;
    }
    if (f.from !== null) {
      w.push('a.created_at >= @from');
      params.from = f.from;
    }
    if (f.to !== null) {
      w.push('a.created_at <= @to');
      params.to = f.to;
    }
    if (f.q !== null) {
      // LIKE wildcards in the search text are searched for, not expanded.
      params.q = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const literal = !/[\\%_]/.test(f.q);
      const byIndex = literal && (matchesUpTo.get({ q: params.q }) as { n: number }).n < BROAD;
      const text = byIndex
        ? `a.id IN (SELECT asset_id FROM assets_search WHERE file_name LIKE @q
                    UNION SELECT asset_id FROM assets_search WHERE params LIKE @q)`
        : "a.file_name LIKE @q ESCAPE '\\' OR a.params LIKE @q ESCAPE '\\'";
      w.push(
        `(${text} OR a.voice_id IN (SELECT voice_id FROM voices WHERE name LIKE @q ESCAPE '\\')
          OR a.api_key_id IN (SELECT id FROM api_keys WHERE label LIKE @q ESCAPE '\\'))`,
      );
    }
    return w;
  };

  const getRow = db.prepare(`${SELECT} WHERE a.id = ?`);
  const setFavorite = db.prepare('UPDATE assets SET favorite = ? WHERE id = ?');
  const clearTags = db.prepare('DELETE FROM asset_tags WHERE asset_id = ?');
  const addTag = db.prepare('INSERT OR IGNORE INTO asset_tags (asset_id, tag) VALUES (?, ?)');
  const dropTag = db.prepare('DELETE FROM asset_tags WHERE asset_id = ? AND tag = ?');
  const tagCount = db.prepare('SELECT COUNT(*) AS n FROM asset_tags WHERE asset_id = ?');
  const allTags = db.prepare('SELECT tag, COUNT(*) AS count FROM asset_tags GROUP BY tag ORDER BY tag');
  const keyTags = db.prepare(
    `SELECT t.tag, COUNT(*) AS count FROM asset_tags t JOIN assets a ON a.id = t.asset_id
     WHERE a.api_key_id = ? GROUP BY t.tag ORDER BY t.tag`,
  );
  const usedByVoice = db.prepare(
    'SELECT name FROM voices WHERE deleted_at IS NULL AND (preview_asset_id = @id OR source_asset_id = @id) LIMIT 1',
  );

  return {
    /** A page in `sort` order after `cursor` (null: from the start). */
    page(f: LibraryFilter, sort: AssetSort, cursor: LibraryCursor | null, limit: number): LibraryRow[] {
      const params: Record<string, unknown> = { limit };
      const w = where(f, params);
      const { key, desc } = SORTS[sort];
      const op = desc ? '<' : '>';
      const dir = desc ? 'DESC' : 'ASC';
      if (cursor) {
        params.cid = cursor.id;
        if (key === null) w.push(`a.id ${op} @cid`);
        else {
          params.cv = cursor.value;
          w.push(`(${key}, a.id) ${op} (@cv, @cid)`);
        }
      }
      const order = key === null ? `a.id ${dir}` : `${key} ${dir}, a.id ${dir}`;
      const sql = `${SELECT} ${w.length ? `WHERE ${w.join(' AND ')}` : ''} ORDER BY ${order} LIMIT @limit`;
      return prepared(sql).all(params) as LibraryRow[];
    },
    /** How many assets match, all pages together. */
    count(f: LibraryFilter): number {
      const params: Record<string, unknown> = {};
      const w = where(f, params);
      return (prepared(`SELECT COUNT(*) AS n FROM assets a ${w.length ? `WHERE ${w.join(' AND ')}` : ''}`).get(params) as { n: number }).n;
    },
    row(id: string): LibraryRow | undefined {
      return getRow.get(id) as LibraryRow | undefined;
    },
    setFavorite(id: string, favorite: boolean): void {
      setFavorite.run(favorite ? 1 : 0, id);
    },
    setTags(id: string, tags: readonly string[]): void {
      clearTags.run(id);
      for (const t of tags) addTag.run(id, t);
    },
    addTags(id: string, tags: readonly string[]): void {
      for (const t of tags) addTag.run(id, t);
    },
    removeTags(id: string, tags: readonly string[]): void {
      for (const t of tags) dropTag.run(id, t);
    },
    tagCount(id: string): number {
      return (tagCount.get(id) as { n: number }).n;
    },
    /** Every tag with how many assets carry it; a key counts only its own assets. */
    tags(scopeKeyId: string | null): Array<{ tag: string; count: number }> {
      return (scopeKeyId === null ? allTags.all() : keyTags.all(scopeKeyId)) as Array<{ tag: string; count: number }>;
    },
    /** The name of a live voice whose preview or clone sample this asset is, if any. */
    voiceUsing(id: string): string | undefined {
      return (usedByVoice.get({ id }) as { name: string } | undefined)?.name;
    },
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
