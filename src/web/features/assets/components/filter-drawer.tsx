import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import { useQueryClient } from '@tanstack/react-query';
import { SheetFrame } from '@web/components/sheet-frame';
import { Button } from '@web/components/ui/button';
import type { GalleryFilters } from '@web/lib/gallery-url';
import { categoryTreeQueryOptions, tagsQueryOptions } from '@web/lib/taxonomy';
import { SlidersHorizontalIcon } from 'lucide-react';
import { useState } from 'react';
import { ClearFiltersButton } from './clear-filters-button';
import type { FilterPanelProps } from './filter-panel';
import { LazyFilterPanel, loadFilterPanel } from './lazy-filter-panel';

/** The drawer shows the sidebar's filters (FilterPanel) without their title, which its header gives. */
export interface FilterDrawerProps extends Omit<FilterPanelProps, 'showTitle'> {
  resultsLabel: string | null;
}

function activeCount(filters: GalleryFilters): number {
  const scoped = filters.labelsOnly && filters.q ? 1 : 0;
  return (
    filters.categories.length + filters.tags.length + filters.types.length + (filters.sort ? 1 : 0) + scoped
  );
}

/** SPEC: on small screens a 'Filtros' button opens the sidebar as a drawer. */
export function FilterDrawer({ resultsLabel, ...panel }: FilterDrawerProps) {
  const { filters, setFilters } = panel;
  const [open, setOpen] = useState(false);
  const count = activeCount(filters);
  const queryClient = useQueryClient();
  // When the drawer is about to open (pointed at, focused, touched): its code, and the category
  // tree and tags it lists, which the phone's first screen no longer asks for while it renders.
  const prepare = () => {
    void loadFilterPanel();
    void queryClient.prefetchQuery(categoryTreeQueryOptions);
    void queryClient.prefetchQuery(tagsQueryOptions());
  };
  return (
    <SheetFrame
      open={open}
      onOpenChange={setOpen}
      side="left"
      className="w-[88%] max-w-sm gap-0 p-0"
      headerClassName="flex-row items-center justify-between gap-2 border-b pr-12"
      title={galleryMessages.gallery.filters}
      description={galleryMessages.gallery.filtersDescription}
      headerExtra={<ClearFiltersButton filters={filters} setFilters={setFilters} />}
      footerClassName="border-t"
      footer={
        <Button onClick={() => setOpen(false)}>
          {resultsLabel
            ? format(galleryMessages.gallery.showResultsCount, { label: resultsLabel })
            : galleryMessages.gallery.showResults}
        </Button>
      }
      trigger={
        <Button variant="outline" className="lg:hidden" onPointerEnter={prepare} onFocus={prepare}>
          <SlidersHorizontalIcon aria-hidden />
          {galleryMessages.gallery.filters}
          {count > 0 ? (
            <span className="ml-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-primary-foreground text-xs tabular-nums">
              {count}
            </span>
          ) : null}
        </Button>
      }
    >
      <div className="flex-1 overflow-y-auto px-4 py-4">
        <LazyFilterPanel {...panel} showTitle={false} />
      </div>
    </SheetFrame>
  );
}
