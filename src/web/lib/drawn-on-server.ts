import { createContext, useContext } from 'react';

/**
 * True while the server draws a page's first screen (app/first-screen.tsx): what the browser shows
 * before the app's code has run, then replaced by the app's own first render. What waits on that
 * code to show (a thumbnail's fade-in after its load event) shows at once instead.
 */
export const DrawnOnServerContext = createContext(false);

export function useDrawnOnServer(): boolean {
  return useContext(DrawnOnServerContext);
}
