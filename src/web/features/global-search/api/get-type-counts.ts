import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '@web/lib/api-client';

const assetListAnswer = lazySchema(() => import('@shared/schemas/search').then((m) => m.AssetListSchema));

/**
 * Live counts per type for the suggestion panel (DESIGN departure 2: real numbers, not SPEC's fixed
 * ones): the list endpoint with one item answers `typeCounts` for the whole library. Under the
 * 'assets' root, so an upload or delete refreshes it.
 */
export const typeCountsQueryOptions = queryOptions({
  queryKey: ['assets', 'type-counts'] as const,
  queryFn: ({ signal }) => api.get('/api/assets?limit=1', assetListAnswer, { signal }),
  select: (list) => list.typeCounts,
  staleTime: 60_000,
});

export function useTypeCounts({ enabled }: { enabled: boolean }) {
  return useQuery({ ...typeCountsQueryOptions, enabled });
}
