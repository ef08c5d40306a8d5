import { format, messages } from '@shared/messages/pt-BR';
import type { Album } from '@shared/schemas/album';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useDeleteAlbum } from '../api/delete-album';

const m = messages.albumsPage;

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
  const pending = deleteMutation.isPending;
  // Keeps the name on screen while the dialog animates closed.
  const [shown, setShown] = useState(album);
  if (album && album !== shown) setShown(album);

  const confirm = () => {
    if (!album) return;
    deleteMutation.mutate(album.id, {
      onSuccess: () => onDeleted?.(),
      onSettled: onClose,
    });
  };

  return (
    <AlertDialog open={album !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {format(m.deleteDescription, { name: shown?.name ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{messages.common.cancel}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
            {pending ? m.deleting : m.deleteConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
