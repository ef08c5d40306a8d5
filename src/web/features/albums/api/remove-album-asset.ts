import { albumsMessages } from '@shared/messages/albums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify, notifyFailure } from '@web/lib/notify';
import { albumKeys } from './album-keys';

export function removeAlbumAsset({ albumId, assetId }: { albumId: string; assetId: string }): Promise<void> {
  return api.delete(
    `/api/albums/${encodeURIComponent(albumId)}/assets/${encodeURIComponent(assetId)}`,
    NoContent,
  );
}

/** DELETE /api/albums/:id/assets/:assetId : the file leaves the album, not the bank. */
export function useRemoveAlbumAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeAlbumAsset,
    onSuccess: () => {
      notify.success(albumsMessages.albumsPage.fileRemoved);
      return client.invalidateQueries({ queryKey: albumKeys.all });
    },
    onError: (error) => notifyFailure(error, albumsMessages.albumsPage.removeError),
  });
}
