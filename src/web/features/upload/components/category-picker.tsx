import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { uploadMessages } from '@shared/messages/upload';
import type { CategoryGroup } from '@shared/schemas/taxonomy';
import { RemovableChips } from '@web/components/removable-chips';
import { SearchInput } from '@web/components/search-input';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { countText } from '@web/lib/format';
import { useCategoryTree } from '@web/lib/taxonomy';
import { cn } from '@web/lib/utils';
import { ChevronRightIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { filterTree, groupState, toggleGroup } from '../lib/category-selection';

const m = uploadMessages.upload;

export interface CategoryPickerProps {
  id: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

function SelectedChips({
  groups,
  value,
  onRemove,
  disabled,
}: {
  groups: readonly CategoryGroup[];
  value: readonly string[];
  onRemove: (id: string) => void;
  disabled?: boolean | undefined;
}) {
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const group of groups) {
      map.set(group.id, group.name);
      for (const child of group.children) map.set(child.id, child.name);
    }
    return map;
  }, [groups]);
  const known = value.filter((id) => names.has(id));
  if (known.length === 0) return null;
  return (
    <RemovableChips
      chips={known.map((id) => {
        const name = names.get(id) ?? '';
        return { key: id, text: name, removeLabel: format(m.removeCategory, { name }) };
      })}
      onRemove={onRemove}
      disabled={disabled}
      tone="primary"
      size="sm"
    />
  );
}

/**
 * SPEC 'Upload': the hierarchical category picker fed by the real tree. Groups expand and collapse;
 * subcategories are checkboxes; a group's checkbox selects all of its subcategories (a group without
 * subcategories selects itself). The list scrolls past 24rem.
 */
export function CategoryPicker({ id, value, onChange, error, disabled }: CategoryPickerProps) {
  const tree = useCategoryTree();
  const [filter, setFilter] = useState('');
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const selected = useMemo(() => new Set(value), [value]);
  const groups = tree.data?.items ?? [];
  const visible = useMemo(() => filterTree(groups, filter), [groups, filter]);
  const filtering = filter.trim().length > 0;

  const toggleId = (categoryId: string, on: boolean) =>
    onChange(
      on ? [...value.filter((v) => v !== categoryId), categoryId] : value.filter((v) => v !== categoryId),
    );

  const selectedText = countText(value.length, m.categoriesOne, m.categoriesOther, {
    none: m.categoriesNone,
  });

  return (
    <div className="grid grid-cols-1 content-start gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span id={`${id}-label`} className="font-medium text-sm leading-none">
          {m.categoriesLabel}
        </span>
        <span className="flex items-center gap-2 text-muted-foreground text-xs" aria-live="polite">
          {selectedText}
          {value.length > 0 ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs"
              onClick={() => onChange([])}
              disabled={disabled}
            >
              {m.categoriesClear}
            </Button>
          ) : null}
        </span>
      </div>
      <SelectedChips
        groups={groups}
        value={value}
        onRemove={(cid) => toggleId(cid, false)}
        disabled={disabled}
      />
      <div
        className={cn(
          'overflow-hidden rounded-lg border',
          error && 'border-destructive ring-[3px] ring-destructive/15',
        )}
      >
        <SearchInput
          wrapperClassName="border-b"
          id={id}
          value={filter}
          onValueChange={setFilter}
          label={m.categoriesFilter}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 rounded-none border-0 shadow-none focus-visible:ring-0"
        />
        <fieldset aria-labelledby={`${id}-label`} className="max-h-96 min-w-0 overflow-y-auto p-1.5">
          {tree.isPending ? (
            <div className="grid grid-cols-1 gap-2 p-2">
              {[0, 1, 2, 3, 4].map((row) => (
                <Skeleton key={row} className="h-6 w-full" />
              ))}
            </div>
          ) : tree.isError ? (
            <div className="flex flex-wrap items-center gap-2 p-3 text-destructive text-sm">
              {m.categoriesLoadError}
              <Button size="sm" variant="outline" onClick={() => tree.refetch()}>
                {commonMessages.common.retry}
              </Button>
            </div>
          ) : groups.length === 0 ? (
            <p className="p-3 text-muted-foreground text-sm">{m.categoriesEmpty}</p>
          ) : visible.length === 0 ? (
            <p className="p-3 text-muted-foreground text-sm">
              {format(m.categoriesNoMatch, { q: filter.trim() })}
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-0.5">
              {visible.map((group) => {
                const state = groupState(group, selected);
                const open = filtering || (toggled[group.id] ?? state !== false);
                const listId = `${id}-group-${group.id}`;
                const checkboxId = `${id}-cat-${group.id}`;
                return (
                  <li key={group.id}>
                    <div className="flex items-center gap-1 rounded-md pl-2 hover:bg-muted/60">
                      <Checkbox
                        id={checkboxId}
                        checked={state}
                        disabled={disabled}
                        onCheckedChange={(checked) => onChange(toggleGroup(group, value, checked === true))}
                        aria-label={group.name}
                      />
                      <button
                        type="button"
                        onClick={() => setToggled((t) => ({ ...t, [group.id]: !open }))}
                        aria-expanded={group.children.length > 0 ? open : undefined}
                        aria-controls={group.children.length > 0 ? listId : undefined}
                        title={format(open ? m.collapseGroup : m.expandGroup, { name: group.name })}
                        disabled={group.children.length === 0}
                        className="flex min-h-9 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left font-medium text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-default"
                      >
                        <span className="min-w-0 flex-1 break-words">{group.name}</span>
                        {group.children.length > 0 ? (
                          <>
                            <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                              {format(m.groupSelected, {
                                n: group.children.filter((c) => selected.has(c.id)).length,
                                total: group.children.length,
                              })}
                            </span>
                            <ChevronRightIcon
                              className={cn(
                                'size-4 shrink-0 text-muted-foreground transition-transform',
                                open && 'rotate-90',
                              )}
                              aria-hidden
                            />
                          </>
                        ) : null}
                      </button>
                    </div>
                    {group.children.length === 0 ? (
                      <p className="pb-1 pl-9 text-muted-foreground text-xs">{m.groupEmpty}</p>
                    ) : open ? (
                      <ul id={listId} className="mb-1 ml-4 grid gap-0.5 border-l pl-3">
                        {group.children.map((child) => {
                          const childId = `${id}-cat-${child.id}`;
                          return (
                            <li
                              key={child.id}
                              className="flex items-center gap-2.5 rounded-md px-2 py-1.5 hover:bg-muted/60"
                            >
                              <Checkbox
                                id={childId}
                                checked={selected.has(child.id)}
                                disabled={disabled}
                                onCheckedChange={(checked) => toggleId(child.id, checked === true)}
                              />
                              <label
                                htmlFor={childId}
                                className="min-w-0 flex-1 cursor-pointer break-words text-sm"
                              >
                                {child.name}
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
