import { messages } from '@shared/messages/pt-BR';
import { Checkbox } from '@web/components/ui/checkbox';
import { formatCount } from '@web/lib/format';
import type { GalleryType } from '@web/lib/gallery-url';
import { useId } from 'react';
import { TYPE_FILTER_GROUPS, toggleTypeGroup, typeGroupCount, typeGroupState } from '../lib/labels';
import { FilterSection } from './filter-section';

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
    <FilterSection title={messages.gallery.typesLabel}>
      <ul className="grid grid-cols-1 gap-0.5">
        {TYPE_FILTER_GROUPS.map((group) => {
          const id = `${baseId}-${group.id}`;
          const count = typeGroupCount(counts, group.types);
          return (
            <li key={group.id}>
              <label
                htmlFor={id}
                className="flex min-h-8 cursor-pointer items-center gap-2.5 rounded-md px-1.5 text-sm hover:bg-accent/60"
              >
                <Checkbox
                  id={id}
                  checked={typeGroupState(selected, group.types)}
                  onCheckedChange={() => onChange(toggleTypeGroup(selected, group.types))}
                />
                <span className="flex-1">{messages.gallery.typeGroups[group.id]}</span>
                {count === undefined ? null : (
                  <span className="text-muted-foreground text-xs tabular-nums">{formatCount(count)}</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </FilterSection>
  );
}
