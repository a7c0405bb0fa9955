// Paged listings kept live: the Library's and Activity's pages (TanStack infinite queries) are
// patched in place from the task batches, so a burst of a thousand tasks costs one cache
// write per batch instead of a refetch of every loaded page.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { AssetPage, LibraryAsset, TaskPage, TaskRecord } from './api-types.ts';
import { byTime, type TaskEntry } from '../store/tasks-slice.ts';

/** What the Library's listing is filtered and sorted by (the query of `GET /api/v1/assets`, minus paging). */
export interface LibraryFilter {
  kind: '' | 'audio' | 'image' | 'video';
  q: string;
  voiceId: string;
  apiKeyId: string;
  tag: string;
  favorite: boolean;
  from: string;
  to: string;
  sort: 'newest' | 'oldest' | 'name' | 'duration' | 'shortest';
}

/** What Activity's listing is filtered by. */
export interface TaskFilter {
  /** '' for every status, else a comma list. */
  status: string;
  apiKeyId: string;
}

export const libraryKey = (f: LibraryFilter) => ['assets', 'library', f] as const;
export const activityKey = (f: TaskFilter) => ['tasks', 'activity', f] as const;

/** The query of `GET /api/v1/assets` for a filter: only the fields that narrow it. */
export function assetQuery(f: LibraryFilter) {
  return {
    kind: f.kind || undefined,
    q: f.q.trim() || undefined,
    voiceId: f.voiceId || undefined,
    apiKeyId: f.apiKeyId || undefined,
    tag: f.tag || undefined,
    favorite: f.favorite ? ('true' as const) : undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    sort: f.sort === 'newest' ? undefined : f.sort,
  };
}

export const taskQuery = (f: TaskFilter) => ({ status: f.status || undefined, apiKeyId: f.apiKeyId || undefined });

/** Does a task, as an event reports it, belong in a listing with this filter? */
function taskMatches(t: TaskEntry, f: TaskFilter): boolean {
  if (f.status && !f.status.split(',').includes(t.status)) return false;
  if (f.apiKeyId) {
    const key = (t as { apiKeyId?: string | null }).apiKeyId ?? null;
    if (f.apiKeyId === 'studio' ? key !== null : key !== f.apiKeyId) return false;
  }
  return true;
}

/** Strips the studio's own fields so the cached row keeps the listing's shape. */
const asRecord = ({ label: _l, submittedAt: _s, params, ...t }: TaskEntry): TaskRecord => ({ ...(t as TaskRecord), params });

/**
 * Applies a batch to one task listing: known rows are replaced where they are, unknown ones
 * that match the filter go on top of the first page (newest first) and count in the total.
 */
export function patchTaskPages(data: InfiniteData<TaskPage>, entries: TaskEntry[], f: TaskFilter): InfiniteData<TaskPage> {
  const where = new Map<string, [number, number]>();
  data.pages.forEach((p, pi) => p.tasks.forEach((t, ti) => where.set(t.taskId, [pi, ti])));
  const pages = data.pages.map((p) => ({ ...p }));
  const copied = new Set<number>();
  const fresh: TaskRecord[] = [];
  for (const e of entries) {
    const at = where.get(e.taskId);
    if (at) {
      const [pi, ti] = at;
      if (!copied.has(pi)) {
        pages[pi].tasks = [...pages[pi].tasks];
        copied.add(pi);
      }
      const old = pages[pi].tasks[ti];
      // Events carry no parameters: keep the listing's.
      pages[pi].tasks[ti] = { ...old, ...asRecord(e), params: e.params ?? old.params };
    } else if (taskMatches(e, f)) {
      where.set(e.taskId, [0, -1]);
      fresh.push(asRecord(e));
    }
  }
  if (fresh.length && pages.length) {
    fresh.sort((a, b) => byTime(b.createdAt, a.createdAt));
    pages[0] = { ...pages[0], tasks: [...fresh, ...pages[0].tasks], total: pages[0].total + fresh.length };
  }
  return { ...data, pages };
}

/**
 * Puts the newest assets (a first page just read) on top of a newest-first listing. When
 * the fresh page does not reach the rows already shown (more arrived than a page holds),
 * it starts the listing over from that page.
 */
export function mergeNewestAssets(data: InfiniteData<AssetPage>, first: AssetPage): InfiniteData<AssetPage> {
  const shown = new Set<string>();
  for (const p of data.pages) for (const a of p.assets) shown.add(a.assetId);
  const fresh: LibraryAsset[] = [];
  let reached = false;
  for (const a of first.assets) {
    if (shown.has(a.assetId)) {
      reached = true;
      break;
    }
    fresh.push(a);
  }
  if (!reached && first.assets.length && data.pages[0]?.assets.length) return { pages: [first], pageParams: [undefined] };
  if (!fresh.length) return data.pages[0]?.total === first.total ? data : withTotal(data, first.total);
  const pages = [...data.pages];
  pages[0] = { ...pages[0], assets: [...fresh, ...pages[0].assets], total: first.total };
  return { ...data, pages };
}

function withTotal(data: InfiniteData<AssetPage>, total: number): InfiniteData<AssetPage> {
  const pages = [...data.pages];
  pages[0] = { ...pages[0], total };
  return { ...data, pages };
}

/** Drops assets from every cached library listing (after a delete), keeping the totals right. */
export function dropAssets(client: QueryClient, ids: string[]): void {
  const gone = new Set(ids);
  client.setQueriesData<InfiniteData<AssetPage>>({ queryKey: ['assets', 'library'] }, (data) => {
    if (!data) return data;
    let removed = 0;
    const pages = data.pages.map((p) => {
      const assets = p.assets.filter((a) => !gone.has(a.assetId));
      removed += p.assets.length - assets.length;
      return assets.length === p.assets.length ? p : { ...p, assets };
    });
    if (!removed) return data;
    pages[0] = { ...pages[0], total: Math.max(0, pages[0].total - removed) };
    return { ...data, pages };
  });
}

/** Replaces assets' rows (after a tag or favourite change) wherever they are cached. */
export function patchAssets(client: QueryClient, change: (a: LibraryAsset) => LibraryAsset | null): void {
  client.setQueriesData<InfiniteData<AssetPage>>({ queryKey: ['assets', 'library'] }, (data) => {
    if (!data) return data;
    let touched = false;
    const pages = data.pages.map((p) => {
      let copy: LibraryAsset[] | null = null;
      p.assets.forEach((a, i) => {
        const next = change(a);
        if (next && next !== a) {
          copy ??= [...p.assets];
          copy[i] = next;
        }
      });
      if (!copy) return p;
      touched = true;
      return { ...p, assets: copy };
    });
    return touched ? { ...data, pages } : data;
  });
}
