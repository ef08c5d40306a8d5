import { galleryMessages } from '@shared/messages/gallery';
import { Button } from '@web/components/ui/button';
import { clearedFilters, type GalleryFilters, sameFilters } from '@web/lib/gallery-url';
import { RotateCcwIcon } from 'lucide-react';
import type { FiltersUpdate } from '../hooks/use-gallery-filters';

/** SPEC 'Limpar': resets every filter except the search text. */
export function ClearFiltersButton({
  filters,
  setFilters,
}: {
  filters: GalleryFilters;
  setFilters: (update: FiltersUpdate) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-muted-foreground"
      disabled={sameFilters(filters, clearedFilters(filters))}
      onClick={() => setFilters(clearedFilters)}
      title={galleryMessages.gallery.clearFiltersLabel}
    >
      <RotateCcwIcon aria-hidden className="size-3.5" />
      {galleryMessages.gallery.clearFilters}
    </Button>
  );
}
