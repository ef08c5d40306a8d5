import { albumsMessages } from '@shared/messages/albums';
import { AlbumSchema, type UpdateAlbumInput } from '@shared/schemas/album';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { albumKeys } from './album-keys';

export function updateAlbum({ id, input }: { id: string; input: UpdateAlbumInput }) {
  return api.patch(`/api/albums/${encodeURIComponent(id)}`, input, AlbumSchema);
}

/** PATCH /api/albums/:id (name, description). */
export function useUpdateAlbum() {
  return useNotifiedMutation({
    mutationFn: updateAlbum,
    success: albumsMessages.albumsPage.saved,
    failure: albumsMessages.albumsPage.updateError,
    invalidate: [albumKeys.all],
  });
}
