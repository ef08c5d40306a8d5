import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { addDays, networkDay } from '../../src/shared/domain/network-date';
import { createUser, signInAsAdmin, uniqueEmail } from './support/accounts';
import { uploadAsset } from './support/assets';
import { expectNoSeriousViolations } from './support/axe';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';

/**
 * Campaigns (issue 16): an admin creates a campaign that runs into next month and gives it two
 * pieces with the albums' picker, reorders them with the keyboard and picks the cover; a franqueado
 * sees it on the calendar (this month and the next) and on the home, opens it and downloads all.
 */
// The franqueado's test opens the campaign the admin's test made.
test.describe.configure({ mode: 'serial' });

// This run's names and account (set in beforeAll, see support/run.ts).
let run = '';
let name = '';
let titles: string[] = [];
const franchisee = { name: 'Lívia Prado', email: '', password: 'sorriso-livia-2025' };
// Today in Brasília, to the last days of next month's first week: across a month boundary.
const today = networkDay(new Date());
const nextMonthStart = `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
const endsOn = addDays(nextMonthStart, 3);
let campaignUrl = '';

test.beforeAll(() => {
  run = runKey();
  name = `Sorriso de Verão ${run}`;
  titles = [`Campanhateste Fachada ${run}`, `Campanhateste Recepção ${run}`];
  franchisee.email = uniqueEmail('livia');
  campaignUrl = '';
});

async function signIn(page: Page, email: string, password: string) {
  const login = await page.request.post('/api/auth/login', {
    headers: sameOrigin,
    data: { email, password },
  });
  expect(login.status()).toBe(200);
}

/** Axe at each width, on the whole page or only within `scope` (an open dialog). */
async function axeAt(page: Page, widths: number[], scope?: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page, { scope, message: `${page.url()} at ${width}px` });
  }
}

test('an admin creates a campaign across a month boundary and gives it two ordered pieces', async ({
  page,
  baseURL,
}) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  for (const title of titles) await uploadAsset(admin, title);
  await createUser(admin, { ...franchisee, role: 'franqueado' });
  await admin.dispose();

  await signInAsAdmin(page.request);
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { name: 'Campanhas', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nova campanha' }).click();
  const form = page.getByRole('dialog', { name: 'Nova campanha' });
  await form.getByLabel('Nome *').fill(name);
  await expect(form.getByLabel('Início *')).toHaveValue(today);
  // The end before the start is refused beside its field, in Portuguese.
  await form.getByLabel('Término *').fill(addDays(today, -1));
  await form.getByRole('button', { name: 'Criar campanha' }).click();
  await expect(form.getByText('A data de término não pode ser antes da data de início.')).toBeVisible();
  await form.getByLabel('Término *').fill(endsOn);
  await form.getByLabel('Descrição').fill('Peças para as redes sociais das unidades.');
  await form.getByRole('button', { name: 'Criar campanha' }).click();
  await expect(page.getByText('Campanha criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  // The address asserted above: the page stays on it.
  campaignUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Em andamento')).toBeVisible();
  await expect(page.getByText('Esta campanha ainda não tem peças.')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar peças' }).click();
  const picker = page.getByRole('dialog', { name: 'Adicionar peças' });
  await picker.getByLabel('Buscar arquivos').fill(`Campanhateste ${run}`);
  for (const title of titles) await picker.getByRole('checkbox', { name: `Selecionar ${title}` }).check();
  await picker.getByRole('button', { name: 'Adicionar (2)' }).click();
  await expect(page.getByText('2 peça(s) adicionada(s) à campanha!')).toBeVisible();
  await expect(picker).toBeHidden();
  const pieces = page.getByRole('region', { name: 'Peças da campanha' }).getByRole('heading', { level: 3 });
  await expect(pieces).toHaveText(titles);

  // Reorder with the keyboard: the second piece goes up, and the focus stays with it.
  await page.getByRole('button', { name: 'Organizar peças' }).click();
  const organizer = page.getByRole('dialog', { name: 'Organizar peças' });
  const up = organizer.getByRole('button', { name: `Mover ${titles[1]} para cima` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(organizer.getByText(`${titles[1]} agora é a peça 1 de 2.`)).toBeAttached();
  await expect(organizer.getByRole('button', { name: `Mover ${titles[1]} para baixo` })).toBeFocused();
  await organizer.getByRole('radio', { name: `Usar ${titles[1]} como capa` }).check();
  await expect(organizer.getByText(`${titles[1]} é a nova capa.`)).toBeAttached();
  await axeAt(page, [1440], '[role="dialog"]');
  await organizer.getByRole('button', { name: 'Concluir' }).click();
  await expect(pieces).toHaveText([titles[1]!, titles[0]!]);
  // The whole page, toasts included (their colours are checked here too).
  await axeAt(page, [390, 1440]);
});

test('a franqueado finds it on the calendar and the home, opens it and downloads everything', async ({
  page,
}) => {
  expect(campaignUrl).not.toBe('');
  await signIn(page, franchisee.email, franchisee.password);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/campaigns');
  const calendar = page.getByRole('table');
  const bar = calendar.getByRole('link', { name: new RegExp(`^${name}, `) });
  await expect(bar).toBeVisible();
  await expect(calendar.locator('td[aria-current="date"]')).toHaveCount(1);
  // Weeks start on Sunday, named in Portuguese for screen readers (the initials are what shows).
  await expect(calendar.getByRole('columnheader').first()).toHaveAccessibleName('domingo');
  await expect(calendar.getByRole('columnheader').last()).toHaveAccessibleName('sábado');
  await axeAt(page, [1440, 390]);
  // On a phone the list replaces the grid.
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // Next month: the same campaign goes on (a continuation bar), and 'Hoje' comes back.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${nextMonthStart.slice(0, 7)}`));
  await expect(calendar.getByRole('link', { name: new RegExp(`^${name}, `) })).toBeVisible();
  await page.getByRole('button', { name: 'Hoje' }).click();
  await expect(page).not.toHaveURL(/month=/);

  await page.goto('/');
  const current = page.getByRole('region', { name: 'Campanhas em andamento' });
  await expect(current.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await current.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(campaignUrl);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Organizar peças' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Peças da campanha' }).getByRole('heading', { level: 3 }),
  ).toHaveText([titles[1]!, titles[0]!]);

  await axeAt(page, [390, 1440]);

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar tudo' }).click();
  await expect(
    page.getByText('Preparando o ZIP com 2 arquivo(s)... O download continua no navegador.'),
  ).toBeVisible();
  expect((await downloadEvent).suggestedFilename()).toBe(`${name}.zip`);
});
