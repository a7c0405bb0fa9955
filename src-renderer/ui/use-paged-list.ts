import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

/** The paging half of a TanStack infinite query, which is all a list needs of it. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A virtualized list over an infinite query: only the rows on screen are rendered, and the next
 * page is fetched when the last rendered row comes within `prefetchRows` of the loaded end, so
 * scrolling through thousands of rows never waits at the bottom.
 */
export function usePagedList<T>(opts: {
  rows: readonly T[];
  keyOf: (row: T) => string | number;
  rowHeight: number;
  pages: Pages;
  prefetchRows?: number;
}) {
  const { rows, keyOf, rowHeight, pages } = opts;
  const prefetchRows = opts.prefetchRows ?? 30;
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer hands back fresh functions each render, so React Compiler leaves this hook as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (i) => keyOf(rows[i]),
  });
  const items = virtual.getVirtualItems();
  const lastShown = items.length ? items[items.length - 1].index : 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShown >= rows.length - prefetchRows) void fetchNextPage();
  }, [lastShown, rows.length, prefetchRows, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { scroller, virtual, items };
}
