import { galleryMessages } from '@shared/messages/gallery';
import type { GalleryType } from '@web/lib/gallery-url';
import { useId } from 'react';
import { TYPE_FILTER_GROUPS, toggleTypeGroup, typeGroupCount, typeGroupState } from '../lib/labels';
import { FilterCheck, FilterSection } from './filter-section';

export interface TypeFilterProps {
  selected: readonly GalleryType[];
  /** Live counts for the current filters, ignoring the type filter (from the API). */
  counts?: Record<string, number>;
  onChange: (types: GalleryType[]) => void;
}

/** SPEC: Imagens, PDF, Documentos, Outros (PSD counts as Outros). */
export function TypeFilter({ selected, counts, onChange }: TypeFilterProps) {
  const baseId = useId();
  return (
    <FilterSection title={galleryMessages.gallery.typesLabel}>
      <ul className="grid grid-cols-1 gap-0.5">
        {TYPE_FILTER_GROUPS.map((group) => {
          const id = `${baseId}-${group.id}`;
          const count = typeGroupCount(counts, group.types);
          return (
            <li key={group.id}>
              <FilterCheck
                id={id}
                checked={typeGroupState(selected, group.types)}
                onToggle={() => onChange(toggleTypeGroup(selected, group.types))}
                label={galleryMessages.gallery.typeGroups[group.id]}
                count={count}
                className="min-h-8 rounded-md px-1.5 hover:bg-accent/60"
              />
            </li>
          );
        })}
      </ul>
    </FilterSection>
  );
}
