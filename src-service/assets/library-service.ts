import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { AppError, invalid, notFound } from '../core/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import type { AssetRepo } from './asset-repo.ts';
import type { AssetStore } from './asset-store.ts';
import type { LibraryCursor, LibraryFilter, LibraryRow } from './library-repo.ts';
import { sortValue } from './library-repo.ts';
import { AUDIO_EXPORT_FORMATS, extensionOf, type LibraryAsset } from '../contract/asset.ts';
import { ASSET_SORTS, BULK_ACTIONS, STUDIO, TAG_LIMITS, TAG_PATTERN, type AssetSort } from '../contract/library.ts';
import type { CompatDialect } from '../contract/compat-speech.ts';
import { toAssetView } from './asset-view.ts';

/** Tools whose asset is a narration, shown by the first words of its text rather than `narration-xxxx.wav`. */
const NARRATION_TOOLS = new Set(['generate-narration', 'regenerate-segment']);
const TITLE_CHARS = 48;

/** The first words of a text, at most about TITLE_CHARS characters, with an ellipsis when cut. */
function firstWords(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_CHARS) return flat;
  const cut = flat.slice(0, TITLE_CHARS + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_CHARS / 2 ? cut.slice(0, space) : cut.slice(0, TITLE_CHARS)).trimEnd()}…`;
}

/** The name the library shows for an asset. */
function titleOf(row: { id: string; file_name: string | null; params: string | null; tool?: string | null }): string {
  if (row.tool && NARRATION_TOOLS.has(row.tool) && row.params) {
    const p = JSON.parse(row.params) as { script?: unknown; text?: unknown };
    const text = typeof p.script === 'string' ? p.script : typeof p.text === 'string' ? p.text : '';
    if (text.trim()) return firstWords(text);
  }
  return row.file_name ?? row.id;
}

/** Tags as stored: trimmed, inner spaces collapsed, lower-cased, without repeats; 400 naming the bad one. */
function normalizeTags(tags: readonly string[], field = 'tags'): string[] {
  const out = new Set<string>();
  tags.forEach((raw, i) => {
    const tag = raw.replace(/\s+/g, ' ').trim().toLowerCase();
    if (!tag || tag.length > TAG_LIMITS.length || !TAG_PATTERN.test(tag))
      throw invalid(
        `${field}[${i}]`,
        `must be 1–${TAG_LIMITS.length} characters of letters, digits, space, - _ . starting with a letter or digit`,
      );
    out.add(tag);
  });
  return [...out];
}

/** A date filter as an ISO timestamp; a bare date is the start (from) or the end (to) of that UTC day. */
function dateParam(field: 'from' | 'to', value: string | undefined): string | null {
  if (value === undefined) return null;
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = bare ? Date.parse(`${value}T00:00:00.000Z`) : /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw invalid(field, 'must be an ISO date (2025-01-31) or timestamp (2025-01-31T12:00:00Z)');
  return new Date(bare && field === 'to' ? ms + 86_400_000 - 1 : ms).toISOString();
}

const encodeCursor = (sort: AssetSort, c: LibraryCursor) => Buffer.from(JSON.stringify([sort, c.value, c.id])).toString('base64url');

function decodeCursor(sort: AssetSort, cursor: string): LibraryCursor {
  const wrong = () =>
    invalid('cursor', `is not a cursor of sort=${sort}; pass the nextCursor of the previous page, with the same sort and filters`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw wrong();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort || typeof parsed[2] !== 'string') throw wrong();
  const [, value, id] = parsed as [string, unknown, string];
  const want = sort === 'name' ? 'string' : sort === 'duration' || sort === 'shortest' ? 'number' : 'null';
  if ((value === null ? 'null' : typeof value) !== want) throw wrong();
  return { value: value as string | number | null, id };
}

/** The listing's query, as the route hands it over (already checked against AssetListQuery). */
export interface LibraryQuery {
  kind?: string;
  q?: string;
  voiceId?: string;
  apiKeyId?: string;
  tag?: string;
  favorite?: 'true' | 'false';
  from?: string;
  to?: string;
  tool?: string;
  sort?: AssetSort;
  cursor?: string;
  before?: string;
  limit: number;
}

/** The library's use-cases: find, tag, favourite, delete, and the files of an archive. */
export function createLibrary(deps: {
  repo: AssetRepo;
  store: AssetStore;
  /** An asset's signed URL with those of its peaks and poster frame. */
  signedUrls: (row: LibraryRow, expiresInSeconds: number) => { url: string; expiresAt: string; peaksUrl?: string; posterUrl?: string };
  refused: (err: unknown) => unknown;
}) {
  const { repo, store, signedUrls } = deps;
  const lib = repo.library;
  const scopeOf = (p: Principal) => (p.kind === 'apiKey' ? p.keyId : null);
  const mayTouch = (p: Principal, row: { api_key_id: string | null }) => p.kind === 'session' || row.api_key_id === p.keyId;

  const view = (r: LibraryRow): LibraryAsset => ({
    ...toAssetView(r),
    // Playable at once: a signed URL (1 h) per row, whoever made the asset.
    ...signedUrls(r, 3600),
    ...(r.waveform && r.waveform.length > 0 ? { waveform: [...r.waveform] } : {}),
    title: titleOf(r),
    tool: r.tool,
    voiceId: r.voice_id,
    voiceName: r.voice_name,
    madeBy: r.api_key_id === null ? 'studio' : 'apiKey',
    tags: JSON.parse(r.tags) as string[],
    favorite: r.favorite === 1,
    provenance: {
      apiKeyId: r.api_key_id,
      keyLabel: r.key_label,
      engine: r.engine,
      params: r.params ? JSON.parse(r.params) : null,
      ...(r.via ? { via: r.via as CompatDialect } : {}),
    },
  });

  /** The row if this caller may touch it; 404 otherwise (a key never learns of another key's assets). */
  const visible = (id: string, p: Principal): LibraryRow => {
    const row = lib.row(id);
    if (!row || !mayTouch(p, row)) throw notFound('Asset', id);
    return row;
  };

  /** Removes rows in one transaction, then their files and converted exports. */
  const removeAll = (ids: readonly string[]): void => {
    try {
      lib.transaction(() => ids.forEach((id) => repo.remove(id)));
    } catch (err) {
      throw deps.refused(err);
    }
    for (const id of ids) {
      store.discard([{ id, path: store.pathOf(id), row: undefined as never }]);
      for (const f of AUDIO_EXPORT_FORMATS) rmSync(join(store.exportsDir, `${id}.${f}`), { force: true });
    }
  };

  const write = <T>(fn: () => T): T => {
    try {
      return lib.transaction(fn);
    } catch (err) {
      throw deps.refused(err);
    }
  };

  return {
    list(p: Principal, query: LibraryQuery) {
      const sort = query.sort ?? 'newest';
      if (!ASSET_SORTS.includes(sort)) throw invalid('sort', `must be one of ${ASSET_SORTS.join(', ')}`);
      if (query.before !== undefined && sort !== 'newest') throw invalid('before', 'works with sort=newest only; page with cursor');
      if (query.before !== undefined && query.cursor !== undefined) throw invalid('before', 'cannot be given with cursor; use one');
      const filter: LibraryFilter = {
        scopeKeyId: scopeOf(p),
        kind: query.kind ?? null,
        voiceId: query.voiceId ?? null,
        apiKeyId: query.apiKeyId ?? null,
        tag: query.tag === undefined ? null : normalizeTags([query.tag], 'tag')[0],
        favorite: query.favorite === undefined ? null : query.favorite === 'true',
        from: dateParam('from', query.from),
        to: dateParam('to', query.to),
        tool: query.tool ?? null,
        q: query.q || null,
      };
      if (filter.from && filter.to && filter.from > filter.to) throw invalid('to', 'must not be before from');
      if (filter.apiKeyId !== null && filter.apiKeyId !== STUDIO && !filter.apiKeyId.startsWith('key_'))
        throw invalid('apiKeyId', `must be a key id (key_…) or ${STUDIO}`);
      const cursor =
        query.cursor !== undefined
          ? decodeCursor(sort, query.cursor)
          : query.before !== undefined
            ? { value: null, id: query.before }
            : null;
      const rows = lib.page(filter, sort, cursor, query.limit);
      const last = rows.length === query.limit ? rows[rows.length - 1] : undefined;
      return {
        assets: rows.map(view),
        nextBefore: last && sort === 'newest' ? last.id : null,
        nextCursor: last ? encodeCursor(sort, { value: sortValue(sort, last), id: last.id }) : null,
        total: lib.count(filter),
      };
    },

    get(id: string, p: Principal): LibraryAsset {
      return view(visible(id, p));
    },

    /** Sets the tags (replacing them) and/or the favourite flag; answers the asset as listed. */
    update(id: string, p: Principal, change: { tags?: string[]; favorite?: boolean }): LibraryAsset {
      if (change.tags === undefined && change.favorite === undefined) throw invalid('body', 'must set tags or favorite');
      const tags = change.tags === undefined ? undefined : normalizeTags(change.tags);
      visible(id, p);
      write(() => {
        if (tags) lib.setTags(id, tags);
        if (change.favorite !== undefined) lib.setFavorite(id, change.favorite);
      });
      return view(lib.row(id)!);
    },

    /** Deletes the asset (row, file, exports); 409 when a voice uses it as its preview or sample. */
    remove(id: string, p: Principal): void {
      visible(id, p);
      const voice = lib.voiceUsing(id);
      if (voice)
        throw new AppError('conflict', `Asset ${id} is the preview or sample of the voice ${voice}; delete the voice first`, { id });
      removeAll([id]);
    },

    bulk(p: Principal, body: { ids: string[]; action: (typeof BULK_ACTIONS)[number]; tags?: string[] }) {
      const { action } = body;
      const tagged = action === 'tag' || action === 'untag';
      if (tagged && !body.tags?.length) throw invalid('tags', `is required for ${action}: at least one tag`);
      if (!tagged && body.tags !== undefined) throw invalid('tags', `is only for tag and untag, not ${action}`);
      const tags = tagged ? normalizeTags(body.tags!) : [];
      const ids = [...new Set(body.ids)];
      const notFoundIds: string[] = [];
      const inUse: string[] = [];
      const targets: string[] = [];
      for (const id of ids) {
        const row = lib.row(id);
        if (!row || !mayTouch(p, row)) notFoundIds.push(id);
        else if (action === 'delete' && lib.voiceUsing(id)) inUse.push(id);
        else targets.push(id);
      }
      if (action === 'tag') {
        // Checked before any write, so a refusal leaves every asset as it was.
        for (const id of targets) {
          const have = JSON.parse(lib.row(id)!.tags) as string[];
          if (new Set([...have, ...tags]).size > TAG_LIMITS.perAsset)
            throw invalid('tags', `would give ${id} more than ${TAG_LIMITS.perAsset} tags`, { id });
        }
      }
      if (action === 'delete') removeAll(targets);
      else
        write(() => {
          for (const id of targets) {
            if (action === 'tag') lib.addTags(id, tags);
            else if (action === 'untag') lib.removeTags(id, tags);
            else lib.setFavorite(id, action === 'favorite');
          }
        });
      return { action, done: targets, notFound: notFoundIds, inUse };
    },

    /** Every tag with its count; a key counts only its own assets. */
    tags(p: Principal) {
      return { tags: lib.tags(scopeOf(p)) };
    },

    /** The files of an archive, each with a unique name; 404 naming the first id this caller cannot see. */
    archiveEntries(p: Principal, ids: readonly string[]): Array<{ path: string; name: string; mimeType: string }> {
      const used = new Set<string>();
      return [...new Set(ids)].map((id) => {
        const row = visible(id, p);
        const ext = extensionOf(row.mime_type);
        const stem =
          titleOf(row)
            .replace(/\.[^. ]{1,5}$/, '')
            .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
            .replace(/…$/, '')
            .trim()
            .slice(0, 100) || row.id;
        let name = `${stem}.${ext}`;
        for (let n = 2; used.has(name.toLowerCase()); n++) name = `${stem} (${n}).${ext}`;
        used.add(name.toLowerCase());
        return { path: store.pathOf(id), name, mimeType: row.mime_type };
      });
    },
  };
}
