import type { CategoryGroup } from '@shared/schemas/taxonomy';
import type { CheckState } from './labels';

/**
 * The sidebar's category tree writes slugs to the URL. A whole group is written as the group's own
 * slug (the API reads it as "all its subcategories", and SPEC's links use it: filter=estrutura), so
 * checking every subcategory collapses into the group slug and unchecking one of a selected group
 * expands it into the others.
 */
export function groupState(group: CategoryGroup, selected: readonly string[]): CheckState {
  if (selected.includes(group.slug)) return true;
  const hits = group.children.filter((child) => selected.includes(child.slug)).length;
  if (hits === 0) return false;
  return hits === group.children.length ? true : 'indeterminate';
}

export function isChildSelected(group: CategoryGroup, slug: string, selected: readonly string[]): boolean {
  return selected.includes(group.slug) || selected.includes(slug);
}

function withoutGroup(group: CategoryGroup, selected: readonly string[]): string[] {
  const own = new Set([group.slug, ...group.children.map((child) => child.slug)]);
  return selected.filter((slug) => !own.has(slug));
}

export function toggleGroup(group: CategoryGroup, selected: readonly string[]): string[] {
  const rest = withoutGroup(group, selected);
  return groupState(group, selected) === true ? rest : [...rest, group.slug];
}

export function toggleChild(group: CategoryGroup, slug: string, selected: readonly string[]): string[] {
  const rest = withoutGroup(group, selected);
  const current = group.children
    .map((child) => child.slug)
    .filter((child) => isChildSelected(group, child, selected));
  const next = current.includes(slug) ? current.filter((child) => child !== slug) : [...current, slug];
  if (next.length > 0 && next.length === group.children.length) return [...rest, group.slug];
  return [...rest, ...next];
}

/** Display names of selected slugs (for the active-filter chips); unknown slugs show as given. */
export function categoryNames(tree: readonly CategoryGroup[], slugs: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const group of tree) {
    names.set(group.slug, group.name);
    for (const child of group.children) names.set(child.slug, child.name);
  }
  return new Map(slugs.map((slug) => [slug, names.get(slug) ?? slug]));
}
