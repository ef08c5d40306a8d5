/**
 * The server refuses unsafe API requests that do not come from its own pages (cross-site check).
 * Pages send their Origin by themselves; calls through Playwright's `request` fixture send none, so
 * they carry this header. (Not a global `extraHTTPHeaders`: Chromium refuses page loads whose
 * Origin is forced.)
 */
export const sameOrigin = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
