import { AssetSchema, type UpdateAssetInput } from '@shared/schemas/asset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function updateAsset({ id, input }: { id: string; input: UpdateAssetInput }) {
  return api.patch(`/api/assets/${encodeURIComponent(id)}`, input, AssetSchema);
}

/** PATCH /api/assets/:id (admin): title, description, categories, tags, type. */
export function useUpdateAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAsset,
    onSuccess: (asset) => {
      client.setQueryData(assetKeys.detail(asset.id), asset);
      return Promise.all([
        client.invalidateQueries({ queryKey: assetKeys.all }),
        client.invalidateQueries({ queryKey: taxonomyKeys.all }),
      ]);
    },
  });
}
