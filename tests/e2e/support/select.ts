import { expect, type Page } from '@playwright/test';

/**
 * Picks `name` in the open list of a select or picker (`role=option`) and waits until the list has
 * closed. A click that lands while the list is still opening (its pointer-up within Radix's opening
 * guard, seen under CI's load) leaves the list open and the choice unmade: the click is then tried
 * again, never twice once the list has closed.
 */
export async function chooseOption(page: Page, name: string | RegExp): Promise<void> {
  const option = page.getByRole('option', { name });
  await expect(option.first()).toBeVisible();
  await expect(async () => {
    if (await option.first().isVisible()) await option.first().click({ timeout: 2_000 });
    await expect(page.getByRole('listbox')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
