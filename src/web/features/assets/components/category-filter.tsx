import { galleryMessages } from '@shared/messages/gallery';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCategoryTree } from '@web/lib/taxonomy';
import { CategoryTree } from './category-tree';
import { FilterSection } from './filter-section';

export interface CategoryFilterProps {
  selected: readonly string[];
  onChange: (categories: string[]) => void;
}

/** SPEC: category tree with expandable groups and a check per subcategory (and per group). */
export function CategoryFilter({ selected, onChange }: CategoryFilterProps) {
  const tree = useCategoryTree();
  return (
    <FilterSection title={galleryMessages.gallery.categoriesLabel}>
      {tree.isPending ? (
        <div className="grid gap-2">
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-6" />
          ))}
        </div>
      ) : tree.isError ? (
        <p className="text-destructive text-sm">{galleryMessages.gallery.categoriesLoadError}</p>
      ) : (
        <CategoryTree groups={tree.data.items} selected={selected} onChange={onChange} />
      )}
    </FilterSection>
  );
}
