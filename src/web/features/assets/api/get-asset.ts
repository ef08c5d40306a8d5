import type { Asset } from '@shared/schemas/asset';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { assetKeys } from './asset-keys';

export function getAsset(id: string, signal?: AbortSignal): Promise<Asset> {
  return api.get<Asset>(`/api/assets/${encodeURIComponent(id)}`, { signal });
}

export function assetQueryOptions(id: string) {
  return queryOptions({
    queryKey: assetKeys.detail(id),
    queryFn: ({ signal }) => getAsset(id, signal),
  });
}

/** GET /api/assets/:id. An unknown or malformed id answers 404/400, shown as 'Arquivo não encontrado'. */
export function useAsset(id: string) {
  return useQuery(assetQueryOptions(id));
}
