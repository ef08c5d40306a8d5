import fs from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { addDays, networkDay } from '../../src/shared/domain/network-date';
import { pdf } from '../helpers/fixtures';
import { createUser, signInAsAdmin, uniqueEmail } from './support/accounts';
import { randomJpeg } from './support/assets';
import { expectNoSeriousViolations } from './support/axe';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';

/**
 * Issue 16 'Patient consent': an admin registers a patient's TCLE and later revokes it; a franqueado
 * who downloaded the asset, in another browser, sees the bell's count go up without reloading, reads
 * "Remova de suas redes o material …", and no longer finds the asset in the gallery. The validity
 * badges and the consents list are looked at on the way (axe, 390 and 1440 px).
 */
// Each test goes on from the last: the second revokes the consent the first registered (for the
// franqueado the first made), and the third lists that revocation.
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-consent';
// This run's names and account (set in beforeAll, see support/run.ts).
let run = '';
let title = '';
const franchisee = { name: 'Fernanda Lima', email: '', password: 'sorriso-fernanda-2025' };
let assetId = '';

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
  run = runKey();
  title = `Sorriso da paciente ${run}`;
  franchisee.email = uniqueEmail('fernanda');
  assetId = '';
});

/** Uploads images through the API with each file's publication fields; returns their ids. */
async function uploadWith(request: APIRequestContext, items: Array<Record<string, unknown>>) {
  const tree = (await (await request.get('/api/categories')).json()) as {
    items: Array<{ id: string; children: Array<{ id: string }> }>;
  };
  const categoryId = tree.items[0]?.children[0]?.id ?? tree.items[0]?.id;
  const ids: string[] = [];
  for (const item of items) {
    const response = await request.post('/api/assets', {
      headers: sameOrigin,
      multipart: {
        meta: JSON.stringify({ title: item.title, categoryIds: [categoryId], items: [item] }),
        files: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await randomJpeg(480, 320) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push((await response.json()).items[0].asset.id as string);
  }
  return ids;
}

/**
 * The unread count her bell shows, less the network's campaign announcements: a campaign another
 * spec made starts within the scheduler's 5 minutes and is announced to everyone, her too.
 */
async function bellOwnCount(page: Page, bell: Locator): Promise<number> {
  const name = await bell.locator('[data-slot="bell-label"]').textContent();
  const shown = Number(name?.match(/(\d+) não lidas?/)?.[1] ?? 0);
  const list = (await (await page.request.get('/api/notifications')).json()) as {
    items: Array<{ kind: string; readAt: string | null }>;
  };
  return shown - list.items.filter((item) => item.kind === 'campaign-started' && !item.readAt).length;
}

async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const login = await context.request.post('/api/auth/login', {
    data: { email, password },
    headers: sameOrigin,
  });
  expect(login.status(), await login.text()).toBe(200);
  return context.newPage();
}

test('an unpublished asset carries its reason for admins; a consent publishes the patient one', async ({
  page,
}) => {
  await signInAsAdmin(page.request);
  await createUser(page.request, { ...franchisee, role: 'franqueado' });
  const today = networkDay(new Date());
  const [patientAsset] = await uploadWith(page.request, [
    { title, containsPatient: true },
    { title: `Campanha de Natal agendada ${run}`, validFrom: addDays(today, 5) },
    { title: `Promoção de carnaval expirada ${run}`, validUntil: addDays(today, -1) },
  ]);
  assetId = patientAsset!;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/gallery?q=${encodeURIComponent(run)}`);
  const badges = page.getByTestId('publication-badge');
  await expect(badges).toHaveCount(3);
  await expect(
    page.getByTestId('asset-card').filter({ hasText: title }).getByTestId('publication-badge'),
  ).toHaveText(/Sem consentimento/);
  await expect(badges.filter({ hasText: 'Agendado para' })).toHaveText(
    new RegExp(`Agendado para ${addDays(today, 5).split('-').reverse().join('/')}`),
  );
  await expect(badges.filter({ hasText: 'Expirado' })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/gallery-badges-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/gallery-badges-390.png` });

  // The admin registers the patient's consent on the asset page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/asset/${assetId}`);
  const card = page.getByTestId('consent-card');
  await expect(card).toContainText('Nenhum consentimento válido');
  await expectNoSeriousViolations(page, { scope: 'main' });
  await page.screenshot({ path: `${SHOTS}/asset-no-consent-1440.png`, fullPage: true });
  await card.getByRole('button', { name: 'Registrar consentimento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar consentimento (TCLE)' });
  await dialog.getByLabel('Referência do paciente *').fill('M.S.A.');
  await dialog.getByLabel('Assinado em *').fill(addDays(today, -2));
  await dialog.getByLabel('Válido até (opcional)').fill(addDays(today, 365));
  await dialog.getByRole('button', { name: 'Escolher arquivo' }).focus();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'tcle-msa.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(['Termo de Consentimento Livre e Esclarecido']),
  });
  await expect(dialog.getByText('tcle-msa.pdf')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/register-dialog-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/register-dialog-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(dialog).toBeHidden();
  const active = card.getByRole('region', { name: 'Consentimento ativo' });
  await expect(active).toContainText('M.S.A.');
  await expect(active.getByRole('link', { name: 'Abrir TCLE assinado de M.S.A.' })).toHaveAttribute(
    'href',
    /\/api\/consents\/.+\/file$/,
  );
  // Published again: no badge of its own (the related files below keep theirs). Scoped to this run's
  // files: the related list also holds earlier runs' pictures of the same category, with their badges.
  await expect(page.getByRole('main').locator('header').getByTestId('publication-badge')).toHaveCount(0);
  const related = page.getByTestId('related-assets');
  for (const name of [`Campanha de Natal agendada ${run}`, `Promoção de carnaval expirada ${run}`])
    await expect(
      related.getByRole('link', { name: new RegExp(name) }).getByTestId('publication-badge'),
    ).toHaveCount(1);
});

