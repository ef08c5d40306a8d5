import type { Asset } from '@shared/schemas/asset';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { formatRelative } from '@web/lib/dates';
import { formatFileSize } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { memo, type ReactNode } from 'react';
import { assetTypeLabel } from '../lib/labels';
import { CARD_FOCUS_RING, CardActions, type CardHandlers, cardPressProps } from './card-actions';
import { ContentWarningBadge } from './content-warning-badge';
import { FoundInFile } from './found-in-file';
import { PublicationBadge } from './publication-badge';
import { SelectionMark } from './selection-mark';

export interface AssetListRowProps {
  asset: Asset;
  author: string;
  selecting: boolean;
  selected: boolean;
  handlers: CardHandlers;
  badge?: ReactNode;
  /** A phone's width: the row's actions are only Download (useNarrowScreen). */
  narrow?: boolean;
}

/** A result in Lista: thumbnail, title, type · size · date · author, and the actions always shown. */
export const AssetListRow = memo(function AssetListRow({
  asset,
  author,
  selecting,
  selected,
  handlers,
  badge,
  narrow,
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
        'relative flex items-center gap-3 rounded-lg border bg-card p-2 shadow-xs [contain-intrinsic-size:auto_5.5rem] [content-visibility:auto] sm:gap-4 sm:pr-3',
        CARD_FOCUS_RING,
        selected && 'border-primary ring-2 ring-primary',
      )}
    >
      <span className="relative shrink-0">
        <AssetThumbnail asset={asset} dense className="h-14 w-16 rounded-md sm:h-20 sm:w-28" />
        {selecting ? <SelectionMark selected={selected} className="absolute top-1 left-1 size-5" /> : null}
      </span>
      <div className="min-w-0 flex-1">
        {/* The title is the button's only text (label in name); its ::after covers the row, so the
            whole row still opens the preview. */}
        <button
          type="button"
          className="block w-full cursor-pointer text-left font-medium text-sm leading-snug outline-none after:absolute after:inset-0 after:rounded-lg"
          {...cardPressProps(asset, selecting, selected, handlers)}
        >
          <span className="line-clamp-2">{asset.title}</span>
        </button>
        <FoundInFile asset={asset} inline className="mt-1" />
        <p className="mt-1 truncate text-muted-foreground text-xs">{details.join(' · ')}</p>
        <p className="mt-0.5 truncate text-muted-foreground text-xs">{author}</p>
        {/* Above the row's button cover, so their tooltips show on hover. */}
        <div className="relative mt-1 flex flex-wrap gap-1 empty:hidden">
          <PublicationBadge asset={asset} />
          <ContentWarningBadge asset={asset} />
        </div>
      </div>
      {badge}
      {selecting ? null : (
        <CardActions asset={asset} handlers={handlers} className="relative shrink-0" downloadOnly={narrow} />
      )}
    </article>
  );
});
