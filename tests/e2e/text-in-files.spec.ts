import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { appReady } from './support/app';
import { expectNoSeriousViolations } from './support/axe';
import { posterFile } from './support/poster';

/**
 * The words inside the material (issue 39), in the browser: a poster whose title says nothing of its
 * text is found by the words printed on it, its card says where ("Encontrado no arquivo"), and its
 * page shows "Texto no arquivo" with what was read; axe at a phone's and a desktop's width.
 */
const WORDS = 'agende avaliacao';
let title = '';
let assetId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  // Reading a picture starts the OCR worker: the first file of a server takes the longest. The
  // poster was uploaded before every spec (poster.setup.ts), so it is read first in the queue.
  test.setTimeout(240_000);
  ({ assetId, title } = JSON.parse(fs.readFileSync(posterFile(), 'utf8')) as {
    assetId: string;
    title: string;
  });
  const context = await browser.newContext();
  await signInAsAdmin(context.request);
  // Soon after the upload the search finds it by the words on it, with where it found them.
  await expect
    .poll(
      async () => {
        const answer = await context.request.get(`/api/assets?q=${encodeURIComponent(WORDS)}&limit=100`);
        const items = (await answer.json()).items as Array<{ id: string; matches?: unknown[] }>;
        return items.find((item) => item.id === assetId)?.matches?.length ?? 0;
      },
      { timeout: 200_000, intervals: [500, 1000] },
    )
    .toBeGreaterThan(0);
  await context.close();
});

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page.request);
});

const card = (page: Page) => page.getByTestId('asset-card').filter({ hasText: title });

const sizes = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

for (const viewport of sizes) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the search finds the poster by its words and the card says where', async ({ page }) => {
      await page.goto(`/gallery?q=${encodeURIComponent(WORDS)}`);
      await appReady(page);
      const found = card(page).getByTestId('found-in-file');
      await expect(found).toContainText('Encontrado no arquivo:');
      await expect(found.locator('mark').first()).toBeVisible();
      await expect(found).toContainText(/agende/i);
      await expectNoSeriousViolations(page, { message: `gallery at ${viewport.width}px` });
    });

    test("the asset page shows 'Texto no arquivo' with the words read", async ({ page }) => {
      await page.goto(`/asset/${assetId}`);
      await appReady(page);
      const panel = page.getByTestId('asset-text-panel');
      await expect(panel.getByRole('heading', { name: 'Texto no arquivo' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Texto no arquivo' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(panel.getByRole('region', { name: 'Texto no arquivo' })).toContainText(
        /Agende sua avalia/i,
      );
      await expect(panel.getByText(/Lido da imagem/)).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Corrigir texto' })).toBeVisible();
      await expectNoSeriousViolations(page, { message: `asset page at ${viewport.width}px` });
    });
  });
}

test("'Somente no título e tags' leaves out what was found only in the file", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await appReady(page);
  await page.getByRole('combobox', { name: 'Pesquisar no banco de imagens' }).fill(WORDS);
  await expect(page).toHaveURL(/\/gallery\?q=agende\+avaliacao$/);
  await expect(card(page).getByTestId('found-in-file')).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  const labelsOnly = filters.getByRole('checkbox', { name: 'Somente no título e tags' });
  // The box follows the address (the filters live in it): checked once the URL says so.
  await labelsOnly.click();
  await expect(labelsOnly).toBeChecked();
  await expect(page).toHaveURL(/scope=labels/);
  await expect(card(page)).toHaveCount(0);
  await filters.getByRole('button', { name: /Limpar/ }).click();
  await expect(page).not.toHaveURL(/scope=labels/);
  await expect(labelsOnly).not.toBeChecked();
  await expect(card(page)).toBeVisible();
});
