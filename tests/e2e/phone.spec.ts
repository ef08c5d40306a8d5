import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { format, messages } from '../../src/shared/messages/pt-BR';
import { signInAsAdmin } from './support/accounts';
import { appReady } from './support/app';
import { randomJpeg } from './support/assets';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';

/**
 * The franchisee's phone (issue 14, 'Phone layout'), at 390 x 844 with a touch screen: the search
 * on show, a gallery with at least 4 assets above the fold and uncut posters, an installable app,
 * 'Sem conexão' when the network goes, 'Compartilhar' where files can be shared, and the upload zone
 * that says to tap. The spec makes its own assets (a tag of this run) and signs in as the admin; its
 * tests share those assets and nothing else, so one failing leaves the others to run.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** This run's names (taken in beforeAll: a repetition runs the same loaded module again). */
const run = { key: '', tag: '', poster: '' };
const ids = { poster: '' };

const SEARCH = { name: messages.globalSearch.label } as const;

async function upload(request: APIRequestContext, title: string, image: Buffer, categoryId: string) {
  const res = await request.post('/api/assets', {
    headers: sameOrigin,
    multipart: {
      meta: JSON.stringify({ title, categoryIds: [categoryId], tags: [run.tag] }),
      files: { name: `${title}.jpg`, mimeType: 'image/jpeg', buffer: image },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).items[0].asset.id as string;
}

test.beforeAll(async ({ browser }) => {
  run.key = runKey();
  run.tag = `E2E Celular ${run.key}`;
  run.poster = `Cartaz alto ${run.key}`;
  const context = await browser.newContext();
  await signInAsAdmin(context.request);
  const tree = await (await context.request.get('/api/categories')).json();
  const categoryId: string = tree.items[0].children[0]?.id ?? tree.items[0].id;
  for (let n = 1; n <= 7; n++) {
    await upload(context.request, `Foto da unidade ${n} ${run.key}`, await randomJpeg(640, 480), categoryId);
  }
  // Uploaded last, so it is the newest: the first card of the gallery.
  ids.poster = await upload(context.request, run.poster, await randomJpeg(600, 1500), categoryId);
  await context.close();
});

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page.request);
});

const cards = (page: Page) => page.getByTestId('asset-card');

test('the search field is on show on the home and gallery screens, and searches from home', async ({
  page,
}) => {
  await page.goto('/');
  await appReady(page);
  const search = page.getByRole('main').getByRole('combobox', SEARCH);
  await expect(search).toBeVisible();
  await search.fill('cartaz');
  await expect(page).toHaveURL(/\/gallery\?q=cartaz$/);
  // The same field stays on the gallery (focus and text kept while the page changes).
  await expect(search).toBeVisible();
  await expect(search).toHaveValue('cartaz');
  await page.goto('/gallery');
  await appReady(page);
  await expect(page.getByRole('main').getByRole('combobox', SEARCH)).toBeVisible();
});

test('the mobile menu opens without focusing its search box (no keyboard over the menu)', async ({
  page,
}) => {
  await page.goto('/albums');
  await appReady(page);
  await expect(page.getByRole('main').getByRole('combobox', SEARCH)).toHaveCount(0);
  await page.getByRole('button', { name: messages.nav.openMenu }).click();
  const menu = page.getByRole('dialog', { name: messages.layout.menuTitle });
  await expect(menu).toBeVisible();
  await expect(menu).toBeFocused();
  await expect(menu.getByRole('combobox', SEARCH)).toBeVisible();
  await expect(menu.getByRole('combobox', SEARCH)).not.toBeFocused();
});

test('the gallery shows at least 4 assets above the fold, and a tall poster whole', async ({ page }) => {
  await page.goto('/gallery');
  // Measured on the app's own screen: cards of the drawn one, found before the app replaces them and
  // read after, are detached and measure 0 x 0 (what failed CI once).
  await appReady(page);
  const fold = 844;
  await expect(async () => {
    const boxes = await cards(page).evaluateAll((elements) =>
      elements.slice(0, 12).map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(boxes.filter((box) => box.top < fold).length).toBeGreaterThanOrEqual(4);
    // Not squeezed to get there: 2 columns of real cards, each whole on the first screen.
    expect(boxes.filter((box) => box.bottom <= fold).length).toBeGreaterThanOrEqual(4);
    expect(boxes[0]?.width).toBeGreaterThan(150);
  }).toPass();

  const poster = cards(page).filter({ hasText: run.poster }).locator('img');
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const fit = await poster.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    return {
      objectFit: getComputedStyle(img).objectFit,
      natural: img.naturalWidth / img.naturalHeight,
      box: box.width / box.height,
      shownWidth: img.naturalWidth * scale,
      shownHeight: img.naturalHeight * scale,
      width: box.width,
      height: box.height,
    };
  });
  expect(fit.objectFit).toBe('contain');
  // The thumbnail is the poster's own shape (600 x 1500), shown whole: full height, bars at the sides.
  expect(fit.natural).toBeCloseTo(600 / 1500, 1);
  expect(fit.box).toBeGreaterThan(fit.natural);
  expect(fit.shownHeight).toBeCloseTo(fit.height, 0);
  expect(fit.shownWidth).toBeLessThan(fit.width);
});

/**
 * Opens the gallery with the app's code held back (the drawn first screen stays as the server sent
 * it); the returned function lets the code through, for the app to take the screen over.
 */
