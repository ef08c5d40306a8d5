import { LIMITS } from '@shared/constants';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, lazySchema } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { assetKeys } from '@web/lib/asset-query';
import type { GalleryFilters, GallerySort } from '@web/lib/gallery-url';
import { useSessionUser } from '@web/lib/session';
import { useEffect, useMemo } from 'react';
import { clearCachedFirstPage, readCachedFirstPage, writeCachedFirstPage } from '../lib/gallery-cache';

const assetListAnswer = lazySchema(() => import('@shared/schemas/search').then((m) => m.AssetListSchema));

/** GET /api/assets parameters as sent (lists are comma-separated slugs). */
export interface AssetListParams {
  q?: string;
  categories?: string;
  tags?: string;
  types?: string;
  sort?: GallerySort;
  /** 'labels': the search text is not looked for in the words inside the files. */
  scope?: 'labels';
  limit?: number;
  cursor?: string;
  ids?: string;
}

/** A multiple of the large grid's 8-slot pattern, so every page fills whole pattern rows. */
export const GALLERY_PAGE_SIZE = LIMITS.pageSizeDefault;

export function toAssetListParams(filters: GalleryFilters): AssetListParams {
  const params: AssetListParams = {};
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.categories.length) params.categories = filters.categories.join(',');
  if (filters.tags.length) params.tags = filters.tags.join(',');
  if (filters.types.length) params.types = filters.types.join(',');
  if (filters.sort) params.sort = filters.sort;
  // Only words typed are looked for anywhere: without them the scope changes nothing.
  if (filters.labelsOnly && params.q) params.scope = 'labels';
  return params;
}

export function assetListPath(params: AssetListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/api/assets?${query}` : '/api/assets';
}

export function getAssets(params: AssetListParams, signal?: AbortSignal) {
  return api.get(assetListPath(params), assetListAnswer, { signal });
}

export function assetsInfiniteQueryOptions(params: AssetListParams) {
  return infiniteQueryOptions({
    queryKey: assetKeys.list({ ...params, limit: GALLERY_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) =>
      getAssets({ ...params, limit: GALLERY_PAGE_SIZE, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    // Keyset pages: only the pages the user actually scrolls to are ever requested.
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
    // SPEC: gallery cache valid 30 minutes.
    gcTime: 30 * 60_000,
    // A refetch re-reads every loaded page; on focus that is too much for a long scroll.
    refetchOnWindowFocus: false,
  });
}

/**
 * The gallery list, page by page. A reload paints the last query's first page from localStorage at
 * once (SPEC cache) and refreshes it in the background when it is older than the stale time; while
 * filters change, the previous results stay on screen instead of flashing the loading state.
 */
export function useAssetsInfinite(filters: GalleryFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const user = useSessionUser();
  const params = useMemo(() => toAssetListParams(filters), [filters]);
  const options = useMemo(() => assetsInfiniteQueryOptions(params), [params]);
  const cacheKey = JSON.stringify(options.queryKey);
  const userId = user?.id ?? '';

  const query = useInfiniteQuery({
    ...options,
    enabled: enabled && Boolean(userId),
    placeholderData: keepPreviousData,
    initialData: () => {
      const cached = userId ? readCachedFirstPage(cacheKey, userId) : null;
      return cached ? { pages: [cached.page], pageParams: [null] } : undefined;
    },
    initialDataUpdatedAt: () => (userId ? readCachedFirstPage(cacheKey, userId)?.savedAt : undefined),
  });

  // A page cursor the server no longer accepts (one saved before an update changed its format):
  // start the list again from the first page instead of showing an error under stale results.
  const client = useQueryClient();
  const cursorRefused = isApiError(query.error) && query.error.code === 'CURSOR_INVALID';
  const queryKey = options.queryKey;
  useEffect(() => {
    if (!cursorRefused) return;
    clearCachedFirstPage();
    void client.resetQueries({ queryKey, exact: true });
  }, [cursorRefused, client, queryKey]);

  const firstPage = query.isPlaceholderData ? undefined : query.data?.pages[0];
  const fetchedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (firstPage && userId && fetchedAt) writeCachedFirstPage(cacheKey, userId, firstPage, fetchedAt);
  }, [firstPage, userId, cacheKey, fetchedAt]);

  return query;
}
