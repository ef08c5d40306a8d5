/**
 * 'Adicionar ao Álbum' for one or more assets, from the asset page or the gallery's multiple
 * selection. Usage (compose it in app/routes, or pass it down as a render prop; features do not
 * import each other):
 *
 *   import { AddToAlbumDialog } from '@web/features/albums/components/add-to-album-dialog';
 *   const [open, setOpen] = useState(false);
 *   <Button onClick={() => setOpen(true)}>Adicionar ao Álbum</Button>
 *   <AddToAlbumDialog assetIds={[asset.id]} open={open} onOpenChange={setOpen} />
 *
 * It lists the user's albums, lets them pick one or create one inline (which also adds the files to
 * it), then POSTs the ids and tells how many were added and how many were already there (toasts).
 * `onAdded` runs after a success (e.g. to leave the gallery's selection mode).
 */

import { albumsMessages } from '@shared/messages/albums';
import { commonMessages } from '@shared/messages/common';
import { type AddAlbumAssetsResult, CreateAlbumInputSchema } from '@shared/schemas/album';
import { DialogFrame } from '@web/components/dialog-frame';
import { PendingButton } from '@web/components/pending-button';
import { LoadError } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { SkeletonStack } from '@web/components/ui/skeleton';
import { countText } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useAddAlbumAssets } from '../api/add-album-assets';
import { useCreateAlbum } from '../api/create-album';
import { useAlbums } from '../api/get-albums';
import { albumCountLabel } from '../lib/album-count';
import { AlbumCover } from './album-cover';

const m = albumsMessages.albumsPage;

export interface AddToAlbumDialogProps {
  assetIds: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded?: (result: AddAlbumAssetsResult) => void;
}

export function AddToAlbumDialog({ assetIds, open, onOpenChange, onAdded }: AddToAlbumDialogProps) {
  const [albumId, setAlbumId] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const albums = useAlbums('');
  const createMutation = useCreateAlbum();
  const addMutation = useAddAlbumAssets();
  const nameId = useId();
  const busy = addMutation.isPending || createMutation.isPending;
  const list = albums.data?.items ?? [];

  const changeOpen = (next: boolean) => {
    if (addMutation.isPending) return;
    if (!next) {
      setAlbumId(null);
      setNewName('');
    }
    onOpenChange(next);
  };

  // The quick create has no message to show: the server's name rule only enables its button.
  const parsedName = CreateAlbumInputSchema.shape.name.safeParse(newName);
  const canCreate = !busy && parsedName.success;

  const add = (target = albumId) => {
    if (!target || assetIds.length === 0) return;
    addMutation.mutate(
      { albumId: target, assetIds },
      {
        onSuccess: (result) => {
          onAdded?.(result);
          changeOpen(false);
        },
      },
    );
  };

  // Creating an album here is for these files: it is created, chosen, and they are added to it.
  const create = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canCreate) return;
    createMutation.mutate(
      { name: parsedName.data, description: '' },
      {
        onSuccess: (album) => {
          setAlbumId(album.id);
          setNewName('');
          add(album.id);
        },
      },
    );
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={changeOpen}
      className="sm:max-w-md"
      title={m.addToTitle}
      description={countText(assetIds.length, m.addToDescriptionOne, m.addToDescriptionOther)}
      footer={
        <>
          <Button variant="outline" onClick={() => changeOpen(false)} disabled={addMutation.isPending}>
            {commonMessages.common.cancel}
          </Button>
          <PendingButton
            onClick={() => add()}
            disabled={!albumId || busy || assetIds.length === 0}
            pending={addMutation.isPending}
            pendingLabel={m.adding}
          >
            {m.add}
          </PendingButton>
        </>
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{m.chooseAlbum}</legend>
        {albums.isPending ? (
          <div aria-busy="true">
            <SkeletonStack bars={['h-14 w-full', 'h-14 w-full']} className="gap-2" />
          </div>
        ) : albums.isError ? (
          <LoadError message={m.loadError} onRetry={() => albums.refetch()} />
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-5 text-center text-muted-foreground text-sm">
            {m.noAlbumsYet}
          </p>
        ) : (
          <div className="-mx-1 grid max-h-64 gap-1.5 overflow-y-auto px-1 py-1">
            {list.map((album) => (
              <label
                key={album.id}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border p-2 transition-colors hover:bg-accent/60 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
                  albumId === album.id && 'border-primary bg-accent',
                )}
              >
                <input
                  type="radio"
                  name="album"
                  value={album.id}
                  checked={albumId === album.id}
                  onChange={() => setAlbumId(album.id)}
                  className="sr-only"
                />
                <AlbumCover album={album} className="size-10 shrink-0 rounded-md" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-sm">{album.name}</span>
                  <span className="block text-muted-foreground text-xs">
                    {albumCountLabel(album.assetCount)}
                  </span>
                </span>
                <span
                  aria-hidden
                  className={cn(
                    'size-4 shrink-0 rounded-full border',
                    albumId === album.id ? 'border-[5px] border-primary' : 'border-input',
                  )}
                />
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <form onSubmit={create} className="grid gap-2">
        <Label htmlFor={nameId}>{m.newAlbumInline}</Label>
        <div className="flex gap-2">
          <Input
            id={nameId}
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            placeholder={m.newAlbumName}
            maxLength={(CreateAlbumInputSchema.shape.name.maxLength ?? 120) + 20}
            autoComplete="off"
            disabled={busy}
          />
          <PendingButton
            type="submit"
            variant="outline"
            disabled={!canCreate}
            pending={createMutation.isPending}
            icon={<PlusIcon aria-hidden />}
          >
            {m.createInline}
          </PendingButton>
        </div>
      </form>
    </DialogFrame>
  );
}
