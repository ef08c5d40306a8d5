import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** One page of a keyset-paged endpoint: its rows and the cursor of the next page (null at the end). */
export interface KeysetPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

export interface KeysetListOptions<Item> {
  queryKey: QueryKey;
  /** Fetches the page after `cursor` (null: the first page). */
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<KeysetPage<Item>>;
  enabled?: boolean;
}

/**
 * A keyset-paged list (`{ items, nextCursor }`) through TanStack's `useInfiniteQuery`, shaped for
 * DataTable: the rows of every page loaded so far, whether there are more and how to load them.
 */
export function useKeysetList<Item>({ queryKey, fetchPage, enabled = true }: KeysetListOptions<Item>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  return {
    rows,
    hasMore: hasNextPage,
    loadMore: () => {
      // A second click while a page is on its way would ask for the same page again.
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    loadingMore: isFetchingNextPage,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
