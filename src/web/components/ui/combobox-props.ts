/*
 * Apart from command.tsx (cmdk): a text box's ARIA is rendered before its list's code is needed (the
 * global search's suggestions load when first opened).
 */

/** The ARIA of a text box of our own that drives a cmdk list (cmdk's input replaces id, type and aria-expanded). */
export function comboboxProps({
  listId,
  expanded,
  activeId,
}: {
  listId: string;
  expanded: boolean;
  activeId?: string | null | undefined;
}) {
  return {
    role: 'combobox',
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-autocomplete': 'list',
    'aria-activedescendant': expanded && activeId ? activeId : undefined,
    autoComplete: 'off',
  } as const;
}
