import { albumsMessages } from '@shared/messages/albums';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { AddToAlbumDialog } from '@web/features/albums/components/add-to-album-dialog';
import { cn } from '@web/lib/utils';
import { FolderPlusIcon } from 'lucide-react';
import { useState } from 'react';

export interface AddToAlbumActionProps {
  assetIds: string[];
  onAdded?: () => void;
  /** Icon only on small screens (the gallery's selection bar). */
  compact?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * SPEC 'Adicionar ao Álbum' where assets are shown (asset page, gallery selection). The albums
 * feature owns the dialog; the screens get this button through a prop, composed here in app/.
 */
export function AddToAlbumAction({
  assetIds,
  onAdded,
  compact,
  variant = 'outline',
  size,
  className,
}: AddToAlbumActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        disabled={assetIds.length === 0}
        onClick={() => setOpen(true)}
        title={compact ? albumsMessages.albumsPage.addToTitle : undefined}
      >
        <FolderPlusIcon aria-hidden />
        <span className={cn(compact && 'sr-only sm:not-sr-only')}>
          {albumsMessages.albumsPage.addToTitle}
        </span>
      </Button>
      <AddToAlbumDialog assetIds={assetIds} open={open} onOpenChange={setOpen} onAdded={() => onAdded?.()} />
    </>
  );
}
