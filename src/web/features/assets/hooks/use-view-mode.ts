import { GALLERY_VIEW_COOKIE } from '@shared/page-data';
import { useDrawingOptions } from '@web/lib/drawn-on-server';
import { useCallback, useState } from 'react';
import { isViewMode, type ViewMode } from '../lib/layout';

const STORAGE_KEY = 'gallery_view_mode';

/** A year: the choice stays until changed. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The choice as a cookie too, for the server to draw the gallery's first screen in it (web-app.ts):
 * drawn in another view, the screen changed shape when the app took over. Not Secure: the app also
 * runs on a plain-HTTP LAN address, and a view is no secret.
 */
function rememberForServer(mode: ViewMode) {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
    document.cookie = `${GALLERY_VIEW_COOKIE}=${mode}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  } catch {
    // Not remembered there; the drawing shows the default view.
  }
}

function readStored(): ViewMode {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    const mode = isViewMode(value) ? value : 'large';
    // A choice made before the cookie existed reaches the server from the next visit on.
    if (!document.cookie.includes(`${GALLERY_VIEW_COOKIE}=${mode}`)) rememberForServer(mode);
    return mode;
  } catch {
    return 'large';
  }
}

/** Grade / Compacta / Lista, remembered on this device (and drawn in it by the server). */
export function useViewMode() {
  const drawing = useDrawingOptions();
  const [mode, setMode] = useState<ViewMode>(() => {
    if (!drawing) return readStored();
    return isViewMode(drawing.galleryView) ? drawing.galleryView : 'large';
  });
  const change = useCallback((next: ViewMode) => {
    setMode(next);
    rememberForServer(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered; the choice still applies now.
    }
  }, []);
  return [mode, change] as const;
}
