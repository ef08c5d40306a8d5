import type { Asset } from '@shared/schemas/asset';
import { useNarrowScreen } from '@web/lib/use-media-query';
import { type ReactNode, useDeferredValue } from 'react';
import type { ResultsController } from '../hooks/use-results-controller';
import { authorLabel } from '../lib/labels';
import { GRID_CLASSES, isWideSlot, type ViewMode } from '../lib/layout';
import type { SelectionAction } from '../lib/selection-action';
import { AssetCard } from './asset-card';
import { AssetListRow } from './asset-list-row';

/** What the gallery screen gives its result views (the filtered gallery, the similar images). */
export interface ResultsViewProps {
  view: ViewMode;
  onViewChange: (mode: ViewMode) => void;
  selectionAction?: SelectionAction | undefined;
  /** Under "Nenhum resultado encontrado": asking for what the search did not find (issue 17). */
  emptyAction?: ((search: string) => ReactNode) | undefined;
}

export interface AssetResultsProps {
  items: readonly Asset[];
  view: ViewMode;
  /** The list's selection and card handlers. */
  controller: ResultsController;
  /** A corner label per asset id (similarity mode). */
  badgeFor?: (asset: Asset) => ReactNode;
}

/** Cards on a first screen, phone or desktop: their thumbnails are fetched first, not lazily. */
const FIRST_SCREEN = 8;

/** What the first render shows of a longer list: a desktop's first screen and a little more. */
const FIRST_RENDER = 12;

/**
 * The results in the chosen view. Cards are memoised: a new page only renders its own cards. A list
 * shown for the first time renders its first cards at once and the rest just after, in the
 * background (React's deferred value): on a slow phone the first screen no longer waits for the
 * forty cards of a page, most of them below the fold.
 */
export function AssetResults({ items: allItems, view, controller, badgeFor }: AssetResultsProps) {
  const items = useDeferredValue(allItems, allItems.slice(0, FIRST_RENDER));
  const narrow = useNarrowScreen();
  const { handlers } = controller;
  const { active: selecting, ids: selectedIds } = controller.selection;
  return (
    <div className={GRID_CLASSES[view]} data-view={view}>
      {items.map((asset, index) => {
        // What a list row and a card are both given.
        const common = {
          asset,
          author: authorLabel(asset),
          selecting,
          selected: selectedIds.has(asset.id),
          handlers,
          badge: badgeFor?.(asset),
          narrow,
        };
        return view === 'list' ? (
          <AssetListRow key={asset.id} {...common} />
        ) : (
          <AssetCard
            key={asset.id}
            {...common}
            variant={view}
            wide={view === 'large' && isWideSlot(index)}
            priority={index < FIRST_SCREEN}
          />
        );
      })}
    </div>
  );
}
