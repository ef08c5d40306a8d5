import { foldForMatching } from '@shared/domain/text';
import type { CategoryGroup } from '@shared/schemas/taxonomy';

const fold = foldForMatching;

/**
 * The tree narrowed to a filter text (accents and case ignored): a group whose name matches keeps all
 * its subcategories, otherwise only the matching ones; groups with nothing left go.
 */
export function filterTree(groups: readonly CategoryGroup[], text: string): CategoryGroup[] {
  const needle = fold(text.trim());
  if (!needle) return [...groups];
  return groups.flatMap((group) => {
    if (fold(group.name).includes(needle)) return [group];
    const children = group.children.filter((child) => fold(child.name).includes(needle));
    return children.length > 0 ? [{ ...group, children }] : [];
  });
}

/** The group's checkbox: all of its subcategories chosen, some, or none (a childless group: itself). */
export function groupState(group: CategoryGroup, selected: ReadonlySet<string>): boolean | 'indeterminate' {
  if (group.children.length === 0) return selected.has(group.id);
  const chosen = group.children.filter((child) => selected.has(child.id)).length;
  if (chosen === 0) return false;
  return chosen === group.children.length ? true : 'indeterminate';
}

/** Checking a group selects all of its subcategories (DESIGN 3: a group means all of them). */
export function toggleGroup(group: CategoryGroup, value: readonly string[], on: boolean): string[] {
  const ids = group.children.length === 0 ? [group.id] : group.children.map((child) => child.id);
  const rest = value.filter((id) => !ids.includes(id));
  return on ? [...rest, ...ids] : rest;
}
