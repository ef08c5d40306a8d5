import { albumsMessages } from '@shared/messages/albums';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { cn } from '@web/lib/utils';
import { CheckIcon } from 'lucide-react';

const m = albumsMessages.albumsPage;

/** One asset of the picker: a checkbox tile; an asset already in the album is shown checked and locked. */
export function PickerTile({
  asset,
  selected,
  inAlbum,
  inAlbumLabel = m.inAlbum,
  onToggle,
}: {
  asset: Asset;
  selected: boolean;
  /** Already where the picked files go: shown checked and locked. */
  inAlbum: boolean;
  inAlbumLabel?: string;
  onToggle: (asset: Asset) => void;
}) {
  const checked = selected || inAlbum;
  return (
    <label
      className={cn(
        'group relative flex w-full flex-col overflow-hidden rounded-lg border bg-card transition-[box-shadow,border-color] has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2',
        selected && 'border-primary ring-2 ring-primary',
        inAlbum ? 'cursor-default' : 'cursor-pointer hover:border-primary/50',
      )}
    >
      {/* Covers the tile (transparent), so the whole tile is the checkbox's hit area. */}
      <input
        type="checkbox"
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-default"
        checked={checked}
        disabled={inAlbum}
        onChange={() => onToggle(asset)}
        aria-label={format(m.selectFile, { title: asset.title })}
      />
      <AssetThumbnail asset={asset} className={cn('aspect-square w-full', inAlbum && 'opacity-60')} />
      <span
        aria-hidden
        className={cn(
          'absolute top-2 left-2 flex size-5 items-center justify-center rounded-[5px] border shadow-xs',
          checked ? 'border-primary bg-primary text-primary-foreground' : 'border-white/80 bg-background/80',
          inAlbum && 'border-muted-foreground/40 bg-muted-foreground/60',
        )}
      >
        {checked ? <CheckIcon className="size-3.5" /> : null}
      </span>
      {inAlbum ? (
        <span className="absolute top-2 right-2 rounded-full bg-background/90 px-2 py-0.5 font-medium text-[11px] text-muted-foreground shadow-xs">
          {inAlbumLabel}
        </span>
      ) : null}
      <span className={cn('p-2 font-medium text-xs leading-snug', inAlbum && 'text-muted-foreground')}>
        <span className="line-clamp-2">{asset.title}</span>
      </span>
    </label>
  );
}
