import { type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, networkDay } from '../../src/shared/domain/network-date';
import { createUser, signInAsAdmin, uniqueEmail } from './support/accounts';
import { randomJpeg, uploadAsset } from './support/assets';
import { expectNoSeriousViolations } from './support/axe';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';
import { chooseOption } from './support/select';

/**
 * Issue 17 "Pedir material": a franqueado searches for something the library lacks and asks for it
 * from the empty result (the form starts with the search); an admin takes it, comments and answers
 * it with a piece uploaded for it ("Atender"); the franqueado is told, reads the answer on the
 * request's page and opens the piece. On the way: "Buscas sem resultado" leads to the request, and
 * axe checks each new screen and dialog.
 */
// Each test goes on from the last: the admin answers the request the franqueado made, and she then
// reads that answer.
test.describe.configure({ mode: 'serial' });

// This run's words and account (set in beforeAll, see support/run.ts).
/** One made-up word: no asset of any spec matches it, not even by typo correction. */
let term = '';
let pieceTitle = '';
const franchisee = { name: 'Fernanda Lima', email: '', password: 'sorriso-fernanda-2025' };

let requestPath = '';

test.beforeAll(() => {
  const run = runKey();
  term = `zyxholograma${run}`;
  pieceTitle = `Adesivo holográfico para vitrine ${run}`;
  franchisee.email = uniqueEmail('fernanda.pedido');
  requestPath = '';
});

async function signedInPage(browser: Browser, baseURL: string | undefined, email: string, password: string) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const login = await context.request.post('/api/auth/login', {
    data: { email, password },
    headers: sameOrigin,
  });
  expect(login.status(), await login.text()).toBe(200);
  return context.newPage();
}

