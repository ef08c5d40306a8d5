import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetKeys } from '@web/lib/asset-query';
import { readSimilarResults } from '@web/lib/similar-results';

/**
 * The ranked results of a similar-image search, handed over by the global search (which made the
 * POST /api/assets/similar call). Held in the query cache under ['assets'] so the counts on its
 * cards rise like everywhere else. Null when the token is unknown (another tab, an old link).
 */
export function similarResultsQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...assetKeys.all, 'similar', token] as const,
    queryFn: () => readSimilarResults(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
}

export function useSimilarResults(token: string) {
  return useQuery(similarResultsQueryOptions(token));
}
