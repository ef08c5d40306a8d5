import fs from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import sharp from 'sharp';
import { COMPLETE_UNIT } from '../helpers/unit-fixture';
import { signInAsAdmin, uniqueEmail } from './support/accounts';
import { randomJpeg, uploadAsset } from './support/assets';
import { expectNoSeriousViolations } from './support/axe';
import { sameOrigin } from './support/same-origin';

/**
 * "Download for my clinic" (issue 15): a franchisee picks Instagram stories in the 'Baixar' menu,
 * with the keyboard only, 'Incluir dados da minha unidade' on by default, and gets a 1080×1920 JPEG.
 */
test('a franchisee downloads Instagram stories stamped with the unit, using only the keyboard', async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  const run = Date.now().toString(36);
  const unit = await admin.post('/api/units', {
    headers: sameOrigin,
    data: { ...COMPLETE_UNIT, name: `OdontoRede Formatos ${run}` },
  });
  expect(unit.status(), await unit.text()).toBe(201);
  const franchisee = { name: 'Renata Campos', email: uniqueEmail('renata'), password: 'sorriso-renata-2025' };
  const created = await admin.post('/api/users', {
    headers: sameOrigin,
    data: { ...franchisee, role: 'franqueado', unitId: (await unit.json()).id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const title = `Campanha de clareamento ${run}`;
  const assetId = await uploadAsset(admin, title, {
    name: 'clareamento.jpg',
    mimeType: 'image/jpeg',
    buffer: await randomJpeg(1600, 1200),
  });
  await admin.dispose();

  const login = await page.request.post('/api/auth/login', {
    headers: sameOrigin,
    data: { email: franchisee.email, password: franchisee.password },
  });
  expect(login.status()).toBe(200);
  await page.goto(`/asset/${assetId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  const trigger = page.getByRole('button', { name: 'Mais formatos de download' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Original',
    'Instagram feed (1080×1350)',
    'Instagram stories (1080×1920)',
    'Quadrado (1080×1080)',
    'WhatsApp (até 1600 px, menos de 500 KB)',
  ]);
  // On by default for a franqueado.
  const includeUnit = menu.getByRole('menuitemcheckbox', { name: 'Incluir dados da minha unidade' });
  await expect(includeUnit).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousViolations(page);

  // Radix moves the focus of a menu item in a timer after the key: a busy renderer runs input before
  // timers, so a second arrow pressed at once started from the old item (CI run 34). Each key waits
  // for the focus to land, as a person waits to see it.
  const item = (name: string) => menu.getByRole('menuitem', { name });
  await page.keyboard.press('Home');
  await expect(item('Original')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Instagram feed (1080×1350)')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Instagram stories (1080×1920)')).toBeFocused();
  const downloadEvent = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(`${title}-instagram-stories.jpg`);
  const file = fs.readFileSync(await download.path());
  const meta = await sharp(file).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);
  await expect(page.getByText('Download concluído')).toBeVisible();
  // The menu gave focus back to its button.
  await expect(trigger).toBeFocused();
});

test('a stamp the unit cannot have is explained, and "Baixar sem os dados" downloads without it', async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  const run = Date.now().toString(36);
  const unit = await admin.post('/api/units', {
    headers: sameOrigin,
    data: { name: `OdontoRede Incompleta ${run}`, city: 'Joinville', uf: 'SC' },
  });
  expect(unit.status(), await unit.text()).toBe(201);
  const franchisee = { name: 'Tiago Luz', email: uniqueEmail('tiago'), password: 'sorriso-tiago-2025' };
  const created = await admin.post('/api/users', {
    headers: sameOrigin,
    data: { ...franchisee, role: 'franqueado', unitId: (await unit.json()).id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const title = `Post quadrado ${run}`;
  const assetId = await uploadAsset(admin, title, {
    name: 'quadrado.jpg',
    mimeType: 'image/jpeg',
    buffer: await randomJpeg(900, 900),
  });
  await admin.dispose();

  await page.request.post('/api/auth/login', {
    headers: sameOrigin,
    data: { email: franchisee.email, password: franchisee.password },
  });
  await page.goto(`/asset/${assetId}`);
  await page.getByRole('button', { name: 'Mais formatos de download' }).click();
  await page.getByRole('menuitem', { name: 'Quadrado (1080×1080)' }).click();
  await expect(
    page.getByText(
      'Os dados de CRO da sua unidade estão incompletos. Peça à franqueadora para completá-los.',
    ),
  ).toBeVisible();
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar sem os dados' }).click();
  const download = await downloadEvent;
  const meta = await sharp(fs.readFileSync(await download.path())).metadata();
  expect([meta.width, meta.height]).toEqual([1080, 1080]);
});