async function axeAt(page: Page, widths: number[], scope?: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await expectNoSeriousViolations(page, { scope, message: `${page.url()} at ${width}px` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a franqueado asks the franchisor for what a search did not find', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page.request);
  await createUser(page.request, { ...franchisee, role: 'franqueado' });
  const fernanda = await signedInPage(browser, baseURL, franchisee.email, franchisee.password);

  await fernanda.goto(`/gallery?q=${term}`);
  await expect(fernanda.getByRole('heading', { name: 'Nenhum resultado encontrado' })).toBeVisible();
  await expect(fernanda.getByText('Não encontrou o que precisa?')).toBeVisible();
  await axeAt(fernanda, [390, 1440], 'main');

  await fernanda.getByRole('button', { name: 'Peça à franqueadora' }).click();
  const dialog = fernanda.getByRole('dialog', { name: 'Pedir material' });
  const description = dialog.getByLabel('O que você precisa? *');
  // The form starts with the search that found nothing, and says so.
  await expect(description).toHaveValue(term);
  await expect(dialog.getByText(`Pedido a partir da busca “${term}”.`)).toBeVisible();
  await axeAt(fernanda, [390, 1440], '[role="dialog"]');

  // Sent without a format: the shared schema's message, beside its field.
  await description.fill(`Adesivo ${term} para a vitrine da recepção, 60 × 40 cm`);
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(dialog.getByText('Escolha o formato ou canal.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Formato ou canal *' }).click();
  await chooseOption(fernanda, 'Impresso');
  await dialog.getByLabel('Para quando? (opcional)').fill(addDays(networkDay(new Date()), 10));
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'vitrine-exemplo.jpg',
    mimeType: 'image/jpeg',
    buffer: await randomJpeg(640, 480),
  });
  await expect(dialog.getByText('vitrine-exemplo.jpg')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(fernanda.getByText('Pedido enviado. A franqueadora foi avisada.').first()).toBeVisible();
  await axeAt(fernanda, [1440], '[role="dialog"]');
  await dialog.getByRole('link', { name: 'Ver pedido' }).click();

  await expect(fernanda).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
  // The address asserted above: the page stays on it.
  requestPath = new URL(fernanda.url()).pathname;
  await expect(fernanda.getByRole('heading', { level: 1 })).toHaveText(/^Adesivo zyxholograma/);
  await expect(fernanda.getByText('Aberto', { exact: true })).toBeVisible();
  await expect(fernanda.getByText('Impresso').first()).toBeVisible();
  await expect(fernanda.getByRole('img', { name: 'Imagem de referência do pedido' })).toBeVisible();
  await expect
    .poll(() =>
      fernanda
        .getByRole('img', { name: 'Imagem de referência do pedido' })
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBe(640);
  await axeAt(fernanda, [390, 1440], 'main');

  // "Meus pedidos", from the user menu.
  await fernanda.getByRole('button', { name: 'Menu do usuário' }).click();
  await fernanda.getByRole('menuitem', { name: 'Meus pedidos' }).click();
  await expect(fernanda.getByRole('heading', { name: 'Meus pedidos', level: 1 })).toBeVisible();
  const row = fernanda.getByTestId('request-row').filter({ hasText: term });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Aberto', { exact: true })).toBeVisible();
  await axeAt(fernanda, [390, 1440], 'main');
  await fernanda.context().close();
});

test('an admin finds it from "Buscas sem resultado", takes it and answers it with a piece', async ({
  page,
}) => {
  test.skip(!requestPath, 'needs the request of the first test');
  await signInAsAdmin(page.request);
  const pieceId = await uploadAsset(page.request, pieceTitle, {
    name: 'adesivo-vitrine.jpg',
    mimeType: 'image/jpeg',
    buffer: await randomJpeg(800, 600),
  });

  // The search that found nothing leads to the request made from it.
  await page.goto('/stats');
  const zero = page.getByRole('table', { name: 'Buscas sem resultado' });
  const toRequests = zero.getByRole('link', { name: `1 pedido da busca “${term}”` });
  await expect(toRequests).toBeVisible();
  await toRequests.click();
  await expect(page).toHaveURL(new RegExp(`/requests\\?busca=${term}$`));
  await expect(page.getByText(`Pedidos da busca “${term}”`)).toBeVisible();
  const row = page.getByTestId('request-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Fernanda Lima');
  await expect(page.getByRole('tab', { name: 'Aberto (1)' })).toBeVisible();
  await axeAt(page, [390, 1440], 'main');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${requestPath}$`));

  // Takes it: status and assignee.
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await chooseOption(page, 'Em andamento');
  await expect(page.getByText('Pedido atualizado.').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveText('Em andamento');
  await page.getByRole('combobox', { name: 'Responsável' }).click();
  await chooseOption(page, 'Ana Paula Figueiredo');
  await expect(page.getByRole('combobox', { name: 'Responsável' })).toHaveText('Ana Paula Figueiredo');

  await page.getByLabel('Comentário').fill('Estamos produzindo, fica pronto em dois dias.');
  await page.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByTestId('request-comments')).toContainText(
    'Estamos produzindo, fica pronto em dois dias.',
  );
  await axeAt(page, [390, 1440], 'main');

  // "Atender": the piece, found by its title in the library.
  await page.getByRole('button', { name: 'Atender' }).click();
  const picker = page.getByRole('dialog', { name: 'Atender pedido' });
  await picker.getByLabel('Buscar arquivos').fill(pieceTitle);
  await picker.getByRole('checkbox', { name: `Selecionar ${pieceTitle}` }).check();
  await axeAt(page, [390, 1440], '[role="dialog"]');
  await picker.getByRole('button', { name: 'Adicionar (1)' }).click();
  await expect(page.getByText('Pedido atendido. Quem pediu foi avisado.').first()).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveText('Atendido');
  await expect(
    page.getByTestId('delivered-assets').getByRole('link', { name: `Abrir ${pieceTitle}` }),
  ).toHaveAttribute('href', `/asset/${pieceId}`);
});

test('the franqueado is told, reads the answer and opens the piece', async ({ browser, baseURL }) => {
  test.skip(!requestPath, 'needs the request of the first test');
  const fernanda = await signedInPage(browser, baseURL, franchisee.email, franchisee.password);
  await fernanda.goto('/');
  const bell = fernanda.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const answer = fernanda.getByRole('link', { name: /Seu pedido foi respondido: Adesivo zyxholograma/ });
  await expect(answer).toBeVisible();
  await answer.click();

  await expect(fernanda).toHaveURL(new RegExp(`${requestPath}$`));
  await expect(fernanda.getByText('Atendido', { exact: true })).toBeVisible();
  await expect(fernanda.getByTestId('request-comments')).toContainText(
    'Estamos produzindo, fica pronto em dois dias.',
  );
  await expect(fernanda.getByTestId('request-comments')).toContainText('Franqueadora');
  // No admin controls for the requester.
  await expect(fernanda.getByRole('combobox', { name: 'Situação' })).toHaveCount(0);
  await expect(fernanda.getByRole('button', { name: 'Atender' })).toHaveCount(0);
  await axeAt(fernanda, [390, 1440], 'main');

  // Both sides talk: her reply is on the thread.
  await fernanda.getByLabel('Comentário').fill('Obrigada! Ficou ótimo.');
  await fernanda.getByRole('button', { name: 'Comentar' }).click();
  await expect(fernanda.getByTestId('request-comments')).toContainText('Obrigada! Ficou ótimo.');

  await fernanda
    .getByTestId('delivered-assets')
    .getByRole('link', { name: `Abrir ${pieceTitle}` })
    .click();
  await expect(fernanda.getByRole('heading', { name: pieceTitle, level: 1 })).toBeVisible();
  await expect(fernanda.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  // Every asset page asks too.
  await expect(fernanda.getByTestId('ask-franchisor')).toContainText('Não encontrou o que precisa?');
  await fernanda.context().close();
});
