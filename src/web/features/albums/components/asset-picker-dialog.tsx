import { albumsMessages } from '@shared/messages/albums';
import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import { DialogFrame, type DialogOpenProps, dialogOpenState } from '@web/components/dialog-frame';
import { PendingButton } from '@web/components/pending-button';
import { SearchInput } from '@web/components/search-input';
import { LoadError } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { countText } from '@web/lib/format';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useState } from 'react';
import { usePickerAssets } from '../api/search-picker-assets';
import { PickerTile } from './picker-tile';

const m = albumsMessages.albumsPage;

export interface AssetPickerDialogProps extends DialogOpenProps {
  /** The dialog's title ('Adicionar arquivos', 'Adicionar peças'). */
  title: string;
  description: string;
  /** Ids already where the picked ones go: shown checked and locked, never sent again. */
  existingIds: ReadonlySet<string>;
  /** The mark on those ('Já no álbum', 'Já na campanha'). */
  existingLabel: string;
  /** Saving what was picked: the dialog stays open and locked meanwhile. */
  pending: boolean;
  /** The new ids, in the order they were ticked; the caller saves and closes. */
  onAdd: (assetIds: string[]) => void;
}

/**
 * The albums' picker (SPEC 'Albums': 'Adicionar arquivos'): search the gallery, tick several files,
 * add them at once. Campaigns add their pieces through it too (composed in app/).
 */
export function AssetPickerDialog({
  title,
  description,
  existingIds,
  existingLabel,
  open,
  onOpenChange,
  pending,
  onAdd,
}: AssetPickerDialogProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<ReadonlyMap<string, Asset>>(new Map());
  const assets = usePickerAssets(q, { enabled: open });

  const items = assets.data?.pages.flatMap((page) => page.items) ?? [];
  const count = selected.size;

  const dialog = dialogOpenState(
    { open, onOpenChange },
    {
      pending,
      onClose: () => {
        setSelected(new Map());
        setSearch('');
      },
    },
  );

  const toggle = (asset: Asset) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(asset.id)) next.delete(asset.id);
      else next.set(asset.id, asset);
      return next;
    });

  const add = () => {
    const assetIds = [...selected.keys()].filter((id) => !existingIds.has(id));
    if (assetIds.length === 0) return;
    onAdd(assetIds);
  };

  // Closed by the caller once saved: the next opening starts with nothing ticked.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setSelected(new Map());
      setSearch('');
    }
  }

  return (
    <DialogFrame
      {...dialog.frame}
      className="gap-5 sm:max-w-3xl"
      title={title}
      description={description}
      footerClassName="flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      footer={
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {countText(count, m.selectedOne, m.selectedOther, { none: m.selectedNone })}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={dialog.close} disabled={pending}>
              {commonMessages.common.cancel}
            </Button>
            <PendingButton onClick={add} disabled={count === 0} pending={pending} pendingLabel={m.adding}>
              {format(m.addSelected, { n: count })}
            </PendingButton>
          </div>
        </>
      }
    >
      <SearchInput
        value={search}
        onValueChange={setSearch}
        placeholder={m.pickerPlaceholder}
        label={m.pickerSearch}
      />
      <div className="-mx-1 max-h-[min(52svh,30rem)] min-h-40 overflow-y-auto px-1 py-1">
        {assets.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy="true">
            {[0, 1, 2, 3, 4, 5, 6, 7].map((key) => (
              <Skeleton key={key} className="aspect-[4/5] w-full" />
            ))}
          </div>
        ) : assets.isError && items.length === 0 ? (
          <LoadError message={m.pickerLoadError} onRetry={() => assets.refetch()} />
        ) : items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground text-sm">{m.pickerEmpty}</p>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {items.map((asset) => (
                <li key={asset.id}>
                  <PickerTile
                    asset={asset}
                    selected={selected.has(asset.id)}
                    inAlbum={existingIds.has(asset.id)}
                    inAlbumLabel={existingLabel}
                    onToggle={toggle}
                  />
                </li>
              ))}
            </ul>
            {assets.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <PendingButton
                  variant="outline"
                  size="sm"
                  onClick={() => assets.fetchNextPage()}
                  pending={assets.isFetchingNextPage}
                >
                  {m.pickerLoadMore}
                </PendingButton>
              </div>
            ) : null}
          </>
        )}
      </div>
    </DialogFrame>
  );
}
