import { AssetDownloadsSchema } from '@shared/schemas/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { statsKeys } from './stats-keys';

export function getAssetDownloads(assetId: string, signal?: AbortSignal) {
  return api.get(`/api/assets/${encodeURIComponent(assetId)}/downloads`, AssetDownloadsSchema, { signal });
}

export function assetDownloadsQueryOptions(assetId: string) {
  return queryOptions({
    queryKey: statsKeys.assetDownloads(assetId),
    queryFn: ({ signal }) => getAssetDownloads(assetId, signal),
  });
}

/** GET /api/assets/:id/downloads (admin): who downloaded the asset, from which unit, in which format. */
export function useAssetDownloads(assetId: string) {
  return useQuery(assetDownloadsQueryOptions(assetId));
}
