import type { Asset } from '@shared/schemas/asset';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { formatRelative } from '@web/lib/dates';
import { formatFileSize } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { memo, type ReactNode } from 'react';
import { assetTypeLabel } from '../lib/labels';
import { CardActions, type CardHandlers, cardPressProps } from './card-actions';
import { SelectionMark } from './selection-mark';

export interface AssetListRowProps {
  asset: Asset;
  author: string;
  selecting: boolean;
  selected: boolean;
  handlers: CardHandlers;
  badge?: ReactNode;
}

/** A result in Lista: thumbnail, title, type · size · date · author, and the actions always shown. */
export const AssetListRow = memo(function AssetListRow({
  asset,
  author,
  selecting,
  selected,
  handlers,
  badge,
}: AssetListRowProps) {
  const details = [
    assetTypeLabel(asset.type),
    asset.size > 0 ? formatFileSize(asset.size) : null,
    formatRelative(asset.uploadedAt),
  ].filter(Boolean);
  return (
    <article
      data-testid="asset-card"
      className={cn(
        'flex items-center gap-3 rounded-lg border bg-card p-2 shadow-xs [contain-intrinsic-size:auto_5.5rem] [content-visibility:auto] sm:gap-4 sm:pr-3',
        selected && 'border-primary ring-2 ring-primary',
      )}
    >
      <button
        type="button"
        className="relative flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-md text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:gap-4"
        {...cardPressProps(asset, selecting, selected, handlers)}
      >
        <span className="relative shrink-0">
          <AssetThumbnail asset={asset} dense className="h-14 w-16 rounded-md sm:h-20 sm:w-28" />
          {selecting ? <SelectionMark selected={selected} className="absolute top-1 left-1 size-5" /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-medium text-sm leading-snug">{asset.title}</span>
          <span className="mt-1 block truncate text-muted-foreground text-xs">{details.join(' · ')}</span>
          <span className="mt-0.5 block truncate text-muted-foreground text-xs">{author}</span>
        </span>
        {badge}
      </button>
      {selecting ? null : (
        <CardActions asset={asset} handlers={handlers} className="shrink-0" compactOnMobile />
      )}
    </article>
  );
});
