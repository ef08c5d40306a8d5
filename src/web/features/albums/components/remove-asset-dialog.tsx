import { albumsMessages } from '@shared/messages/albums';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useRemoveAlbumAsset } from '../api/remove-album-asset';

const m = albumsMessages.albumsPage;

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
  const shown = useRetainedValue(asset);

  const confirm = () => {
    if (!asset) return;
    removeMutation.mutate({ albumId, assetId: asset.id }, { onSettled: onClose });
  };

  return (
    <ConfirmDialog
      open={asset !== null}
      title={m.removeTitle}
      description={format(m.removeDescription, { title: shown?.title ?? '' })}
      confirmLabel={m.removeConfirm}
      pendingLabel={m.removing}
      pending={removeMutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
