import { albumsMessages } from '@shared/messages/albums';
import { format } from '@shared/messages/format';
import { useAddAlbumAssets } from '../api/add-album-assets';
import { AssetPickerDialog } from './asset-picker-dialog';

const m = albumsMessages.albumsPage;

export interface AddAssetsDialogProps {
  album: { id: string; name: string };
  /** Ids already in the album: shown as such and never sent again. */
  existingIds: ReadonlySet<string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC 'Albums': 'Adicionar arquivos' with search and multi-select. */
export function AddAssetsDialog({ album, existingIds, open, onOpenChange }: AddAssetsDialogProps) {
  const addMutation = useAddAlbumAssets();
  return (
    <AssetPickerDialog
      title={m.addFiles}
      description={format(m.pickerDescription, { name: album.name })}
      existingIds={existingIds}
      existingLabel={m.inAlbum}
      open={open}
      onOpenChange={onOpenChange}
      pending={addMutation.isPending}
      onAdd={(assetIds) =>
        addMutation.mutate({ albumId: album.id, assetIds }, { onSuccess: () => onOpenChange(false) })
      }
    />
  );
}
