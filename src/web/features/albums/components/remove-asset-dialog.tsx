import { format, messages } from '@shared/messages/pt-BR';
import type { Asset } from '@shared/schemas/asset';
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
import { useRemoveAlbumAsset } from '../api/remove-album-asset';

const m = messages.albumsPage;

/** Confirms taking a file out of the album (the file stays in the bank). `asset` null means closed. */
export function RemoveAssetDialog({
  albumId,
  asset,
  onClose,
}: {
  albumId: string;
  asset: Pick<Asset, 'id' | 'title'> | null;
  onClose: () => void;
}) {
  const removeMutation = useRemoveAlbumAsset();
  const pending = removeMutation.isPending;
  const [shown, setShown] = useState(asset);
  if (asset && asset !== shown) setShown(asset);

  const confirm = () => {
    if (!asset) return;
    removeMutation.mutate({ albumId, assetId: asset.id }, { onSettled: onClose });
  };

  return (
    <AlertDialog open={asset !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.removeTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {format(m.removeDescription, { title: shown?.title ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{messages.common.cancel}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
            {pending ? m.removing : m.removeConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
