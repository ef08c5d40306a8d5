import { albumsMessages } from '@shared/messages/albums';
import { AlbumSchema, type CreateAlbumInput } from '@shared/schemas/album';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { albumKeys } from './album-keys';

export function createAlbum(input: CreateAlbumInput) {
  return api.post('/api/albums', input, AlbumSchema);
}

/** POST /api/albums. */
export function useCreateAlbum() {
  return useNotifiedMutation({
    mutationFn: createAlbum,
    success: albumsMessages.albumsPage.created,
    failure: albumsMessages.albumsPage.createError,
    invalidate: [albumKeys.lists()],
  });
}
