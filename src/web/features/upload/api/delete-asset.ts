import { assetsMessages } from '@shared/messages/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { assetKeys } from '@web/lib/asset-query';
import { notify, notifyFailure } from '@web/lib/notify';
import { taxonomyKeys } from '@web/lib/taxonomy';

export function deleteAsset(id: string): Promise<void> {
  return api.delete(`/api/assets/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/assets/:id (admin): the row, the file, its thumbnails and album links. */
export function useDeleteAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAsset,
    onSuccess: () => {
      notify.success(assetsMessages.assets.deleted);
      // Marked stale without refetching now: the screen still showing the asset would get a 404.
      return Promise.all([
        client.invalidateQueries({ queryKey: assetKeys.all, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: taxonomyKeys.all }),
      ]);
    },
    onError: (error) => notifyFailure(error, assetsMessages.assetEdit.deleteError),
  });
}
