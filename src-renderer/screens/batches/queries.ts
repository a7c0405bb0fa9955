// The batch answers as queries. A batch and the list of batches sit under the `tasks` key, so
// the data cache's refresh after each batch of task events (at most once a second, only when
// on screen: api/query.ts) keeps counts and progress current without any polling; a batch's
// items are patched in place from the same events (BatchItems.tsx).
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { BatchItem, BatchItemPage } from '../../api/api-types.ts';
import type { TaskEntry } from '../../store/tasks-slice.ts';

/** Items per page of a batch's rows. */
const ITEMS_PAGE = 200;
/** Batches per page of the list. */
const BATCHES_PAGE = 20;

export const batchKey = (batchId: string) => ['tasks', 'batch', batchId] as const;
const batchListKey = ['tasks', 'batches'] as const;
export const batchItemsKey = (batchId: string) => ['batches', 'items', batchId] as const;

export const batchQuery = (api: ApiClient, batchId: string) =>
  queryOptions({
    queryKey: batchKey(batchId),
    queryFn: async ({ signal }) => (await api.GET('/api/v1/batches/{batchId}', { params: { path: { batchId } }, signal })).data,
    staleTime: 2_000,
  });

export const batchListQuery = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: batchListKey,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (await api.GET('/api/v1/batches', { params: { query: { limit: BATCHES_PAGE, before: pageParam } }, signal })).data,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 5_000,
  });

export const batchItemsQuery = (api: ApiClient, batchId: string) =>
  infiniteQueryOptions({
    queryKey: batchItemsKey(batchId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.GET('/api/v1/batches/{batchId}/items', {
          params: { path: { batchId }, query: { after: pageParam, limit: ITEMS_PAGE } },
          signal,
        })
      ).data,
    getNextPageParam: (last) => last.nextAfter ?? undefined,
    // Kept current by the task events (patchItems), so no refetch while it is open.
    staleTime: Infinity,
    gcTime: 60_000,
    structuralSharing: false,
  });

/** A task's new state over the batch row it is: status, files, credits, error. */
const itemOf = (old: BatchItem, t: TaskEntry): BatchItem => ({
  ...old,
  taskId: t.taskId,
  status: t.status,
  assetIds: t.output.assetIds,
  estimatedCredits: t.estimatedCredits,
  chargedCredits: t.chargedCredits,
  refundedCredits: t.refundedCredits,
  error: t.error ? { code: t.error.code, message: t.error.message } : null,
});

/** Applies a batch of task events to the loaded pages of one batch's items (rows not loaded yet are read when scrolled to). */
export function patchItems(client: QueryClient, batchId: string, entries: TaskEntry[]): void {
  const mine = entries.filter((e) => e.batchId === batchId && typeof e.batchRow === 'number');
  if (!mine.length) return;
  client.setQueryData<InfiniteData<BatchItemPage, number>>(batchItemsKey(batchId), (data) => {
    if (!data) return data;
    const byRow = new Map(mine.map((e) => [e.batchRow as number, e]));
    let touched = false;
    const pages = data.pages.map((p) => {
      let copy: BatchItem[] | null = null;
      p.items.forEach((item, i) => {
        const e = byRow.get(item.row);
        if (!e) return;
        copy ??= [...p.items];
        copy[i] = itemOf(item, e);
      });
      if (!copy) return p;
      touched = true;
      return { ...p, items: copy };
    });
    return touched ? { ...data, pages } : data;
  });
}
