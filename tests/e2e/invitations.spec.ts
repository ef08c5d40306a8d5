import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, E2E_UNIT, e2eUnitId, signInAsAdmin, uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';
import { chooseOption } from './support/select';

/**
 * Invitations (issue 36): the admin invites from /users?aba=convites (one person, or a sheet); the
 * invitee opens the link on /convite, sets a password and is signed in; a used, replaced or
 * cancelled link shows its own page. Names and e-mails are this run's own, so the file passes
 * repeated against the same server.
 */
const PASSWORD = 'Sorriso-Convite-Rede-2025';

/** axe on `scope` (the page when absent) at a phone's and a desktop's width, ending at 1440 px. */
async function checkBothWidths(page: Page, name: string, scope?: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await expectNoSeriousViolations(page, { scope, message: `${name} at ${width} px` });
  }
}

/** Someone else's browser: no session, the link pasted from WhatsApp. */
async function openLink(browser: Browser, baseURL: string | undefined, url: string) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const link = new URL(url);
  await page.goto(`${link.pathname}${link.search}`);
  return page;
}

async function openInvitationsTab(page: Page) {
  await signInAsAdmin(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/users?aba=convites');
  await expect(page.getByRole('tab', { name: 'Convites', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Convites' })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  await signInAsAdmin(request);
  await e2eUnitId(request);
});

test('an admin invites a franqueado; the invitee sets a password and lands signed in', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Mariana Albuquerque ${runKey()}`;
  const email = uniqueEmail('mariana.convite');
  await openInvitationsTab(page);

  await page.getByRole('button', { name: 'Convidar pessoa' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Convidar pessoa' });
  await expect(dialog.getByLabel('Nome completo')).toBeFocused();
  await dialog.getByLabel('Nome completo').fill(name);
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await expect(dialog.getByRole('combobox', { name: 'Perfil de acesso' })).toHaveText('Franqueado');
  // A franqueado belongs to a clinic: said beside the field before asking the server.
  await dialog.getByRole('button', { name: 'Criar convite' }).click();
  await expect(dialog.getByText('Escolha a unidade da pessoa franqueada.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Unidade' }).click();
  await chooseOption(page, new RegExp(`^${E2E_UNIT.name}`));
  await checkBothWidths(page, 'invite dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Criar convite' }).click();

  const created = page.getByRole('dialog', { name: 'Convite criado' });
  const address = created.getByLabel('Link do convite');
  await expect(address).toHaveValue(/\/convite\?token=[A-Za-z0-9_-]{43}$/);
  const url = await address.inputValue();
  // No SMTP on the test server: the admin is told to send the link themselves.
  await expect(created.getByText('O convite não foi enviado por e-mail', { exact: false })).toBeVisible();
  const whatsapp = created.getByRole('link', { name: 'Enviar pelo WhatsApp' });
  expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toMatch(
    new RegExp(`^https://wa\\.me/\\?text=Olá, ${name}! .*${url.replace(/[?]/g, '\\?')}$`),
  );
  await created.getByRole('button', { name: 'Concluir' }).click();
  await expect(created).toHaveCount(0);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Pendente');
  await expect(row).toContainText(E2E_UNIT.name);
  await expect(row).toContainText(/Expira em (7|6) dias/);
  await checkBothWidths(page, 'Convites tab');

  const invitee = await openLink(browser, baseURL, url);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Você foi convidado(a)' })).toBeVisible();
  // The token leaves the address bar (and the history) once read.
  await expect(invitee).toHaveURL(/\/convite$/);
  await expect(invitee.getByText(`${ADMIN.name} convidou você para o Banco de Imagens.`)).toBeVisible();
  await expect(invitee.getByText(name, { exact: true })).toBeVisible();
  await expect(invitee.getByText(email, { exact: true })).toBeVisible();
  await expect(invitee.getByText('Franqueado', { exact: true })).toBeVisible();
  await expect(invitee.getByText(E2E_UNIT.name, { exact: true })).toBeVisible();
  await checkBothWidths(invitee, '/convite');

  await invitee.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await invitee.getByLabel('Confirmar senha', { exact: true }).fill(`${PASSWORD}x`);
  await invitee.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(invitee.getByText('As senhas não coincidem')).toBeVisible();
  await invitee.getByLabel('Confirmar senha', { exact: true }).fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Criar senha e entrar' }).click();

  await expect(invitee).toHaveURL(/\/$/);
  await expect(invitee.getByRole('heading', { name: `Olá, ${name}` })).toBeVisible();
  const session = await (await invitee.request.get('/api/auth/session')).json();
  expect(session.user).toMatchObject({ email, role: 'franqueado', status: 'active' });

  // The link was for one use.
  const link = new URL(url);
  await invitee.goto(`${link.pathname}${link.search}`);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Convite já usado' })).toBeVisible();
  await expect(invitee.getByText('Este convite já foi usado.', { exact: false })).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/auth');
  await invitee.context().close();
});

test('a sheet with one good and two bad rows invites one and tells the two lines', async ({ page }) => {
  const key = runKey();
  const good = { name: `Carlos Eduardo Lima ${key}`, email: uniqueEmail('carlos.planilha') };
  const sheet = [
    'nome;email;perfil;unidade',
    `${good.name};${good.email};franqueado;${E2E_UNIT.name}`,
    `Bianca Torres ${key};${uniqueEmail('bianca.planilha')};gerente;`,
    `Diego Ramos ${key};${uniqueEmail('diego.planilha')};usuário;Clínica Fantasma ${key}`,
  ].join('\r\n');
  await openInvitationsTab(page);

  await page.getByRole('button', { name: 'Importar planilha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar convites (CSV)' });
  await expect(dialog.getByText('nome;email;perfil;unidade', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(dialog.getByText('Escolha um arquivo CSV.')).toBeVisible();
  await dialog.getByLabel('Arquivo CSV').setInputFiles({
    name: 'convites.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet, 'utf8'),
  });
  await expect(dialog.getByText('convites.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar' }).click();

  const report = dialog.getByTestId('invitations-import-report');
  await expect(report.getByText('1 convite criado', { exact: true })).toBeVisible();
  await expect(report.getByText('2 linhas com erro')).toBeVisible();
  await expect(report.getByRole('listitem').filter({ hasText: /^Linha \d+:/ })).toHaveText([
    'Linha 3: Perfil “gerente” desconhecido: use administrador, franqueado ou usuário.',
    `Linha 4: Unidade “Clínica Fantasma ${key}” não encontrada.`,
  ]);
  await expect(report.getByRole('button', { name: `Copiar link de ${good.name}` })).toBeVisible();
  await checkBothWidths(page, 'import report', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Concluir' }).click();

  await expect(page.getByRole('row', { name: new RegExp(good.name) })).toContainText('Pendente');
});

test('a new link replaces the old one, and a cancelled invitation shows "Convite cancelado"', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Renata Sampaio ${runKey()}`;
  await signInAsAdmin(page.request);
  const made = await page.request.post('/api/invitations', {
    data: { name, email: uniqueEmail('renata.convite'), role: 'user' },
    headers: sameOrigin,
  });
  expect(made.status(), await made.text()).toBe(201);
  const firstUrl = (await made.json()).url as string;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openInvitationsTab(page);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Gerar novo link e copiar (${name})`, exact: false }).click();
  await expect(page.getByText('Novo link copiado. O link anterior deixou de valer.')).toBeVisible();
  const newUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(newUrl).toMatch(/\/convite\?token=[A-Za-z0-9_-]{43}$/);
  expect(newUrl).not.toBe(firstUrl);

  const old = await openLink(browser, baseURL, firstUrl);
  await expect(old.getByRole('heading', { level: 1, name: 'Convite inválido' })).toBeVisible();
  await old.context().close();

  await row.getByRole('button', { name: `Cancelar convite de ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar convite?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Cancelar convite' }).click();
  await expect(page.getByText('Convite cancelado.')).toBeVisible();
  await expect(row).toHaveCount(0);

  const cancelled = await openLink(browser, baseURL, newUrl);
  await expect(cancelled.getByRole('heading', { level: 1, name: 'Convite cancelado' })).toBeVisible();
  await expect(
    cancelled.getByText('Este convite foi cancelado por um administrador.', { exact: false }),
  ).toBeVisible();
  await expect(cancelled.getByRole('link', { name: 'Ir para o login' })).toBeVisible();
  await checkBothWidths(cancelled, '/convite, cancelled');
  await cancelled.context().close();
});
