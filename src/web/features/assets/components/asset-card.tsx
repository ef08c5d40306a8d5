import type { Asset } from '@shared/schemas/asset';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { cn } from '@web/lib/utils';
import { memo, type ReactNode } from 'react';
import { WIDE_SLOT_CLASS } from '../lib/layout';
import { CARD_FOCUS_RING, CardActions, type CardHandlers, cardPressProps } from './card-actions';
import { ContentWarningBadge } from './content-warning-badge';
import { FoundInFile } from './found-in-file';
import { PublicationBadge } from './publication-badge';
import { SelectionMark } from './selection-mark';

export interface AssetCardProps {
  asset: Asset;
  variant: 'large' | 'compact';
  /** Slots 1 and 5 of the large grid's 8-slot pattern. */
  wide?: boolean;
  author: string;
  selecting: boolean;
  selected: boolean;
  handlers: CardHandlers;
  /** Extra corner label (similarity). */
  badge?: ReactNode;
  /** On the first screen: its thumbnail is fetched at once. */
  priority?: boolean;
  /** A phone's width: the actions over a large card are only Download (useNarrowScreen). */
  narrow?: boolean;
}

/**
 * A result in Grade or Compacta. The image is a button (preview, or select in selection mode); the
 * actions are siblings over it, never nested in it. `content-visibility` lets the browser skip
 * painting cards far off screen, which keeps a long scroll smooth (not on the first screen's).
 */
export const AssetCard = memo(function AssetCard({
  asset,
  variant,
  wide,
  author,
  selecting,
  selected,
  handlers,
  badge,
  priority,
  narrow,
}: AssetCardProps) {
  const large = variant === 'large';
  return (
    <article
      data-testid="asset-card"
      className={cn(
        'group relative flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md',
        // Off the first screen only: on it, skipping the cards' contents made the page lay out twice
        // before its first paint (once to find them on screen, once for what they hold).
        !priority && '[contain-intrinsic-size:auto_18rem] [content-visibility:auto]',
        large ? '' : 'rounded-lg',
        wide && large && WIDE_SLOT_CLASS,
        CARD_FOCUS_RING,
        selected && 'border-primary ring-2 ring-primary',
      )}
    >
      <div className="relative">
        <AssetThumbnail
          asset={asset}
          dense={!large}
          priority={priority}
          fit="contain"
          className={large ? 'aspect-[4/3] w-full md:aspect-auto md:h-44' : 'aspect-square w-full'}
        />
        {/* Over the picture, not around it: the type caption of a file with no thumbnail is not
            part of the button's text, so its name stays the title's (label in name). */}
        <button
          type="button"
          className="absolute inset-0 cursor-pointer outline-none"
          {...cardPressProps(asset, selecting, selected, handlers)}
        />
        {selecting ? <SelectionMark selected={selected} className="absolute top-2 left-2" /> : null}
        {badge ? <div className="pointer-events-none absolute top-2 right-2">{badge}</div> : null}
        {selecting ? null : (
          // Touch screens have no hover: the large cards keep the actions on show (only Download
          // in a phone's two columns), the compact ones leave them to the preview dialog (too
          // little room for three buttons).
          <div
            className={cn(
              'pointer-events-none absolute inset-x-0 bottom-0 flex justify-end bg-gradient-to-t from-black/45 to-transparent p-2 pt-8 opacity-0 transition-opacity focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:from-transparent',
              large ? 'pointer-coarse:opacity-100' : 'pointer-coarse:hidden',
            )}
          >
            <CardActions
              asset={asset}
              handlers={handlers}
              className="pointer-events-auto"
              buttonClassName={large ? undefined : 'size-7'}
              downloadOnly={large && narrow}
            />
          </div>
        )}
      </div>
      {large ? (
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-pretty font-medium text-sm leading-snug" title={asset.title}>
            {asset.title}
          </h3>
          <FoundInFile asset={asset} />
          <div className="flex flex-wrap gap-1 empty:hidden">
            <PublicationBadge asset={asset} />
            <ContentWarningBadge asset={asset} />
          </div>
          <p className="mt-auto truncate text-muted-foreground text-xs">{author}</p>
        </div>
      ) : (
        <div className="px-2 py-1.5">
          <h3 className="truncate font-medium text-xs" title={asset.title}>
            {asset.title}
          </h3>
          <FoundInFile asset={asset} className="mt-0.5 text-[0.6875rem]" />
          <div className="mt-1 flex flex-wrap gap-1 empty:hidden">
            <PublicationBadge asset={asset} className="px-1.5 text-[0.6875rem]" />
            <ContentWarningBadge asset={asset} className="px-1.5 text-[0.6875rem]" />
          </div>
        </div>
      )}
    </article>
  );
});
