import type { AssetListQuery } from '@shared/schemas/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from './api-client';

const assetAnswer = lazySchema(() => import('@shared/schemas/asset').then((m) => m.AssetSchema));

/**
 * Every asset read is cached under ['assets'], so that an upload, edit or delete (which invalidate
 * `assetKeys.all`) also refreshes the gallery, the asset page and its related list. Shared here
 * because the gallery reads what the upload feature writes, and one feature may not import another.
 */
export const assetKeys = {
  all: ['assets'] as const,
  lists: () => [...assetKeys.all, 'list'] as const,
  list: (query: AssetListQuery) => [...assetKeys.lists(), query] as const,
  details: () => [...assetKeys.all, 'detail'] as const,
  detail: (id: string) => [...assetKeys.details(), id] as const,
  related: (id: string) => [...assetKeys.all, 'related', id] as const,
};

export function getAsset(id: string, signal?: AbortSignal) {
  return api.get(`/api/assets/${encodeURIComponent(id)}`, assetAnswer, { signal });
}

export function assetQueryOptions(id: string) {
  return queryOptions({
    queryKey: assetKeys.detail(id),
    queryFn: ({ signal }) => getAsset(id, signal),
  });
}

/**
 * GET /api/assets/:id. An unknown or malformed id answers 404/400 (no retry: see query-client), shown
 * as 'Arquivo não encontrado'.
 */
export function useAsset(id: string) {
  return useQuery(assetQueryOptions(id));
}
