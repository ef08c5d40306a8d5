import type { Asset } from '@shared/schemas/asset';
import type { ReactNode } from 'react';
import { authorLabel } from '../lib/labels';
import { GRID_CLASSES, isWideSlot, type ViewMode } from '../lib/layout';
import { AssetCard } from './asset-card';
import { AssetListRow } from './asset-list-row';
import type { CardHandlers } from './card-actions';

export interface AssetResultsProps {
  items: readonly Asset[];
  view: ViewMode;
  selecting: boolean;
  selectedIds: ReadonlySet<string>;
  handlers: CardHandlers;
  viewerIsAdmin: boolean;
  /** A corner label per asset id (similarity mode). */
  badgeFor?: (asset: Asset) => ReactNode;
}

/** The results in the chosen view. Cards are memoised: a new page only renders its own cards. */
export function AssetResults({
  items,
  view,
  selecting,
  selectedIds,
  handlers,
  viewerIsAdmin,
  badgeFor,
}: AssetResultsProps) {
  return (
    <div className={GRID_CLASSES[view]} data-view={view}>
      {items.map((asset, index) => {
        const author = authorLabel(asset.uploader, viewerIsAdmin);
        const selected = selectedIds.has(asset.id);
        const badge = badgeFor?.(asset);
        return view === 'list' ? (
          <AssetListRow
            key={asset.id}
            asset={asset}
            author={author}
            selecting={selecting}
            selected={selected}
            handlers={handlers}
            badge={badge}
          />
        ) : (
          <AssetCard
            key={asset.id}
            asset={asset}
            variant={view}
            wide={view === 'large' && isWideSlot(index)}
            author={author}
            selecting={selecting}
            selected={selected}
            handlers={handlers}
            badge={badge}
          />
        );
      })}
    </div>
  );
}
