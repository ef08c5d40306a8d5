import { RelatedAssetsSchema } from '@shared/schemas/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';

export function getRelatedAssets(id: string, signal?: AbortSignal) {
  return api.get(`/api/assets/${encodeURIComponent(id)}/related`, RelatedAssetsSchema, { signal });
}

export function relatedAssetsQueryOptions(id: string) {
  return queryOptions({
    queryKey: assetKeys.related(id),
    queryFn: ({ signal }) => getRelatedAssets(id, signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/assets/:id/related: up to 6, by SPEC section 9's score (server-side). */
export function useRelatedAssets(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...relatedAssetsQueryOptions(id), enabled });
}
