import { AssetConsentsSchema } from '@shared/schemas/consent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { consentKeys } from './consent-keys';

export function getAssetConsents(assetId: string, signal?: AbortSignal) {
  return api.get(`/api/assets/${encodeURIComponent(assetId)}/consents`, AssetConsentsSchema, { signal });
}

export function assetConsentsQueryOptions(assetId: string) {
  return queryOptions({
    queryKey: consentKeys.ofAsset(assetId),
    queryFn: ({ signal }) => getAssetConsents(assetId, signal),
  });
}

/** GET /api/assets/:id/consents (admin): the asset's consents, newest first, with who was told of each end. */
export function useAssetConsents(assetId: string) {
  return useQuery(assetConsentsQueryOptions(assetId));
}
