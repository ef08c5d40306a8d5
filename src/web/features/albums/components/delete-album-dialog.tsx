import { albumsMessages } from '@shared/messages/albums';
import type { Album } from '@shared/schemas/album';
import { ConfirmDeleteDialog } from '@web/components/confirm-dialog';
import { useDeleteAlbum } from '../api/delete-album';

/** Confirmation before deleting an album (SPEC 8). `album` null means closed. */
export function DeleteAlbumDialog({
  album,
  onClose,
  onDeleted,
}: {
  album: Pick<Album, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteAlbum();
  return (
    <ConfirmDeleteDialog
      subject={album}
      nameOf={(shown) => shown.name}
      texts={albumsMessages.albumsPage}
      mutation={remove}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
