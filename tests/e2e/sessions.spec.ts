import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN as admin, e2eUnitId, signInAsAdmin } from './support/accounts';
import { appReady } from './support/app';
import { sameOrigin } from './support/same-origin';

/**
 * Password strength and sessions (accounts issue). The e2e specs share one server and database; the
 * admin comes from support/accounts.ts and every other account is made here through the API.
 */
const EXPIRED = 'Sessão expirada. Por favor, faça login novamente.';

let counter = 0;
async function createPerson(request: APIRequestContext, name: string) {
  counter += 1;
  const person = {
    name,
    email: `sessoes.${Date.now()}.${counter}@rede.com.br`,
    password: 'Sorriso-Claro-2025',
    role: 'franqueado',
  };
  await signInAsAdmin(request);
  const response = await request.post('/api/users', {
    headers: sameOrigin,
    data: { ...person, unitId: await e2eUnitId(request) },
  });
  expect(response.status()).toBe(201);
  return person;
}

async function signedInPage(browser: Browser, user: { email: string; password: string }, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  return page;
}

async function openSecurityTab(page: Page) {
  await page.getByRole('tab', { name: 'Segurança' }).click();
  return page.getByRole('list', { name: 'Sessões ativas' });
}

test('the profile lists two sessions and "Encerrar as outras" signs the other one out', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, 'Helena Duas Sessões');
  const laptop = await signedInPage(browser, person, '/profile');
  const phone = await signedInPage(browser, person, '/profile');

  const list = await openSecurityTab(laptop);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Esta sessão')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(/Último uso/);

  // The password form on the same tab shows the meter as well.
  await laptop.getByLabel('Nova senha', { exact: true }).fill('aaaaaaaaaa');
  await expect(laptop.getByText('Repetições como aaa são fáceis de adivinhar.')).toBeVisible();

  await laptop.getByRole('button', { name: 'Encerrar as outras' }).click();
  const confirm = laptop.getByRole('alertdialog');
  await expect(confirm).toContainText('Encerrar as outras sessões?');
  await confirm.getByRole('button', { name: 'Encerrar as outras' }).click();
  await expect(laptop.getByText('As outras sessões foram encerradas.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(laptop.getByText('Nenhuma outra sessão ativa.')).toBeVisible();
  await expect(laptop.getByRole('button', { name: 'Encerrar as outras' })).toBeDisabled();

  await phone.goto('/albums');
  await expect(phone.getByText(EXPIRED)).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();

  await laptop.reload();
  await expect(laptop.getByRole('heading', { name: person.name })).toBeVisible();
  await laptop.context().close();
  await phone.context().close();
});

test('an admin ends all sessions of a user from /users', async ({ browser, request }) => {
  const person = await createPerson(request, `Igor Sessão ${Date.now().toString(36)}`);
  const theirs = await signedInPage(browser, person, '/profile');
  const adminPage = await signedInPage(browser, admin, '/users');

  const own = adminPage.getByRole('row', { name: new RegExp(admin.name) });
  await expect(own.getByRole('button', { name: `Encerrar sessões de ${admin.name}` })).toBeDisabled();
  const row = adminPage.getByRole('row', { name: new RegExp(person.name) });
  await row.getByRole('button', { name: `Encerrar sessões de ${person.name}` }).click();
  const confirm = adminPage.getByRole('alertdialog');
  await expect(confirm).toContainText(person.name);
  await confirm.getByRole('button', { name: 'Encerrar sessões' }).click();
  await expect(adminPage.getByText('Sessões encerradas com sucesso!')).toBeVisible();

  await theirs.reload();
  await expect(theirs.getByText(EXPIRED)).toBeVisible();
  await theirs.context().close();
  await adminPage.context().close();
});

test('signed out in another tab, the next action here tells that the session expired', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, 'Otávio Duas Abas');
  const first = await signedInPage(browser, person, '/gallery');
  // A second tab of the same browser: the same session cookie.
  const second = await first.context().newPage();
  await second.goto('/gallery');
  // The app runs in the second tab before the first signs out (not a drawing of the gallery).
  await appReady(second);
  await expect(second.getByRole('heading', { name: 'Recursos Visuais para Franqueados' })).toBeVisible();

  await first.getByRole('button', { name: 'Menu do usuário' }).click();
  await first.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(first.getByRole('link', { name: 'Fazer Login' })).toBeVisible();
  // Signing out on purpose is not an expiry.
  await expect(first.getByText(EXPIRED)).toHaveCount(0);

  // The other tab still shows the gallery; its next request finds no session (UNAUTHENTICATED). That
  // request may be the tab's own (its event stream reconnecting after the server closed it) before
  // the click: either way the tab tells that the session expired.
  const albums = second.getByRole('banner').getByRole('link', { name: 'Meus Álbuns' }).first();
  const expired = second.getByText(EXPIRED);
  await expect(albums.or(expired).first()).toBeVisible();
  if (await albums.isVisible()) await albums.click({ timeout: 5_000 }).catch(() => {});
  await expect(expired).toBeVisible();
  await expect(second.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await first.context().close();
});
