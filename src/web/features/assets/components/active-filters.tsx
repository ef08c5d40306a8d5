import { assetTextMessages } from '@shared/messages/asset-text';
import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import type { GalleryFilters, GalleryType } from '@web/lib/gallery-url';
import { useCategoryTree, useTags } from '@web/lib/taxonomy';
import { XIcon } from 'lucide-react';
import type { FiltersUpdate } from '../hooks/use-gallery-filters';
import { categoryNames } from '../lib/category-selection';
import { TYPE_FILTER_GROUPS } from '../lib/labels';

interface Chip {
  key: string;
  label: string;
  remove: (f: GalleryFilters) => GalleryFilters;
}

function typeChips(types: readonly GalleryType[]): Chip[] {
  return TYPE_FILTER_GROUPS.filter((group) => group.types.some((t) => types.includes(t))).map((group) => ({
    key: `type-${group.id}`,
    label:
      group.id === 'other' && types.includes('psd') && !types.includes('other')
        ? assetsMessages.assetTypes.psd
        : galleryMessages.gallery.typeGroups[group.id],
    remove: (f) => ({ ...f, types: f.types.filter((t) => !group.types.includes(t)) }),
  }));
}

/**
 * What is filtering the results, each removable. On small screens this is the only place the
 * search text and the drawer's choices are visible next to the results.
 */
export function ActiveFilters({
  filters,
  setFilters,
}: {
  filters: GalleryFilters;
  setFilters: (update: FiltersUpdate) => void;
}) {
  // Names only for the chips there are: a gallery with no category or tag filter (the phone's
  // first screen) asks for neither list while it renders.
  const tree = useCategoryTree({ enabled: filters.categories.length > 0 });
  const tags = useTags({}, { enabled: filters.tags.length > 0 });
  const categoryLabels = categoryNames(tree.data?.items ?? [], filters.categories);
  const tagLabels = new Map((tags.data?.items ?? []).map((tag) => [tag.slug, tag.name]));

  const chips: Chip[] = [
    ...(filters.q
      ? [
          {
            key: 'q',
            label: format(galleryMessages.gallery.searchChip, { q: filters.q }),
            remove: (f: GalleryFilters) => ({ ...f, q: '' }),
          },
        ]
      : []),
    ...(filters.q && filters.labelsOnly
      ? [
          {
            key: 'scope',
            label: assetTextMessages.assetText.onlyLabelsChip,
            remove: (f: GalleryFilters) => ({ ...f, labelsOnly: false }),
          },
        ]
      : []),
    ...typeChips(filters.types),
    ...filters.categories.map((slug) => ({
      key: `c-${slug}`,
      label: categoryLabels.get(slug) ?? slug,
      remove: (f: GalleryFilters) => ({ ...f, categories: f.categories.filter((c) => c !== slug) }),
    })),
    ...filters.tags.map((slug) => ({
      key: `t-${slug}`,
      label: `#${tagLabels.get(slug) ?? slug}`,
      remove: (f: GalleryFilters) => ({ ...f, tags: f.tags.filter((t) => t !== slug) }),
    })),
  ];
  if (chips.length === 0) return null;

  return (
    <ul aria-label={galleryMessages.gallery.activeFilters} className="flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => setFilters(chip.remove)}
            aria-label={format(galleryMessages.gallery.removeFilter, { name: chip.label })}
            className="inline-flex max-w-64 items-center gap-1 rounded-full border bg-accent/60 py-1 pr-1.5 pl-2.5 text-accent-foreground text-xs outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="truncate">{chip.label}</span>
            <XIcon aria-hidden className="size-3.5 shrink-0 opacity-70" />
          </button>
        </li>
      ))}
    </ul>
  );
}
