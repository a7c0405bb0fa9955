// Heading for a screen (pointing at its link, focusing it, or the address changing) starts
// what opening it needs, in parallel: its code chunk and, for the listings, their first page.
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';
import { prefetchListing } from '../api/listings.ts';
import { useStudioStore } from '../studio-context.ts';
import type { StudioState } from '../studio-store.ts';
import { ROUTES } from './routes.ts';

export function prefetchRoute(id: string, client: QueryClient, store: StoreApi<StudioState>): void {
  void ROUTES.find((r) => r.id === id)
    ?.load()
    .catch(() => undefined);
  const s = store.getState();
  // Before the session is set up a read would only fail; the screen reads once it is.
  if (s.connection?.sessionToken) prefetchListing(id, client, s.api);
}

export function usePrefetchRoute(): (id: string) => void {
  const client = useQueryClient();
  const store = useStudioStore();
  return useCallback((id: string) => prefetchRoute(id, client, store), [client, store]);
}
