import { assetsMessages } from '@shared/messages/assets';
import type { Asset } from '@shared/schemas/asset';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { formatRelative } from '@web/lib/dates';
import { paths } from '@web/lib/paths';
import { Link } from 'react-router';

/** A home card: thumbnail, title, type and age; opens the asset page. */
export function HomeAssetCard({ asset }: { asset: Asset }) {
  return (
    <Link
      to={paths.asset(asset.id)}
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-xs outline-none transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <AssetThumbnail asset={asset} fit="contain" className="aspect-[4/3] w-full" />
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="line-clamp-2 font-medium text-sm leading-snug">{asset.title}</span>
        <span className="mt-auto text-muted-foreground text-xs">
          {assetsMessages.assetTypes[asset.type]} · {formatRelative(asset.uploadedAt)}
        </span>
      </span>
    </Link>
  );
}
