import type { AssetListQuery } from '@shared/schemas/search';

/**
 * Under the same 'assets' root as the upload feature's keys, so that an upload, edit or delete
 * (which invalidate ['assets']) also refreshes the gallery, the asset page and its related list.
 */
export const assetKeys = {
  all: ['assets'] as const,
  lists: () => [...assetKeys.all, 'list'] as const,
  list: (query: AssetListQuery) => [...assetKeys.lists(), query] as const,
  details: () => [...assetKeys.all, 'detail'] as const,
  detail: (id: string) => [...assetKeys.details(), id] as const,
  related: (id: string) => [...assetKeys.all, 'related', id] as const,
};
