import { albumsMessages } from '@shared/messages/albums';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { albumKeys } from './album-keys';

export function removeAlbumAsset({ albumId, assetId }: { albumId: string; assetId: string }): Promise<void> {
  return api.delete(
    `/api/albums/${encodeURIComponent(albumId)}/assets/${encodeURIComponent(assetId)}`,
    NoContent,
  );
}

/** DELETE /api/albums/:id/assets/:assetId : the file leaves the album, not the bank. */
export function useRemoveAlbumAsset() {
  return useNotifiedMutation({
    mutationFn: removeAlbumAsset,
    success: albumsMessages.albumsPage.fileRemoved,
    failure: albumsMessages.albumsPage.removeError,
    invalidate: [albumKeys.all],
  });
}