async function openDrawnGallery(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/gallery', { waitUntil: 'commit' });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await appReady(page);
    await expect(page.locator('[data-drawn-on-server]')).toHaveCount(0);
  };
}

test("the gallery's first screen comes drawn with the page, then the app takes it over in place", async ({
  page,
}) => {
  const takeOver = await openDrawnGallery(page);
  // A picture of the screen until the app comes: no tap or key acts on it.
  await expect(page.locator('[data-drawn-on-server]')).toHaveAttribute('inert', '');
  const first = cards(page).first();
  await expect(first.locator('h3')).not.toBeEmpty();
  const title = await first.locator('h3').textContent();
  const picture = first.locator('img');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(await picture.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  // The page may still be arriving: measure once all of it and its style sheet are in.
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(4);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
      ),
    )
    .toBe(true);
  const before = await first.boundingBox();

  await takeOver();
  // The app's own screen, where the drawing was: same first card, same place, and it answers.
  await expect(page.getByRole('main').getByRole('combobox', SEARCH)).toBeVisible();
  await expect(cards(page).first().locator('h3')).toHaveText(title ?? '');
  await expect(async () => {
    const after = await cards(page).first().boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((after?.[side] ?? 0) - (before?.[side] ?? -99)), side).toBeLessThanOrEqual(1);
    }
  }).toPass();
  const preview = format(messages.gallery.preview, { title: title ?? '' });
  await cards(page).first().getByRole('button', { name: preview, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the drawn first screen is in the view the phone chose (Lista), and Grade again once chosen', async ({
  page,
}) => {
  const drawnGrid = async () => {
    const takeOver = await openDrawnGallery(page);
    await expect(cards(page).first()).toBeVisible();
    const classes = await cards(page)
      .first()
      .evaluate((card) => card.parentElement?.className ?? '');
    await takeOver();
    return classes;
  };
  await page.goto('/gallery');
  await appReady(page);
  await page.getByRole('button', { name: messages.gallery.viewList }).click();
  expect(await drawnGrid()).toContain('grid-cols-1');
  await page.getByRole('button', { name: messages.gallery.viewLarge }).click();
  expect(await drawnGrid()).not.toContain('grid-cols-1');
});

test('the first screen asks for no category or tag list; touching Filtros does, and the drawer lists them', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/categories' || pathname === '/api/tags') asked.push(pathname);
  });
  await page.goto('/gallery');
  await appReady(page);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('img[src*="/thumbnail"]').first()).toBeVisible();
  expect(asked).toEqual([]);

  await page.getByRole('button', { name: messages.gallery.filters, exact: true }).tap();
  const drawer = page.getByRole('dialog', { name: messages.gallery.filters });
  await expect(drawer).toBeVisible();
  await expect.poll(() => [...new Set(asked)].sort()).toEqual(['/api/categories', '/api/tags']);
  await expect(drawer.getByRole('tree').first()).toBeVisible();
});

test('the app is installable: a manifest with its icons, linked from the page', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: messages.app.title,
    lang: 'pt-BR',
    start_url: '/',
    display: 'standalone',
    theme_color: '#007781',
  });
  expect(
    manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
  ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons as { src: string }[]) {
    const png = await page.request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test("'Compartilhar' is hidden where files cannot be shared", async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await page.goto(`/asset/${ids.poster}`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: run.poster })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.assetPage.copyLink })).toBeVisible();
  await expect(page.getByRole('button', { name: messages.assetPage.share })).toHaveCount(0);
});

test("'Compartilhar' sends the file itself where the phone can share files", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'canShare', {
      configurable: true,
      value: (data: ShareData) => Boolean(data.files?.length),
    });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push({
          title: data.title,
          files: (data.files ?? []).map((file) => ({ name: file.name, type: file.type, size: file.size })),
        });
      },
    });
  });
  await page.goto(`/asset/${ids.poster}`);
  await appReady(page);
  await page.getByRole('button', { name: messages.assetPage.share }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([
      {
        title: run.poster,
        files: [{ name: `${run.poster}.jpg`, type: 'image/jpeg', size: expect.any(Number) }],
      },
    ]);
});

test("'Sem conexão' covers the app when a call fails offline, and leaves when the network is back", async ({
  page,
  context,
}) => {
  await page.goto('/gallery');
  await appReady(page);
  await expect(cards(page).first()).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('main').getByRole('combobox', SEARCH).fill(`sem rede ${run.key}`);

  const offline = page.getByRole('alertdialog', { name: messages.offline.title });
  await expect(offline).toBeVisible();
  await expect(offline).toContainText(messages.offline.description);
  // Still offline: trying again keeps the screen.
  await offline.getByRole('button', { name: messages.offline.retry }).click();
  await expect(offline.getByRole('button', { name: messages.offline.retry })).toBeEnabled();
  await expect(offline).toBeVisible();

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.getByTestId('results-count')).toHaveText(format(messages.gallery.resultsOther, { n: 0 }));
});

test("the upload zone says 'Toque para escolher arquivos' on a touch screen", async ({ page }) => {
  await page.goto('/upload');
  await appReady(page);
  await expect(page.getByText(messages.upload.dropTitleTouch)).toBeVisible();
  await expect(page.getByText(messages.upload.dropTitle)).toHaveCount(0);
});
