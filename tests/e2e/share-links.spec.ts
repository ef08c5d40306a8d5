import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createUser, signInAsAdmin, uniqueEmail } from './support/accounts';
import { randomJpeg, uploadAsset } from './support/assets';
import { expectNoSeriousViolations } from './support/axe';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';

/**
 * Issue 17 'Link para parceiros': a franqueado makes a link with a password on an asset page and
 * copies its address; the print shop opens it in a browser without a session, gives the password
 * and downloads the file; the franqueado sees the open and the download in "Meus links" and revokes
 * the link, and the print shop's page then says it expired or was revoked (410). axe on each screen
 * and dialog, at 390 and 1440 px.
 */
// The second test counts and revokes the link the first one made and used.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'grafica-centro-25';
// This run's asset and account (set in beforeAll, see support/run.ts).
let title = '';
const franchisee = { name: 'Fernanda Lima', email: '', password: 'sorriso-fernanda-2025' };
const GONE = 'Este link expirou ou foi revogado. Peça um novo link a quem o enviou.';

let assetId = '';
let image: Buffer;
let linkPath = '';

async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const login = await context.request.post('/api/auth/login', {
    data: { email: franchisee.email, password: franchisee.password },
    headers: sameOrigin,
  });
  expect(login.status(), await login.text()).toBe(200);
  return context.newPage();
}

/** axe on `scope` (the page when absent) at a phone's and a desktop's width, ending at 1440 px. */
async function checkBothWidths(page: Page, name: string, scope?: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await expectNoSeriousViolations(page, { scope, message: `${name} at ${width} px` });
  }
}

test.beforeAll(async ({ request }) => {
  title = `Flyer da inauguração ${runKey()}`;
  franchisee.email = uniqueEmail('fernanda.links');
  linkPath = '';
  await signInAsAdmin(request);
  await createUser(request, { ...franchisee, role: 'franqueado' });
  image = await randomJpeg(640, 480);
  assetId = await uploadAsset(request, title, { name: 'flyer.jpg', mimeType: 'image/jpeg', buffer: image });
});

test('a franqueado makes a link with a password and copies it; a partner opens it and downloads', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/asset/${assetId}`);
  await page.getByRole('button', { name: 'Link para parceiros' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link para parceiros' });
  await expect(dialog.getByRole('radio', { name: '7 dias' })).toBeChecked();
  await checkBothWidths(page, 'link dialog', '[role="dialog"]');

  await dialog.getByRole('radio', { name: '30 dias' }).click();
  await dialog.getByLabel('Senha (opcional)').fill(PASSWORD);
  await expect(dialog.getByRole('switch', { name: 'Permitir download' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Criar link' }).click();

  const created = page.getByRole('dialog', { name: 'Link criado' });
  const address = created.getByLabel('Endereço do link');
  await expect(address).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  // Read once the field holds the whole address (the assertion above), which stays as it is.
  const url = await address.inputValue();
  await expect(created.getByText('não poderá ser exibido de novo')).toBeVisible();
  await expect(created.getByTestId('share-link-summary')).toContainText('Protegido por senha.');
  await created.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await checkBothWidths(page, 'link made', '[role="dialog"]');
  linkPath = new URL(url).pathname;

  // The print shop: another browser, no session.
  const partner = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const shop = await partner.newPage();
  const opened = await shop.goto(linkPath);
  expect(opened?.status()).toBe(200);
  await expect(shop.getByRole('heading', { name: 'Link protegido por senha' })).toBeVisible();
  await expect(shop.getByText(title)).toHaveCount(0);
  // Nothing of the library: no header navigation, no sign-in.
  await expect(shop.getByRole('link', { name: 'Galeria' })).toHaveCount(0);
  await expect(shop.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  await checkBothWidths(shop, 'password form');

  await shop.getByLabel('Senha do link').fill('senha-errada');
  await shop.getByRole('button', { name: 'Continuar' }).click();
  await expect(shop.getByText('Senha incorreta. Confira a senha com quem enviou o link.')).toBeVisible();
  await shop.getByLabel('Senha do link').fill(PASSWORD);
  await shop.getByRole('button', { name: 'Continuar' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shop.getByText('Material compartilhado com você')).toBeVisible();
  await expect(shop.getByRole('img', { name: `Pré-visualização de ${title}` })).toBeVisible();
  await checkBothWidths(shop, 'partner page');

  const [download] = await Promise.all([
    shop.waitForEvent('download'),
    shop.getByRole('link', { name: 'Baixar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${title}.jpg`);
  expect(fs.readFileSync(await download.path()).equals(image)).toBe(true);
  await partner.close();
  await page.context().close();
});

test('"Meus links" counts the open and the download; revoked, the partner’s page answers 410', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Meus links' }).click();
  await expect(page).toHaveURL(/\/links$/);
  await expect(page.getByRole('heading', { name: 'Meus links' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText('Com senha');
  await expect(row).toContainText('1 abertura');
  await expect(row).toContainText('1 download');
  await expect(row).toContainText(/Expira em (cerca de )?(1 mês|30 dias)/);
  await checkBothWidths(page, 'Meus links');

  await row.getByRole('button', { name: `Revogar o link de ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revogar link?' });
  await checkBothWidths(page, 'revoke dialog', '[role="alertdialog"]');
  await confirm.getByRole('button', { name: 'Revogar' }).click();
  await expect(page.getByText('Link revogado.')).toBeVisible();
  await expect(row).toContainText('Revogado');
  await expect(row.getByRole('button', { name: /Revogar/ })).toHaveCount(0);

  const partner = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const shop = await partner.newPage();
  const gone = await shop.goto(linkPath);
  expect(gone?.status()).toBe(410);
  await expect(shop.getByRole('heading', { name: 'Link indisponível' })).toBeVisible();
  await expect(shop.getByText(GONE)).toBeVisible();
  await checkBothWidths(shop, '410 page');

  const unknown = await shop.goto('/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  expect(unknown?.status()).toBe(404);
  await expect(shop.getByRole('heading', { name: 'Link não encontrado' })).toBeVisible();
  await checkBothWidths(shop, '404 page');
  await partner.close();
  await page.context().close();
});
