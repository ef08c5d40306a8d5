import { albumsMessages } from '@shared/messages/albums';
import { format } from '@shared/messages/format';
import type { Album } from '@shared/schemas/album';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useDeleteAlbum } from '../api/delete-album';

const m = albumsMessages.albumsPage;

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
  const deleteMutation = useDeleteAlbum();
  const shown = useRetainedValue(album);

  const confirm = () => {
    if (!album) return;
    deleteMutation.mutate(album.id, {
      onSuccess: () => onDeleted?.(),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={album !== null}
      title={m.deleteTitle}
      description={format(m.deleteDescription, { name: shown?.name ?? '' })}
      confirmLabel={m.deleteConfirm}
      pendingLabel={m.deleting}
      pending={deleteMutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
