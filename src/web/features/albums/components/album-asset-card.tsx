import { albumsMessages } from '@shared/messages/albums';
import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { CardLink } from '@web/components/card-link';
import { IconButton } from '@web/components/icon-button';
import { paths } from '@web/lib/paths';
import { XIcon } from 'lucide-react';

/** A file of the album: opens its page; the corner button takes it out of the album. */
export function AlbumAssetCard({ asset, onRemove }: { asset: Asset; onRemove: (asset: Asset) => void }) {
  return (
    <article className="group relative overflow-hidden rounded-lg border bg-card shadow-xs transition-shadow has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 hover:shadow-md">
      <AssetThumbnail asset={asset} fit="contain" className="aspect-square w-full" />
      <div className="p-3">
        <h3 className="line-clamp-2 font-medium text-sm leading-snug">
          <CardLink to={paths.asset(asset.id)}>{asset.title}</CardLink>
        </h3>
        <p className="mt-1 text-muted-foreground text-xs">{assetsMessages.assetTypes[asset.type]}</p>
      </div>
      <IconButton
        variant="secondary"
        icon={XIcon}
        label={format(albumsMessages.albumsPage.removeFile, { title: asset.title })}
        className="absolute top-2 right-2 z-10 size-8 rounded-full bg-background/90 shadow-sm backdrop-blur hover:bg-background"
        onClick={() => onRemove(asset)}
      />
    </article>
  );
}
