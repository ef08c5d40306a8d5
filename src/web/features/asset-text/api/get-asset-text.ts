import { AssetTextSchema } from '@shared/schemas/asset-text';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';

/** While the file is being read, the page asks again this often, and stops once it is done. */
export const TEXT_POLL_MS = 3000;

/**
 * Under ['assets'], so that an edit or a new file of the asset (which invalidate `assetKeys.all`)
 * also asks its text again.
 */
export const assetTextKey = (id: string) => [...assetKeys.all, 'file-text', id] as const;

export function getAssetText(id: string, signal?: AbortSignal) {
  return api.get(`/api/assets/${encodeURIComponent(id)}/text`, AssetTextSchema, { signal });
}

export function assetTextQueryOptions(id: string) {
  return queryOptions({
    queryKey: assetTextKey(id),
    queryFn: ({ signal }) => getAssetText(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? TEXT_POLL_MS : false),
  });
}

/** GET /api/assets/:id/text: the words read inside the file, page by page, or where reading stands. */
export function useAssetText(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...assetTextQueryOptions(id), enabled });
}
