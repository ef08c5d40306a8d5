import { useCallback, useState } from 'react';

interface SelectionState {
  listKey: string;
  active: boolean;
  ids: ReadonlySet<string>;
}

/**
 * 'Selecionar Múltiplos' (SPEC 'States'): turning the mode off clears the selection, and so does a
 * new result list (`listKey` changes with the filters). More pages of the same list keep it.
 */
export function useSelection(listKey: string) {
  const [state, setState] = useState<SelectionState>({ listKey, active: false, ids: new Set() });
  let current = state;
  if (state.listKey !== listKey) {
    current = { listKey, active: state.active, ids: new Set() };
    setState(current);
  }

  const setActive = useCallback(
    (active: boolean) => setState((s) => ({ ...s, active, ids: active ? s.ids : new Set() })),
    [],
  );
  const toggle = useCallback(
    (id: string) =>
      setState((s) => {
        const ids = new Set(s.ids);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { ...s, ids };
      }),
    [],
  );
  const selectAll = useCallback(
    (ids: readonly string[]) => setState((s) => ({ ...s, ids: new Set(ids) })),
    [],
  );
  const clear = useCallback(() => setState((s) => ({ ...s, ids: new Set() })), []);

  return { active: current.active, ids: current.ids, setActive, toggle, selectAll, clear };
}
