import { createContext, useContext } from 'react';

/** What a drawing on the server knows of this browser beyond the page's data (web-app.ts). */
export interface DrawingOptions {
  /** The gallery's view this device chose (GALLERY_VIEW_COOKIE), unchecked: the gallery checks it. */
  galleryView?: string;
}

/**
 * Set while the server draws a page's first screen (app/first-screen.tsx): what the browser shows
 * before the app's code has run, then replaced by the app's own first render. What waits on that
 * code to show (a thumbnail's fade-in after its load event) shows at once instead, and what the
 * browser remembers (the gallery's view) comes from the drawing's options.
 */
export const DrawnOnServerContext = createContext<DrawingOptions | null>(null);

/** Whether this render is the server's drawing. */
export function useDrawnOnServer(): boolean {
  return useContext(DrawnOnServerContext) !== null;
}

/** The drawing's options, or null in the browser. */
export function useDrawingOptions(): DrawingOptions | null {
  return useContext(DrawnOnServerContext);
}
