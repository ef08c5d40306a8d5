import { useCallback, useState } from 'react';
import { isViewMode, type ViewMode } from '../lib/layout';

const STORAGE_KEY = 'gallery_view_mode';

function readStored(): ViewMode {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isViewMode(value) ? value : 'large';
  } catch {
    return 'large';
  }
}

/** Grade / Compacta / Lista, remembered on this device. */
export function useViewMode() {
  const [mode, setMode] = useState<ViewMode>(readStored);
  const change = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered; the choice still applies now.
    }
  }, []);
  return [mode, change] as const;
}
