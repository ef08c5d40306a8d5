import { galleryMessages } from '@shared/messages/gallery';
import { Separator } from '@web/components/ui/separator';
import type { GalleryFilters } from '@web/lib/gallery-url';
import type { FiltersUpdate } from '../hooks/use-gallery-filters';
import { CategoryFilter } from './category-filter';
import { ClearFiltersButton } from './clear-filters-button';
import { SearchScopeFilter } from './search-scope-filter';
import { SortSelect } from './sort-select';
import { TagFilter } from './tag-filter';
import { TypeFilter } from './type-filter';

export interface FilterPanelProps {
  filters: GalleryFilters;
  setFilters: (update: FiltersUpdate) => void;
  typeCounts?: Record<string, number>;
  /** The drawer shows its own title and 'Limpar' in its header. */
  showTitle?: boolean;
}

/**
 * SPEC sidebar 'Filtros': 'Limpar', sort (and, with search text, 'Somente no título e tags'), types,
 * category tree, 'Tags Populares'.
 */
export function FilterPanel({ filters, setFilters, typeCounts, showTitle = true }: FilterPanelProps) {
  return (
    <div className="grid grid-cols-1 gap-5">
      {showTitle ? (
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold text-base">{galleryMessages.gallery.filters}</h2>
          <ClearFiltersButton filters={filters} setFilters={setFilters} />
        </div>
      ) : null}
      <SortSelect
        value={filters.sort}
        hasQuery={Boolean(filters.q)}
        onChange={(sort) => setFilters({ sort })}
      />
      {filters.q ? (
        <SearchScopeFilter
          checked={filters.labelsOnly}
          onChange={(labelsOnly) => setFilters({ labelsOnly })}
        />
      ) : null}
      <Separator />
      <TypeFilter selected={filters.types} counts={typeCounts} onChange={(types) => setFilters({ types })} />
      <Separator />
      <CategoryFilter selected={filters.categories} onChange={(categories) => setFilters({ categories })} />
      <Separator />
      <TagFilter selected={filters.tags} onChange={(tags) => setFilters({ tags })} />
    </div>
  );
}
