import { expect, request as playwrightRequest, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin, uniqueEmail } from './support/accounts';
import { randomJpeg, uploadAsset } from './support/assets';
import { sameOrigin } from './support/same-origin';

/**
 * Adoption by unit (issue 15): a franchisee's stamped download is seen by the admin on the asset's
 * page ("Quem baixou") and in /stats "Unidades", and the report exports as CSV.
 */
test('the admin sees which unit downloaded a piece, in which format, on the asset page and in Unidades', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page.request);
  const run = Date.now().toString(36);
  const unitName = `OdontoRede Adoção ${run}`;
  const unit = await page.request.post('/api/units', {
    headers: sameOrigin,
    data: {
      name: unitName,
      city: 'Ribeirão Preto',
      uf: 'SP',
      address: 'Rua Garibaldi, 900 – Centro',
      phone: '(16) 3625-1122',
      croRegistration: 'CRO-SP EPAO 55501',
      rtName: 'Beatriz Nogueira',
      rtCro: '44321',
      rtUf: 'SP',
    },
  });
  expect(unit.status(), await unit.text()).toBe(201);
  const unitId = (await unit.json()).id as string;
  const franchisee = { name: 'Paulo Teixeira', email: uniqueEmail('paulo'), password: 'sorriso-paulo-2025' };
  const created = await page.request.post('/api/users', {
    headers: sameOrigin,
    data: { ...franchisee, role: 'franqueado', unitId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const title = `Cartaz adoção por unidade ${run}`;
  const assetId = await uploadAsset(page.request, title, {
    name: 'cartaz.jpg',
    mimeType: 'image/jpeg',
    buffer: await randomJpeg(1200, 1500),
  });

  // The franchisee, in a session of their own, downloads the square with the unit's data.
  const theirs = await playwrightRequest.newContext({ baseURL });
  const login = await theirs.post('/api/auth/login', {
    headers: sameOrigin,
    data: { email: franchisee.email, password: franchisee.password },
  });
  expect(login.status()).toBe(200);
  const download = await theirs.get(`/api/assets/${assetId}/download?format=square&stamp=1`);
  expect(download.status(), await download.text()).toBe(200);
  const picture = await sharp(await download.body()).metadata();
  expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1080, 1080]);
  await theirs.dispose();

  await page.goto(`/asset/${assetId}`);
  const card = page
    .getByRole('heading', { name: 'Quem baixou' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(card).toContainText('1 download no total');
  await expect(card).toContainText(unitName);
  await expect(card).toContainText('Paulo Teixeira · Quadrado (1080×1080), com dados da unidade');

  await page.goto('/stats?aba=unidades');
  await expect(page.getByRole('tab', { name: 'Unidades', selected: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: unitName });
  await expect(row).toContainText(title);
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^unidades-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await import('node:fs')).readFileSync((await csv.path())!, 'utf8');
  expect(text).toContain(`${unitName};Ribeirão Preto;SP;sim;1;1;1;`);
});
