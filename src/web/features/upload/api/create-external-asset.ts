import { AssetSchema, type ExternalAssetInput } from '@shared/schemas/asset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function createExternalAsset(input: ExternalAssetInput) {
  return api.post('/api/assets/external', input, AssetSchema);
}

/** POST /api/assets/external (admin): the server detects the platform; it never fetches the URL. */
export function useCreateExternalAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createExternalAsset,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: assetKeys.all }),
        client.invalidateQueries({ queryKey: taxonomyKeys.all }),
      ]),
  });
}
