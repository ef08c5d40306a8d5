import { albumsMessages } from '@shared/messages/albums';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { albumKeys } from './album-keys';

export function deleteAlbum(id: string): Promise<void> {
  return api.delete(`/api/albums/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/albums/:id. The files stay in the bank; only the selection goes. */
export function useDeleteAlbum() {
  return useNotifiedMutation({
    mutationFn: deleteAlbum,
    success: albumsMessages.albumsPage.deleted,
    failure: albumsMessages.albumsPage.deleteError,
    // Only the lists: refetching the open album's page would just answer 404 on the way out.
    invalidate: [albumKeys.lists()],
  });
}
