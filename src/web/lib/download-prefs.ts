import { useCallback, useSyncExternalStore } from 'react';
import { useSessionUser } from './session';

const STORAGE_KEY = 'download_include_unit';
const listeners = new Set<() => void>();

function readStored(): boolean | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === '1' ? true : value === '0' ? false : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * 'Incluir dados da minha unidade': on by default for franqueados with a unit (their posts need the clinic's CRO
 * data), off for others; the choice is remembered on this device and shared by every download menu.
 */
export function useIncludeUnit(): [boolean, (next: boolean) => void] {
  const user = useSessionUser();
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const change = useCallback((next: boolean) => {
    try {
      localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
    } catch {
      // Not remembered; the choice still applies now.
    }
    for (const listener of listeners) listener();
  }, []);
  // A franqueado without a unit yet has nothing to stamp: off until the franchisor links one.
  return [stored ?? (user?.role === 'franqueado' && Boolean(user.unitId)), change];
}
