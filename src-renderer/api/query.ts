// The data cache (TanStack Query): server state read from the service, kept between screens,
// and patched in batches from the event stream instead of refetched per event.
import { QueryClient } from '@tanstack/react-query';
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
  assets: ['assets'] as const,
  voices: ['voices'] as const,
};

/**
 * Wires the store's task batches to the cache: a batch in which work ended refreshes the
 * balance, and (once per second at most) the listings that show tasks and assets.
 */
export function connectCache(store: StoreApi<StudioState>, client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let ended = false;
  return store.getState().onTaskBatch((entries) => {
    if (entries.some((e) => e.status === 'COMPLETED' || e.status === 'FAILED' || e.status === 'CANCELLED')) ended = true;
    void client.invalidateQueries({ queryKey: keys.credits });
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      // Only the listings on screen refetch now; the others when next opened.
      void client.invalidateQueries({ queryKey: keys.tasks, refetchType: 'active' });
      if (ended) void client.invalidateQueries({ queryKey: keys.assets, refetchType: 'active' });
      ended = false;
    }, 1000);
  });
}
