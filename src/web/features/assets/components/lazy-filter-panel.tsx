import { Spinner } from '@web/components/ui/spinner';
import { lazy, Suspense } from 'react';
import type { FilterPanelProps } from './filter-panel';

/** The filters' code (sort select, category tree, tags): loaded where they show, not with the gallery. */
export const loadFilterPanel = () => import('./filter-panel');

const FilterPanel = lazy(() => loadFilterPanel().then((module) => ({ default: module.FilterPanel })));

/**
 * The sidebar's and the drawer's filters, as a chunk of their own: a phone's first screen shows only
 * the 'Filtros' button, so the select, the tree and their collapsibles load when the drawer is about
 * to open (pointed at, focused or pressed); a desktop's sidebar asks for them at once.
 */
export function LazyFilterPanel(props: FilterPanelProps) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-8">
          <Spinner className="size-5" />
        </div>
      }
    >
      <FilterPanel {...props} />
    </Suspense>
  );
}
