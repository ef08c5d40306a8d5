import { expect, type Locator, type Page, test } from '@playwright/test';
import { format, messages } from '../../src/shared/messages/pt-BR';
import { signInAsAdmin } from './support/accounts';
import { appReady } from './support/app';
import { uploadAsset } from './support/assets';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';

/**
 * The keyboard alone (issue 14): the gallery's skip link reaches the first result, the category
 * tree is one Tab stop with arrow keys inside, dialogs take the focus and give it back to what
 * opened them, and every stop on the way shows a focus ring. The admin makes the assets (tagged
 * with this run) and an album through the API.
 */
// Reduced motion: rings and dialogs appear at once instead of fading in (styles.css).
test.use({ actionTimeout: 10_000, reducedMotion: 'reduce' });

// This run's titles and album (set in beforeAll, see support/run.ts).
let RUN = '';
let titles: string[] = [];
let ALBUM = '';
let assetId = '';

test.beforeAll(async ({ browser }) => {
  RUN = runKey();
  titles = [`Teclado fachada ${RUN}`, `Teclado recepção ${RUN}`, `Teclado equipe ${RUN}`];
  ALBUM = `Álbum do teclado ${RUN}`;
  const context = await browser.newContext();
  await signInAsAdmin(context.request);
  for (const title of titles) assetId = await uploadAsset(context.request, title);
  const album = await context.request.post('/api/albums', { headers: sameOrigin, data: { name: ALBUM } });
  expect(album.status()).toBe(201);
  await context.close();
});

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page.request);
});

/** The newest of this run's assets comes first (the gallery sorts newest first). */
const gallery = () => `/gallery?q=${encodeURIComponent(RUN)}`;
const firstCard = (page: Page) =>
  page.getByRole('button', {
    name: format(messages.gallery.preview, { title: titles[2] ?? '' }),
    exact: true,
  });

/** Presses Tab until `target` has the focus; fails after `max` presses. Returns how many it took. */
async function tabTo(page: Page, target: Locator, max: number): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`not reached in ${max} Tab presses`);
}

/**
 * Whether the focused element shows where the focus is: an outline, or a ring (a box-shadow with a
 * spread and no blur, as Tailwind's ring-* draws) on itself or on the card around it. Some rings
 * fade in (transition-shadow, 150 ms), so a missing one is looked for again for up to 3 seconds:
 * a busy CI renderer can paint a frame late.
 */
async function focusIndicator(): Promise<{ ok: boolean; what: string }> {
  const transparent = (color: string) => /^rgba\(.*,\s*0\)$/.test(color) || color === 'transparent';
  const shows = (node: Element) => {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      if (!transparent(style.outlineColor)) return true;
    }
    // "color 0px 0px 0px 2px" per shadow, colors may contain commas inside parentheses.
    const shadows = style.boxShadow.split(/,(?![^(]*\))/);
    return shadows.some((shadow) => {
      const match = /0px 0px 0px (\d+(?:\.\d+)?)px/.exec(shadow);
      return match && Number(match[1]) >= 1 && !transparent(shadow.replace(/\s*-?\d.*$/, '').trim());
    });
  };
  const look = () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: false, what: 'body' };
    // The element itself, or the card it is the main control of (up to the card, however deep).
    const card = element.closest('article, li, [data-slot="card"]');
    let node: Element | null = element;
    for (
      let depth = 0;
      node && (card ? card.contains(node) : depth < 3);
      depth++, node = node.parentElement
    ) {
      if (shows(node)) return { ok: true, what: '' };
    }
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return { ok: false, what: `${element.tagName.toLowerCase()} "${name}"` };
  };
  const until = performance.now() + 3000;
  let result = look();
  while (!result.ok && result.what !== 'body' && performance.now() < until) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    result = look();
  }
  return result;
}

async function stopsWithoutRing(page: Page, presses: number): Promise<string[]> {
  const missing: string[] = [];
  for (let n = 0; n < presses; n++) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(focusIndicator);
    // Past the last stop the focus leaves the page: that screen is done.
    if (result.what === 'body') break;
    if (!result.ok) missing.push(result.what);
  }
  return missing;
}

test('the skip link leads past the filters: the next Tab is the first result, with a ring', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(gallery());
  await expect(firstCard(page)).toBeVisible();

  const skip = page.getByRole('link', { name: messages.gallery.skipToResults });
  await expect(skip).not.toBeInViewport();
  const presses = await tabTo(page, skip, 20);
  expect(presses).toBeLessThanOrEqual(15);
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: messages.gallery.resultsRegion })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(firstCard(page)).toBeFocused();
  await expect.poll(() => page.evaluate(focusIndicator)).toEqual({ ok: true, what: '' });
});

test('the category tree is one Tab stop; arrows move, open and close; Space checks', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/gallery');
  await appReady(page);
  const tree = page.getByRole('complementary', { name: messages.gallery.filters }).getByRole('tree', {
    name: messages.gallery.categoriesLabel,
  });
  const items = tree.getByRole('treeitem');
  await expect(items.first()).toBeVisible();
  await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);

  const groups = tree.locator('[role="treeitem"][aria-level="1"]');
  const first = groups.first();
  const second = groups.nth(1);
  await page.getByRole('checkbox', { name: new RegExp(`^${messages.gallery.typeGroups.other}`) }).focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await expect(tree.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  await expect(second).toHaveAttribute('tabindex', '0');

  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const firstChild = tree.locator('[role="group"]').first().getByRole('treeitem').first();
  await expect(firstChild).toBeFocused();
  await expect(firstChild).toHaveAttribute('aria-level', '2');

  await page.keyboard.press('ArrowLeft');
  await expect(second).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('End');
  await expect(groups.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/[?&]categories=[^&]+/);

  // Tab leaves the tree at once; Shift+Tab comes back to the row last visited.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveAttribute('role', 'treeitem');
  await page.keyboard.press('Shift+Tab');
  await expect(second).toBeFocused();
});

test('the preview dialog opened from a card takes the focus and gives it back on Escape', async ({
  page,
}) => {
  await page.goto(gallery());
  await firstCard(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: titles[2] });
  await expect(dialog).toBeVisible();
  // Opens on its title (read first); the next Tab reaches its first control.
  await expect(dialog.getByRole('heading', { name: titles[2] })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(firstCard(page)).toBeFocused();
});

test('dialogs opened from a menu item or a button give the focus back to what opened them', async ({
  page,
}) => {
  await page.goto('/albums');
  const actions = page.getByRole('button', { name: format(messages.albumsPage.actions, { name: ALBUM }) });
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: messages.common.delete }).press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect.poll(() => confirm.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(actions).toBeFocused();

  const create = page.getByRole('button', { name: messages.albumsPage.newAlbum, exact: true });
  await create.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: messages.albumsPage.createTitle });
  await expect(form).toBeVisible();
  await expect.poll(() => form.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(create).toBeFocused();

  await page.goto(`/asset/${assetId}`);
  const add = page.getByRole('button', { name: messages.albumsPage.addToTitle, exact: true });
  await add.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: messages.albumsPage.addToTitle });
  await expect(picker).toBeVisible();
  await expect.poll(() => picker.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(add).toBeFocused();
});

test('the phone menu drawer gives the focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: messages.nav.openMenu, exact: true });
  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

for (const width of [390, 1440] as const) {
  test(`every Tab stop of the gallery, the home, the asset page and the albums shows a focus ring at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of [gallery(), '/', `/asset/${assetId}`, '/albums']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0);
      expect(await stopsWithoutRing(page, 40), `${path} at ${width} px`).toEqual([]);
    }
  });
}
