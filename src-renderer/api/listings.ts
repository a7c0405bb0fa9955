// The Library's and Activity's listings as query definitions, shared by the screens that show
// them and by the navigation, which starts reading a screen's first page as the creator heads
// for it (in parallel with the screen's code), so first rows never wait on one then the other.
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { activityKey, assetQuery, libraryKey, taskQuery, type LibraryFilter, type TaskFilter } from './live-pages.ts';
import { useDrafts } from '../store/drafts.ts';

/** Rows per page of either listing. */
const LISTING_PAGE = 100;
/** Rows of the first page: a screenful and a little more, so the first rows come sooner. */
const FIRST_PAGE = 40;
const limitFor = (cursor: string | undefined) => (cursor ? LISTING_PAGE : FIRST_PAGE);

export const EMPTY_LIBRARY_FILTER: LibraryFilter = {
  kind: '',
  q: '',
  voiceId: '',
  apiKeyId: '',
  tag: '',
  favorite: false,
  from: '',
  to: '',
  sort: 'newest',
};

export const EMPTY_TASK_FILTER: TaskFilter = { status: '', apiKeyId: '' };

/** `GET /api/v1/assets` page by page (cursor paging), newest first unless the filter sorts otherwise. */
export const libraryListing = (api: ApiClient, filter: LibraryFilter) =>
  infiniteQueryOptions({
    queryKey: libraryKey(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.GET('/api/v1/assets', {
          params: { query: { ...assetQuery(filter), limit: limitFor(pageParam), cursor: pageParam } },
          signal,
        })
      ).data,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
    // Batches patch the loaded pages keeping unchanged rows as they were (live-pages.ts), so
    // TanStack's deep comparison of every loaded row on each batch would be wasted work.
    structuralSharing: false,
  });

/** `GET /api/v1/tasks` page by page, newest first. */
export const activityListing = (api: ApiClient, filter: TaskFilter) =>
  infiniteQueryOptions({
    queryKey: activityKey(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.GET('/api/v1/tasks', {
          params: { query: { ...taskQuery(filter), limit: limitFor(pageParam), before: pageParam } },
          signal,
        })
      ).data,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    // Kept current by the event stream, so no refetch on revisit.
    staleTime: Infinity,
    structuralSharing: false,
  });

/** A screen's saved filter (its draft), as the screen itself will read it. */
const draftFilter = <T>(screen: string, initial: T): T => (useDrafts.getState().drafts[screen]?.filter as T | undefined) ?? initial;

/** Starts reading the first page a screen will show, if it shows a listing (a no-op for cached or other screens). */
export function prefetchListing(route: string, client: QueryClient, api: ApiClient): void {
  if (route === 'library') void client.prefetchInfiniteQuery(libraryListing(api, draftFilter('library', EMPTY_LIBRARY_FILTER)));
  if (route === 'activity') void client.prefetchInfiniteQuery(activityListing(api, draftFilter('activity', EMPTY_TASK_FILTER)));
}
