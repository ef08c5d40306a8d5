import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { appReady } from './support/app';
import { multiPagePdf } from './support/documents';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';

/**
 * Documents on the asset page (issue 14): a PDF read whole in the page with pdf.js (page by page,
 * zoom, at phone and desktop widths, one download button) and a plain-text file shown as text. This
 * spec makes its own assets through the API, with bytes unique to the run.
 */
// This run's titles and file contents (set in beforeAll, see support/run.ts).
let RUN = '';
const titles = { pdf: '', text: '' };
const ids = { pdf: '', text: '' };
let TEXT_START = '';

async function upload(
  request: APIRequestContext,
  title: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  categoryId: string,
): Promise<string> {
  const res = await request.post('/api/assets', {
    headers: sameOrigin,
    multipart: { meta: JSON.stringify({ title, categoryIds: [categoryId] }), files: file },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  expect(body.items[0].status).toBe('created');
  return body.items[0].asset.id as string;
}

test.beforeAll(async ({ browser }) => {
  RUN = runKey();
  titles.pdf = `Manual da marca ${RUN}`;
  titles.text = `Roteiro da campanha ${RUN}`;
  TEXT_START = `<b>Roteiro ${RUN}</b> & <script>window.injected = true</script>`;
  const context = await browser.newContext();
  await signInAsAdmin(context.request);
  const tree = await (await context.request.get('/api/categories')).json();
  const categoryId = tree.items[0].children[0].id as string;
  const pdf = multiPagePdf([
    [`Manual da marca ${RUN}`, 'Pagina 1: logotipo'],
    ['Pagina 2: cores', 'Azul petroleo e branco'],
    ['Pagina 3: tipografia'],
  ]);
  ids.pdf = await upload(
    context.request,
    titles.pdf,
    { name: 'manual.pdf', mimeType: 'application/pdf', buffer: pdf },
    categoryId,
  );
  // About 270 KB: longer than the 200 KB the page reads.
  const text = `${TEXT_START}\n${'Linha do roteiro da campanha de verão da rede.\n'.repeat(5800)}`;
  ids.text = await upload(
    context.request,
    titles.text,
    { name: 'roteiro.txt', mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') },
    categoryId,
  );
  await context.close();
});

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page.request);
});

