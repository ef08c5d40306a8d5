import type { AssetType } from '@shared/constants';
import type { Asset } from '@shared/schemas/asset';
import { thumbhashDataUrl } from '@web/lib/thumbhash';
import { cn } from '@web/lib/utils';
import { FileIcon, FileTextIcon, ImageIcon, LayersIcon, type LucideIcon, PlayIcon } from 'lucide-react';
import { useState } from 'react';

const TYPE_ICONS: Record<AssetType, LucideIcon> = {
  image: ImageIcon,
  video: PlayIcon,
  document: FileTextIcon,
  pdf: FileTextIcon,
  psd: LayersIcon,
  other: FileIcon,
};

/** The icon that stands for an asset type when there is no thumbnail. */
export function AssetTypeIcon({ type, className }: { type: AssetType; className?: string }) {
  const Icon = TYPE_ICONS[type] ?? FileIcon;
  return <Icon className={className} aria-hidden strokeWidth={1.5} />;
}

export interface AssetThumbnailProps {
  asset: Pick<Asset, 'type' | 'thumbnailUrl' | 'placeholder'>;
  /** Sizes the box (aspect, rounding); the image covers it. */
  className?: string;
  iconClassName?: string;
}

/**
 * An asset's grid thumbnail over its blurred thumbhash while it loads; the type icon when there is
 * no thumbnail or it fails to load (SPEC 'States': a placeholder and a generic icon on error).
 * Decorative: the title next to it names the asset.
 */
export function AssetThumbnail({ asset, className, iconClassName }: AssetThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const placeholder = thumbhashDataUrl(asset.placeholder);
  const showImage = Boolean(asset.thumbnailUrl) && failedUrl !== asset.thumbnailUrl;

  return (
    <div
      className={cn('relative overflow-hidden bg-muted bg-center bg-cover', className)}
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
    >
      {showImage ? (
        <img
          src={asset.thumbnailUrl ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedUrl(asset.thumbnailUrl)}
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-muted to-accent text-primary/60">
          <AssetTypeIcon type={asset.type} className={cn('size-1/4 min-h-5 min-w-5', iconClassName)} />
        </div>
      )}
    </div>
  );
}
