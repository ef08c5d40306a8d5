/** A row of a tree as the keyboard sees it: only the rows on show, in the order they are shown. */
export interface TreeRow {
  key: string;
  /** The group row a subcategory belongs to; null for a group. */
  parent: string | null;
  hasChildren: boolean;
  expanded: boolean;
}

export type TreeAction =
  | { type: 'focus'; key: string }
  | { type: 'expand'; key: string }
  | { type: 'collapse'; key: string }
  | { type: 'toggle'; key: string };

/**
 * What a key pressed on `current` does in the category tree (WAI-ARIA tree pattern): Up/Down move
 * through the rows on show, Home/End to the first/last, Right opens a closed group or enters an
 * open one, Left closes an open group or goes back to the group, Space and Enter check or uncheck.
 * Null when the key is not the tree's (Tab and the rest keep their usual meaning).
 */
export function treeKeyAction(rows: readonly TreeRow[], current: string, key: string): TreeAction | null {
  const index = rows.findIndex((row) => row.key === current);
  const row = rows[index];
  if (!row) return null;
  const focus = (target: TreeRow | undefined): TreeAction | null =>
    target ? { type: 'focus', key: target.key } : null;
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows.at(-1));
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      return row.expanded ? focus(rows[index + 1]) : { type: 'expand', key: row.key };
    case 'ArrowLeft':
      if (row.hasChildren && row.expanded) return { type: 'collapse', key: row.key };
      return row.parent ? { type: 'focus', key: row.parent } : null;
    case ' ':
    case 'Enter':
      return { type: 'toggle', key: row.key };
    default:
      return null;
  }
}
