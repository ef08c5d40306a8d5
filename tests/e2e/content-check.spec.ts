import fs from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { createUser, signInAsAdmin, uniqueEmail } from './support/accounts';
import { uploadAsset } from './support/assets';
import { expectNoSeriousViolations } from './support/axe';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';

/**
 * Issue 16 'Content check': the admin types a flagged title on the edit screen, is warned before
 * saving, saves anyway and finds 'Revisar texto' on the asset page and its gallery card; the list
 * edited in /settings changes the badge; a franqueado never sees it.
 */
// The second test changes the list that flags the asset the first one made; the third opens that
// asset as a franqueado.
test.describe.configure({ mode: 'serial' });

const DEFAULTS = ['antes e depois', 'garantido', 'sem dor', 'preço', 'desconto', 'grátis', 'promoção'];
const SHOTS = '/tmp/shots-content-check';
// This run's names and account (set in beforeAll, see support/run.ts).
let run = '';
const franchisee = { name: 'Rafael Souza', email: '', password: 'sorriso-rafael-2025' };
let assetId = '';

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
  run = runKey();
  franchisee.email = uniqueEmail('rafael');
  assetId = '';
});

test('the admin is warned while typing, saves anyway and sees the badge', async ({ page }) => {
  await signInAsAdmin(page.request);
  const reset = await page.request.patch('/api/settings', {
    headers: sameOrigin,
    data: { forbiddenExpressions: DEFAULTS },
  });
  expect(reset.status()).toBe(200);
  assetId = await uploadAsset(page.request, `Sorriso da equipe ${run}`);

  await page.goto(`/edit/${assetId}`);
  const title = page.getByLabel('Título *');
  await expect(title).toHaveValue(`Sorriso da equipe ${run}`);
  const status = page.locator('#edit-content-warning');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toBeEmpty();

  const flagged = `Clareamento grátis — antes e depois ${run}`;
  await title.fill(flagged);
  await expect(status).toContainText(
    'Atenção: o texto contém expressões que os conselhos de odontologia costumam proibir: “antes e depois”, “grátis”. Você pode salvar mesmo assim.',
  );
  await page.getByLabel('Descrição').fill('Sem dor, resultado garantido');
  await expect(status).toContainText('“antes e depois”, “garantido”, “sem dor”, “grátis”');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await status.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/edit-warning-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/edit-warning-1440.png`, fullPage: true });

  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL(new RegExp(`/asset/${assetId}$`));
  await expect(page.getByRole('heading', { level: 1, name: flagged })).toBeVisible();
  const badge = page.getByTestId('content-warning-badge');
  await expect(badge).toContainText('Revisar texto');
  await expect(badge).toHaveAttribute(
    'title',
    'Expressões proibidas no texto: “antes e depois”, “garantido”, “sem dor”, “grátis”',
  );
  // The whole page, the 'saved' toast included.
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/asset-badge-1440.png` });

  // The gallery card and the list row carry it too.
  await page.goto(`/gallery?q=${encodeURIComponent(run)}`);
  const card = page.getByTestId('asset-card').filter({ hasText: flagged });
  await expect(card.getByTestId('content-warning-badge')).toContainText('Revisar texto');
  await page.screenshot({ path: `${SHOTS}/gallery-card-1440.png` });
  await page.getByRole('button', { name: 'Lista', exact: true }).click();
  const row = page.getByTestId('asset-card').filter({ hasText: flagged });
  await expect(row.getByTestId('content-warning-badge')).toHaveAttribute('title', /“antes e depois”/);
  await page.screenshot({ path: `${SHOTS}/gallery-list-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/gallery-card-390.png` });
});

test('the list edited in /settings changes the badge at once', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto('/settings');
  const card = page.locator('[data-slot="card"]').filter({
    has: page.getByText('Expressões proibidas na publicidade', { exact: true }),
  });
  await expect(
    card.getByText('É só um aviso: nada é bloqueado e o arquivo pode ser salvo mesmo assim.'),
  ).toBeVisible();
  const list = card.getByRole('list', { name: 'Expressões da lista' });
  await expect(list.getByRole('listitem')).toHaveText(DEFAULTS);

  await card.getByRole('button', { name: 'Remover “grátis”' }).click();
  await card.getByRole('button', { name: 'Remover “sem dor”' }).click();
  const input = card.getByLabel('Nova expressão');
  await input.fill('GRATIS ');
  await input.press('Enter');
  // Typed again (accents and case aside) it is back on the list; a repeat is refused beside the field.
  await expect(list.getByRole('listitem').last()).toHaveText('GRATIS');
  await input.fill('antes e DEPOIS');
  await card.getByRole('button', { name: 'Adicionar' }).click();
  await expect(card.getByText('Essa expressão já está na lista.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await card.getByRole('button', { name: 'Remover “GRATIS”' }).click();
  await input.fill('resultado garantido');
  await input.press('Enter');
  await expect(card.getByText('Alterações ainda não salvas.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/settings-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/settings-390.png` });

  await card.getByRole('button', { name: 'Salvar lista', exact: true }).click();
  await expect(page.getByText('Lista de expressões salva.')).toBeVisible();
  await expect(card.getByText('Alterações ainda não salvas.')).toHaveCount(0);
  const saved = await (await page.request.get('/api/settings')).json();
  expect(saved.forbiddenExpressions).toEqual([
    'antes e depois',
    'garantido',
    'preço',
    'desconto',
    'promoção',
    'resultado garantido',
  ]);

  await page.goto(`/asset/${assetId}`);
  await expect(page.getByTestId('content-warning-badge')).toHaveAttribute(
    'title',
    'Expressões proibidas no texto: “antes e depois”, “garantido”, “resultado garantido”',
  );
});

test('a franqueado sees the asset without the badge', async ({ page, baseURL }) => {
  await signInAsAdmin(page.request);
  await createUser(page.request, { ...franchisee, role: 'franqueado' });
  const theirs = await playwrightRequest.newContext({ baseURL });
  const login = await theirs.post('/api/auth/login', {
    headers: sameOrigin,
    data: { email: franchisee.email, password: franchisee.password },
  });
  expect(login.status()).toBe(200);
  const seen = await (await theirs.get(`/api/assets/${assetId}`)).json();
  expect(seen.title).toContain('Clareamento grátis');
  expect(seen).not.toHaveProperty('contentWarnings');
  expect((await theirs.get('/api/settings')).status()).toBe(403);
  await theirs.dispose();

  await page.context().clearCookies();
  const signIn = await page.request.post('/api/auth/login', {
    headers: sameOrigin,
    data: { email: franchisee.email, password: franchisee.password },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`/asset/${assetId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Clareamento grátis/ })).toBeVisible();
  await expect(page.getByTestId('content-warning-badge')).toHaveCount(0);
  await expect(page.getByText('Revisar texto')).toHaveCount(0);
});

test.afterAll(async ({ baseURL }) => {
  // Leave the usual list for the specs that follow.
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  await admin.patch('/api/settings', { headers: sameOrigin, data: { forbiddenExpressions: DEFAULTS } });
  await admin.dispose();
});
