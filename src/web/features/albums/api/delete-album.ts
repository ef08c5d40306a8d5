import { albumsMessages } from '@shared/messages/albums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify, notifyFailure } from '@web/lib/notify';
import { albumKeys } from './album-keys';

export function deleteAlbum(id: string): Promise<void> {
  return api.delete(`/api/albums/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/albums/:id. The files stay in the bank; only the selection goes. */
export function useDeleteAlbum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAlbum,
    onSuccess: () => {
      notify.success(albumsMessages.albumsPage.deleted);
      // Only the lists: refetching the open album's page would just answer 404 on the way out.
      return client.invalidateQueries({ queryKey: albumKeys.lists() });
    },
    onError: (error) => notifyFailure(error, albumsMessages.albumsPage.deleteError),
  });
}
