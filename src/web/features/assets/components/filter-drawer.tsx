import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import { SheetFrame } from '@web/components/sheet-frame';
import { Button } from '@web/components/ui/button';
import type { GalleryFilters } from '@web/lib/gallery-url';
import { SlidersHorizontalIcon } from 'lucide-react';
import { useState } from 'react';
import type { FiltersUpdate } from '../hooks/use-gallery-filters';
import { ClearFiltersButton } from './clear-filters-button';
import { LazyFilterPanel, loadFilterPanel } from './lazy-filter-panel';

export interface FilterDrawerProps {
  filters: GalleryFilters;
  setFilters: (update: FiltersUpdate) => void;
  typeCounts?: Record<string, number>;
  resultsLabel: string | null;
}

function activeCount(filters: GalleryFilters): number {
  return filters.categories.length + filters.tags.length + filters.types.length + (filters.sort ? 1 : 0);
}

/** SPEC: on small screens a 'Filtros' button opens the sidebar as a drawer. */
export function FilterDrawer({ filters, setFilters, typeCounts, resultsLabel }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const count = activeCount(filters);
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
        <Button
          variant="outline"
          className="lg:hidden"
          onPointerEnter={loadFilterPanel}
          onFocus={loadFilterPanel}
        >
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
        <LazyFilterPanel
          filters={filters}
          setFilters={setFilters}
          typeCounts={typeCounts}
          showTitle={false}
        />
      </div>
    </SheetFrame>
  );
}
