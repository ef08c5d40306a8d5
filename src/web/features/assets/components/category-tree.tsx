import { galleryMessages } from '@shared/messages/gallery';
import type { CategoryGroup } from '@shared/schemas/taxonomy';
import { formatCount } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { CheckIcon, ChevronRightIcon, MinusIcon } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { groupState, isChildSelected, toggleChild, toggleGroup } from '../lib/category-selection';
import type { CheckState } from '../lib/labels';
import { type TreeRow, treeKeyAction } from '../lib/tree-keys';

export interface CategoryTreeProps {
  groups: readonly CategoryGroup[];
  selected: readonly string[];
  onChange: (categories: string[]) => void;
}

const childKey = (group: CategoryGroup, slug: string) => `${group.slug}/${slug}`;

/**
 * The sidebar's categories as a WAI-ARIA tree with checkable rows: one Tab stop (the row last
 * visited, a roving tabindex), arrow keys inside (see `treeKeyAction`), Space or a click to check.
 * The chevron opens a group with the mouse; a checked row is aria-checked, a partly checked group
 * 'mixed'.
 */
export function CategoryTree({ groups, selected, onChange }: CategoryTreeProps) {
  // A group with something chosen inside starts open, so the choice is visible.
  const [expanded, setExpanded] = useState(
    () =>
      new Set(
        groups
          .filter((group) => groupState(group, selected) !== false && !selected.includes(group.slug))
          .map((group) => group.slug),
      ),
  );
  const [active, setActive] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLElement>());

  const rows: TreeRow[] = groups.flatMap((group) => {
    const open = expanded.has(group.slug);
    const hasChildren = group.children.length > 0;
    const row: TreeRow = { key: group.slug, parent: null, hasChildren, expanded: open };
    if (!open) return [row];
    return [
      row,
      ...group.children.map((child) => ({
        key: childKey(group, child.slug),
        parent: group.slug,
        hasChildren: false,
        expanded: false,
      })),
    ];
  });
  // The Tab stop: the row last visited, its group once it is hidden, else the first row.
  const activeRow = rows.find((row) => row.key === active);
  const tabStop =
    activeRow?.key ?? rows.find((row) => active?.startsWith(`${row.key}/`))?.key ?? rows[0]?.key;

  const setOpen = (slug: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(slug);
      else next.delete(slug);
      return next;
    });

  const toggle = (key: string) => {
    const [groupSlug, slug] = key.split('/');
    const group = groups.find((candidate) => candidate.slug === groupSlug);
    if (!group) return;
    onChange(slug ? toggleChild(group, slug, selected) : toggleGroup(group, selected));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!tabStop || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = treeKeyAction(rows, tabStop, event.key);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'focus') {
      setActive(action.key);
      items.current.get(action.key)?.focus();
    } else if (action.type === 'expand' || action.type === 'collapse') {
      setOpen(action.key, action.type === 'expand');
    } else {
      toggle(action.key);
    }
  };

  const itemProps = (key: string, level: number, setSize: number, position: number) => ({
    ref: (element: HTMLElement | null) => {
      if (element) items.current.set(key, element);
      else items.current.delete(key);
    },
    'aria-level': level,
    'aria-setsize': setSize,
    'aria-posinset': position,
    onFocus: () => setActive(key),
    onClick: () => {
      setActive(key);
      toggle(key);
    },
  });

  return (
    <div
      role="tree"
      aria-label={galleryMessages.gallery.categoriesLabel}
      aria-multiselectable="true"
      className="grid grid-cols-1 gap-0.5"
      onKeyDown={onKeyDown}
    >
      {groups.map((group, groupIndex) => {
        const open = expanded.has(group.slug);
        const hasChildren = group.children.length > 0;
        const state = groupState(group, selected);
        return (
          <div key={group.id}>
            <div
              role="treeitem"
              tabIndex={group.slug === tabStop ? 0 : -1}
              {...itemProps(group.slug, 1, groups.length, groupIndex + 1)}
              aria-expanded={hasChildren ? open : undefined}
              aria-checked={ariaChecked(state)}
              className={cn(ROW_CLASS, 'min-h-8 gap-1 pr-1.5')}
            >
              {hasChildren ? (
                // The mouse's way to open a group; the keyboard's is Right/Left on the row.
                <span
                  aria-hidden
                  data-slot="tree-toggle"
                  className="flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:text-foreground"
                  onClick={(event) => {
                    event.stopPropagation();
                    setActive(group.slug);
                    setOpen(group.slug, !open);
                  }}
                >
                  <ChevronRightIcon
                    className={cn(
                      'size-4 transition-transform motion-reduce:transition-none',
                      open && 'rotate-90',
                    )}
                  />
                </span>
              ) : (
                <span className="size-7 shrink-0" />
              )}
              <CheckMark state={state} />
              <span className="ml-1.5 min-w-0 flex-1 truncate font-medium">{group.name}</span>
              <Count value={group.assetCount} />
            </div>
            {hasChildren && open ? (
              // biome-ignore lint/a11y/useSemanticElements: a tree's subtree is role=group, not a fieldset
              <div role="group" className="mt-0.5 mb-1 ml-[1.375rem] grid grid-cols-1 gap-0.5 border-l pl-2">
                {group.children.map((child, childIndex) => {
                  const checked = isChildSelected(group, child.slug, selected);
                  return (
                    <div
                      key={child.id}
                      role="treeitem"
                      tabIndex={childKey(group, child.slug) === tabStop ? 0 : -1}
                      {...itemProps(childKey(group, child.slug), 2, group.children.length, childIndex + 1)}
                      aria-checked={checked}
                      className={cn(ROW_CLASS, 'min-h-7 gap-2.5 px-1.5')}
                    >
                      <CheckMark state={checked} />
                      <span className="min-w-0 flex-1 truncate">{child.name}</span>
                      <Count value={child.assetCount} />
                    </div>
                  );
                })}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

const ROW_CLASS =
  'flex cursor-pointer select-none items-center rounded-md text-sm outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring';

const ariaChecked = (state: CheckState) => (state === 'indeterminate' ? 'mixed' : state);

/** The look of the design system's checkbox; the row carries the state (aria-checked). */
function CheckMark({ state }: { state: CheckState }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-4 shrink-0 items-center justify-center rounded-[4px] border shadow-xs',
        state ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
      )}
    >
      {state === 'indeterminate' ? (
        <MinusIcon className="size-3.5" />
      ) : state ? (
        <CheckIcon className="size-3.5" />
      ) : null}
    </span>
  );
}

function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : (
    <span className="text-muted-foreground text-xs tabular-nums">{formatCount(value)}</span>
  );
}
