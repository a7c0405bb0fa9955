// The data cache (TanStack Query): server state read from the service, kept between screens,
// and patched in batches from the event stream instead of refetched per event.
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AssetPage, TaskPage } from './api-types.ts';
import { assetQuery, mergeNewestAssets, patchTaskPages, type LibraryFilter, type TaskFilter } from './live-pages.ts';
import { pauseTaskPages } from './queue-pages.ts';
import type { StoreApi } from 'zustand/vanilla';
import type { StudioState } from '../studio-store.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** Query keys every screen shares, so one invalidation reaches every reader. */
export const keys = {
  credits: ['credits'] as const,
  tasks: ['tasks'] as const,
  /** Under tasks: each batch of task events marks it stale too (counts per lane move). */
  queue: ['tasks', 'queue'] as const,
  assets: ['assets'] as const,
  voices: ['voices'] as const,
};

/**
 * Wires the store's task batches to the cache. Activity's loaded pages are patched in place
 * with each batch (new tasks on top). When work completed, the Library's newest-first
 * listings on screen read their first page once (at most once a second) and put what is new
 * on top; the pages below are kept as they are. The balance is refreshed; other listings
 * that show tasks or assets are marked stale and refetch when next opened.
 */
export function connectCache(store: StoreApi<StudioState>, client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let completed = false;

  const refreshLibraries = async () => {
    const api = store.getState().api;
    const queries = client.getQueryCache().findAll({ queryKey: ['assets', 'library'], type: 'active' });
    await Promise.all(
      queries.map(async (query) => {
        const filter = query.queryKey[2] as LibraryFilter;
        if (filter.sort !== 'newest' || !query.state.data) {
          // Another order: the new items land somewhere in the middle, so read it again.
          await client.invalidateQueries({ queryKey: query.queryKey, exact: true });
          return;
        }
        const { data } = await api.GET('/api/v1/assets', { params: { query: { ...assetQuery(filter), limit: NEWEST_PAGE } } });
        client.setQueryData<InfiniteData<AssetPage>>(query.queryKey, (old) => (old ? mergeNewestAssets(old, data) : old));
      }),
    );
    client
      .getQueryCache()
      .findAll({ queryKey: keys.assets })
      .forEach((q) => {
        if (q.queryKey[1] === 'library') {
          // The Library on screen was just patched above; closed listings refetch when opened.
          if (!q.isActive()) q.invalidate();
          return;
        }
        // A screen's recent results or a picker (one small page) on screen reads again now;
        // the rest when next opened.
        if (q.isActive()) void client.refetchQueries({ queryKey: q.queryKey, exact: true });
        else q.invalidate();
      });
  };

  // A pause or resume (the studio's own or an app's): the queue bar shows it, and the waiting
  // rows on Activity say Paused or not without a refetch of their pages.
  const stopQueue = store.getState().onQueue((queue) => {
    client.setQueryData(keys.queue, queue);
    for (const query of client.getQueryCache().findAll({ queryKey: ['tasks', 'activity'] })) {
      client.setQueryData<InfiniteData<TaskPage>>(query.queryKey, (old) => (old ? pauseTaskPages(old, queue) : old));
    }
  });

  const stopTasks = store.getState().onTaskBatch((entries) => {
    for (const query of client.getQueryCache().findAll({ queryKey: ['tasks', 'activity'] })) {
      const filter = query.queryKey[2] as TaskFilter;
      client.setQueryData<InfiniteData<TaskPage>>(query.queryKey, (old) => (old ? patchTaskPages(old, entries, filter) : old));
    }
    if (entries.some((e) => e.status === 'COMPLETED')) completed = true;
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      // Credits are held on submit and charged or refunded at the end: one read a second at most.
      void client.invalidateQueries({ queryKey: keys.credits });
      // Other task listings (not patched here) refetch if on screen.
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'tasks' && q.queryKey[1] !== 'activity', refetchType: 'active' });
      if (completed) void refreshLibraries().catch(() => undefined);
      completed = false;
    }, 1000);
  });
  return () => {
    stopQueue();
    stopTasks();
  };
}

/** How many of the newest assets a refresh reads to find what is new. */
const NEWEST_PAGE = 100;