test('a revocation reaches the franqueado who downloaded it, live, and the asset is gone for them', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page.request);
  const franqueado = await signedInPage(browser, baseURL, franchisee.email, franchisee.password);
  // She finds it and downloads it.
  await franqueado.goto(`/gallery?q=${encodeURIComponent(run)}`);
  await expect(franqueado.getByTestId('asset-card').filter({ hasText: title })).toBeVisible();
  // The scheduled and the expired ones do not exist for her.
  await expect(franqueado.getByTestId('asset-card')).toHaveCount(1);
  expect((await franqueado.request.get(`/api/assets/${assetId}/download`)).status()).toBe(200);
  const bell = franqueado.getByRole('button', { name: /^Notificações/ });
  await expect.poll(() => bellOwnCount(franqueado, bell)).toBe(0);

  // The admin revokes it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/asset/${assetId}`);
  const card = page.getByTestId('consent-card');
  await card.getByRole('button', { name: 'Revogar — M.S.A.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revogar consentimento' });
  await dialog.getByRole('button', { name: 'Revogar consentimento' }).click();
  await expect(dialog.getByText('Informe o motivo da revogação.')).toBeVisible();
  await dialog.getByLabel('Motivo da revogação *').fill('A paciente pediu a retirada das imagens.');
  // Measured at rest: the pointer left over a button paints its hover shade.
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Revogar consentimento' }).click();
  await expect(dialog).toBeHidden();
  const told = card.getByRole('region', { name: 'Pessoas avisadas' });
  await expect(told).toContainText(franchisee.name);
  await expect(told.getByRole('listitem').filter({ hasText: franchisee.name })).toContainText('não lida');
  await expect(page.getByTestId('publication-badge').first()).toHaveText(/Sem consentimento/);

  // Her bell counts it without a reload, and the asset leaves the gallery she has open; she reads the message.
  await expect.poll(() => bellOwnCount(franqueado, bell)).toBe(1);
  await expect(franqueado.getByTestId('asset-card')).toHaveCount(0);
  await bell.click();
  const message = `Remova de suas redes o material ${title}: o consentimento do paciente foi revogado.`;
  const entry = franqueado.getByRole('dialog').getByText(message);
  await expect(entry).toBeVisible();
  await franqueado.screenshot({ path: `${SHOTS}/franqueado-bell-1440.png` });
  await entry.click();
  await expect.poll(() => bellOwnCount(franqueado, bell)).toBe(0);

  // Still gone after a reload, and its page does not exist for her.
  await franqueado.goto(`/gallery?q=${encodeURIComponent(run)}`);
  await expect(franqueado.getByText('Nenhum resultado encontrado').first()).toBeVisible();
  await expect(franqueado.getByTestId('asset-card')).toHaveCount(0);
  expect((await franqueado.request.get(`/api/assets/${assetId}`)).status()).toBe(404);
  await franqueado.context().close();

  // The admin sees she has read it.
  await page.reload();
  await expect(
    page.getByTestId('consent-card').getByRole('region', { name: 'Pessoas avisadas' }).getByRole('listitem'),
  ).toContainText(/lida em \d\d\/\d\d\/\d{4}/);
  await page.screenshot({ path: `${SHOTS}/asset-revoked-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('consent-card').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/asset-revoked-390.png` });
});

test('the consents list filters by state and leads to each asset', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Consentimentos' }).click();
  await expect(page).toHaveURL(/\/consentimentos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consentimentos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Vencendo em 30 dias' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/consents-expiring-1440.png` });

  await page.getByRole('tab', { name: 'Revogados' }).click();
  await expect(page).toHaveURL(/filtro=revogados/);
  const link = page.getByRole('link', { name: title }).first();
  await expect(link).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/consents-revoked-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/consents-revoked-390.png`, fullPage: true });
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: title }).last().click();
  await expect(page).toHaveURL(new RegExp(`/asset/${assetId}$`));
});
