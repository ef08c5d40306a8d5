import { format, messages } from '@shared/messages/pt-BR';
import type { CategoryGroup } from '@shared/schemas/taxonomy';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@web/components/ui/collapsible';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCategoryTree } from '@web/lib/taxonomy';
import { cn } from '@web/lib/utils';
import { ChevronRightIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { groupState, isChildSelected, toggleChild, toggleGroup } from '../lib/category-selection';
import { FilterCheck, FilterSection } from './filter-section';

export interface CategoryFilterProps {
  selected: readonly string[];
  onChange: (categories: string[]) => void;
}

/** SPEC: category tree with expandable groups and a checkbox per subcategory (and per group). */
export function CategoryFilter({ selected, onChange }: CategoryFilterProps) {
  const tree = useCategoryTree();
  return (
    <FilterSection title={messages.gallery.categoriesLabel}>
      {tree.isPending ? (
        <div className="grid gap-2">
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-6" />
          ))}
        </div>
      ) : tree.isError ? (
        <p className="text-destructive text-sm">{messages.gallery.categoriesLoadError}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-0.5">
          {tree.data.items.map((group) => (
            <GroupItem key={group.id} group={group} selected={selected} onChange={onChange} />
          ))}
        </ul>
      )}
    </FilterSection>
  );
}

function GroupItem({
  group,
  selected,
  onChange,
}: {
  group: CategoryGroup;
  selected: readonly string[];
  onChange: (categories: string[]) => void;
}) {
  const id = useId();
  const state = groupState(group, selected);
  // A group with something chosen inside starts open, so the choice is visible.
  const [open, setOpen] = useState(state !== false && !selected.includes(group.slug));
  const hasChildren = group.children.length > 0;
  return (
    <li>
      <Collapsible open={open} onOpenChange={setOpen}>
        <div className="flex min-h-8 items-center gap-1 rounded-md pr-1.5 hover:bg-accent/60">
          {hasChildren ? (
            <CollapsibleTrigger
              className="flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              aria-label={format(open ? messages.gallery.collapseGroup : messages.gallery.expandGroup, {
                name: group.name,
              })}
            >
              <ChevronRightIcon
                aria-hidden
                className={cn(
                  'size-4 transition-transform motion-reduce:transition-none',
                  open && 'rotate-90',
                )}
              />
            </CollapsibleTrigger>
          ) : (
            <span className="size-7 shrink-0" />
          )}
          <FilterCheck
            id={id}
            checked={state}
            onToggle={() => onChange(toggleGroup(group, selected))}
            label={group.name}
            count={group.assetCount}
            className="min-w-0 flex-1"
            labelClassName="font-medium"
          />
        </div>
        {hasChildren ? (
          <CollapsibleContent>
            <ul className="mt-0.5 mb-1 ml-[1.375rem] grid grid-cols-1 gap-0.5 border-l pl-2">
              {group.children.map((child) => {
                const childId = `${id}-${child.slug}`;
                return (
                  <li key={child.id}>
                    <FilterCheck
                      id={childId}
                      checked={isChildSelected(group, child.slug, selected)}
                      onToggle={() => onChange(toggleChild(group, child.slug, selected))}
                      label={child.name}
                      count={child.assetCount}
                      className="min-h-7 rounded-md px-1.5 hover:bg-accent/60"
                    />
                  </li>
                );
              })}
            </ul>
          </CollapsibleContent>
        ) : null}
      </Collapsible>
    </li>
  );
}
