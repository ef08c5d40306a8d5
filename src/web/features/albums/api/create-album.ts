import { albumsMessages } from '@shared/messages/albums';
import { AlbumSchema, type CreateAlbumInput } from '@shared/schemas/album';
import { usePostMutation } from '@web/lib/mutation';
import { albumKeys } from './album-keys';

/** POST /api/albums. */
export function useCreateAlbum() {
  return usePostMutation<CreateAlbumInput, typeof AlbumSchema>('/api/albums', AlbumSchema, {
    success: albumsMessages.albumsPage.created,
    failure: albumsMessages.albumsPage.createError,
    invalidate: [albumKeys.lists()],
  });
}
