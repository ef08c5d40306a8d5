import { albumsMessages } from '@shared/messages/albums';
import { AlbumSchema, type UpdateAlbumInput } from '@shared/schemas/album';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { albumKeys } from './album-keys';

export function updateAlbum({ id, input }: { id: string; input: UpdateAlbumInput }) {
  return api.patch(`/api/albums/${encodeURIComponent(id)}`, input, AlbumSchema);
}

/** PATCH /api/albums/:id (name, description). */
export function useUpdateAlbum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAlbum,
    onSuccess: () => {
      notify.success(albumsMessages.albumsPage.saved);
      return client.invalidateQueries({ queryKey: albumKeys.all });
    },
    onError: (error) => notifyServerFailure(error, albumsMessages.albumsPage.updateError),
  });
}