/** Console complaints a broken CSP or a failed script would leave. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const downloadButtons = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /baixar|download/i });

const sizes = [
  { label: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { label: 'desktop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
] as const;

for (const size of sizes) {
  test.describe(`at ${size.viewport.width} px`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });

    test('a PDF is read page by page and zoomed, with one download button', async ({ page }) => {
      // pdf.js and its worker (about 440 KB compressed) load on first use; CI machines are shared.
      test.slow();
      const problems = watchProblems(page);
      const counted: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/assets\/[^/]+\/download(\?|$)/.test(request.url())) counted.push(request.url());
      });
      await page.goto(`/asset/${ids.pdf}`);

      const viewer = page.getByRole('region', { name: `Documento PDF: ${titles.pdf}` });
      const pageStatus = viewer.getByRole('status').filter({ hasText: /^Página/ });
      await expect(pageStatus).toHaveText('Página 1 de 3', { timeout: 30_000 });
      await expect(viewer.getByLabel('Página', { exact: true })).toHaveValue('1');
      await expect(viewer.getByText('de 3', { exact: true })).toBeVisible();
      await expect(viewer.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

      const drawn = viewer.locator('[aria-busy="false"]');
      const pageOne = viewer.getByRole('img', { name: `Página 1 de 3 de ${titles.pdf}` });
      await expect(drawn).toHaveCount(1);
      // Measured until the reader has its final width (a scrollbar or a late layout can still move it).
      let fit = { css: 0, pixels: 0, area: 0, pageWidth: 0 };
      await expect(async () => {
        fit = await pageOne.evaluate((canvas: HTMLCanvasElement) => ({
          css: canvas.getBoundingClientRect().width,
          pixels: canvas.width,
          area: (canvas.parentElement?.parentElement?.getBoundingClientRect().width ?? 0) as number,
          pageWidth: document.documentElement.scrollWidth,
        }));
        // Fit width: the page fills the reader, drawn at the screen's density, and nothing overflows.
        expect(fit.css).toBeGreaterThan(fit.area - 40);
        expect(fit.css).toBeLessThanOrEqual(fit.area);
        expect(Math.abs(fit.pixels - Math.floor(fit.css * size.deviceScaleFactor))).toBeLessThanOrEqual(
          size.deviceScaleFactor,
        );
        expect(fit.pageWidth).toBeLessThanOrEqual(size.viewport.width);
      }).toPass({ timeout: 10_000 });
      const firstPixels = await pageOne.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());

      await viewer.getByRole('button', { name: 'Próxima página' }).click();
      await expect(pageStatus).toHaveText('Página 2 de 3');
      await expect(viewer.getByLabel('Página', { exact: true })).toHaveValue('2');
      const pageTwo = viewer.getByRole('img', { name: `Página 2 de 3 de ${titles.pdf}` });
      await expect(drawn).toHaveCount(1);
      await expect
        .poll(() => pageTwo.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL()))
        .not.toBe(firstPixels);

      await viewer.getByRole('button', { name: 'Aumentar zoom' }).click();
      await expect(viewer.getByRole('status', { name: 'Zoom: 125%' })).toHaveText('125%');
      await expect(drawn).toHaveCount(1);
      await expect(async () => {
        const zoomed = await pageTwo.evaluate(
          (canvas: HTMLCanvasElement) => canvas.getBoundingClientRect().width,
        );
        expect(zoomed).toBeGreaterThan(fit.css * 1.2);
        expect(zoomed).toBeLessThan(fit.css * 1.3);
        // The zoomed page scrolls inside the reader; the page itself does not get wider.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.viewport.width,
        );
      }).toPass({ timeout: 10_000 });
      await viewer.getByRole('button', { name: 'Diminuir zoom' }).click();
      await viewer.getByRole('button', { name: 'Diminuir zoom' }).click();
      await expect(viewer.getByRole('status', { name: 'Zoom: 75%' })).toBeVisible();
      await viewer.getByRole('button', { name: 'Ajustar à largura' }).click();
      await expect(viewer.getByRole('status', { name: 'Zoom: 100%' })).toBeVisible();
      await expect(drawn).toHaveCount(1);
      await expect(async () => {
        const refit = await pageTwo.evaluate(
          (canvas: HTMLCanvasElement) => canvas.getBoundingClientRect().width,
        );
        expect(Math.abs(refit - fit.css)).toBeLessThanOrEqual(1);
      }).toPass({ timeout: 10_000 });

      // From the keyboard: type a page number, Enter; the last page has no next.
      const field = viewer.getByLabel('Página', { exact: true });
      await field.focus();
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      await expect(pageStatus).toHaveText('Página 3 de 3');
      await expect(viewer.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
      await viewer.getByRole('button', { name: 'Página anterior' }).focus();
      await page.keyboard.press('Enter');
      await expect(pageStatus).toHaveText('Página 2 de 3');

      await expect(downloadButtons(page)).toHaveCount(1);
      // Reading is not downloading: the reader's requests are never counted.
      expect(counted).toEqual([]);
      const asset = await (await page.request.get(`/api/assets/${ids.pdf}`)).json();
      expect(asset.downloadCount).toBe(0);
      expect(problems).toEqual([]);
    });

    test('a text document is shown as text, only its start', async ({ page }) => {
      const problems = watchProblems(page);
      const file = page.waitForResponse((res) => res.url().endsWith(`/api/assets/${ids.text}/file`));
      await page.goto(`/asset/${ids.text}`);
      const read = await file;
      expect(read.status()).toBe(206);
      expect(read.headers()['content-range']).toMatch(/^bytes 0-204799\//);

      const content = page.getByRole('region', { name: `Conteúdo de ${titles.text}` });
      await expect(content).toContainText(TEXT_START);
      await expect(content).toContainText('Linha do roteiro da campanha de verão da rede.');
      // Markup in the file is text, never elements.
      await expect(content.locator('b, script')).toHaveCount(0);
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      await expect(page.getByText(/^Mostrando o início do arquivo/)).toBeVisible();
      // Lines wrap instead of widening the page.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(size.viewport.width);
      await expect(downloadButtons(page)).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  });
}

test('pdf.js is loaded by PDF pages only', async ({ page }) => {
  // pdf.js loads on first use here too, and the page waits up to 30 s for it, as its sibling does.
  test.slow();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/')) scripts.push(request.url());
  });
  await page.goto('/gallery');
  // The app's own gallery, with whatever code it loads: the drawn one loads none.
  await appReady(page);
  await expect(page.getByRole('button', { name: `Pré-visualizar ${titles.text}` })).toBeVisible();
  await page.goto(`/asset/${ids.text}`);
  await expect(page.getByRole('region', { name: `Conteúdo de ${titles.text}` })).toBeVisible();
  expect(scripts.filter((url) => /pdf/i.test(url))).toEqual([]);

  await page.goto(`/asset/${ids.pdf}`);
  await expect(page.getByRole('img', { name: `Página 1 de 3 de ${titles.pdf}` })).toBeVisible({
    timeout: 30_000,
  });
  expect(scripts.some((url) => /pdf-viewer-.*\.js$/.test(url))).toBe(true);
  expect(scripts.some((url) => /pdf\.worker.*\.mjs$/.test(url))).toBe(true);
});
