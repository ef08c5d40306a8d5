import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '@web/lib/api-client';

const recentSearchesAnswer = lazySchema(() =>
  import('@shared/schemas/search').then((m) => m.RecentSearchesSchema),
);

export const searchKeys = {
  all: ['search'] as const,
  recent: () => [...searchKeys.all, 'recent'] as const,
};

export const recentSearchesQueryOptions = queryOptions({
  queryKey: searchKeys.recent(),
  queryFn: ({ signal }) => api.get('/api/search/recent', recentSearchesAnswer, { signal }),
  select: (answer) => answer.items,
  // Every search adds to the list, so it is read again each time the panel opens.
  staleTime: 0,
});

/** GET /api/search/recent: the signed-in user's own latest searches (newest first). */
export function useRecentSearches({ enabled }: { enabled: boolean }) {
  return useQuery({ ...recentSearchesQueryOptions, enabled });
}
