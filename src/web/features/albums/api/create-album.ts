import { albumsMessages } from '@shared/messages/albums';
import { AlbumSchema, type CreateAlbumInput } from '@shared/schemas/album';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { albumKeys } from './album-keys';

export function createAlbum(input: CreateAlbumInput) {
  return api.post('/api/albums', input, AlbumSchema);
}

/** POST /api/albums. */
export function useCreateAlbum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAlbum,
    onSuccess: () => {
      notify.success(albumsMessages.albumsPage.created);
      return client.invalidateQueries({ queryKey: albumKeys.lists() });
    },
    onError: (error) => notifyServerFailure(error, albumsMessages.albumsPage.createError),
  });
}
