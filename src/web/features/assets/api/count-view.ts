import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '@web/lib/api-client';
import { bumpViews, patchCachedAsset } from '../lib/cache-updates';

const viewCountAnswer = lazySchema(() => import('@shared/schemas/asset').then((m) => m.ViewCountSchema));

export function countView(id: string) {
  return api.post(`/api/assets/${encodeURIComponent(id)}/views`, undefined, viewCountAnswer);
}

/**
 * POST /api/assets/:id/views when a preview opens or the asset page loads. The count rises on
 * screen at once (SPEC 'States') and settles on the server's number. A failure only takes the
 * optimistic view back: a lost view is not worth interrupting the user for.
 */
export function useCountView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: countView,
    onMutate: (id) => patchCachedAsset(client, id, bumpViews),
    onSuccess: ({ viewCount }, id) => patchCachedAsset(client, id, (asset) => ({ ...asset, viewCount })),
    onError: (_error, id) =>
      patchCachedAsset(client, id, (asset) => ({ ...asset, viewCount: Math.max(0, asset.viewCount - 1) })),
  });
}
