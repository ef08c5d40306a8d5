import { expect, type Page } from '@playwright/test';

/**
 * Waits for the app's "ready" signal (app/start.tsx): its own first screen is committed, so a first
 * screen the server drew has been replaced. Measure, count or focus only after it: an element of the
 * drawing found before the takeover and read after it is detached, and measures 0 × 0.
 */
export async function appReady(page: Page): Promise<void> {
  // A page load, not a reaction to a click: on a 2-core machine under load it can take seconds.
  await expect(page.locator('#root[data-app-ready]')).toBeAttached({ timeout: 20_000 });
}
