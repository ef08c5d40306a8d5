import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_UNIT, e2eUnitId, signInAsAdmin, uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';
import { chooseOption } from './support/select';

/**
 * Public sign-up (issue 36, point 3): while an admin keeps it open, a franqueado signs up for a
 * clinic and waits on "Cadastro aguardando aprovação" until an admin approves them in /users. The
 * admin closes sign-up again at the end, as it is by default, so the file passes repeated.
 *
 * Every test that opens public sign-up is in this file, whose tests run one after the other: in two
 * files on two workers, one file's closing it in the middle of the other's test failed that test.
 */
const publicSignup = (request: APIRequestContext, open: boolean) =>
  request.patch('/api/settings', { headers: sameOrigin, data: { publicSignup: open } });

test('a franqueado signs up, waits for approval, and an admin lets them in', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const person = {
    name: `Juliana Prado ${runKey()}`,
    email: uniqueEmail('juliana.cadastro'),
    password: 'Sorriso-Cadastro-Rede-2025',
  };
  await signInAsAdmin(request);
  await e2eUnitId(request);
  expect((await publicSignup(request, true)).status()).toBe(200);
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const theirs = await context.newPage();
    await theirs.goto('/auth?tab=cadastrar');
    await theirs.getByLabel('Nome completo').fill(person.name);
    await theirs.getByLabel('E-mail', { exact: true }).fill(person.email);
    await theirs.getByLabel('Senha', { exact: true }).fill(person.password);
    await theirs.getByLabel('Confirmar senha', { exact: true }).fill(person.password);
    await expect(theirs.getByRole('combobox', { name: 'Tipo de conta' })).toHaveText('Franqueado');
    await theirs.getByRole('combobox', { name: 'Sua unidade' }).click();
    await chooseOption(theirs, new RegExp(`^${E2E_UNIT.name}`));
    await theirs.getByRole('button', { name: 'Criar conta' }).click();

    const waiting = theirs.getByRole('heading', { level: 1, name: 'Cadastro aguardando aprovação' });
    await expect(waiting).toBeVisible();
    await expect(theirs.getByText(person.name)).toBeVisible();
    // Nothing of the library until then: no header, no gallery.
    await expect(theirs.getByRole('banner')).toHaveCount(0);
    for (const width of [390, 1440]) {
      await theirs.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await expectNoSeriousViolations(theirs, { message: `waiting page at ${width} px` });
    }
    await theirs.getByRole('button', { name: 'Verificar novamente' }).click();
    await expect(waiting).toBeVisible();

    await signInAsAdmin(page.request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/users');
    const row = page.getByRole('row', { name: new RegExp(person.name) });
    await expect(row).toContainText('Aguardando aprovação');
    await expect(row).toContainText(E2E_UNIT.name);
    await row.getByRole('button', { name: `Aprovar o cadastro de ${person.name}` }).click();
    await expect(
      page.getByText(`Cadastro aprovado: ${person.name} já pode acessar o banco de imagens.`),
    ).toBeVisible();
    await expect(row).not.toContainText('Aguardando aprovação');

    await theirs.reload();
    await expect(theirs.getByRole('heading', { name: `Olá, ${person.name}` })).toBeVisible();
    await expect(theirs.getByRole('banner')).toBeVisible();
  } finally {
    await context.close();
    expect((await publicSignup(request, false)).status()).toBe(200);
  }
});

test('the sign-up form tells why a password is weak, then that it is strong', async ({ page, request }) => {
  await signInAsAdmin(request);
  expect((await publicSignup(request, true)).status()).toBe(200);
  try {
    await page.goto('/auth?tab=cadastrar');
    await page.getByLabel('Nome completo').fill('Rosângela Prates');
    const password = page.getByLabel('Senha', { exact: true });
    const meter = page.locator('meter');

    await password.fill('12345678');
    await expect(page.getByText('Senha muito comum.')).toBeVisible();
    await expect(page.getByText('Força da senha: Muito fraca')).toBeVisible();
    await expect(meter).toHaveAttribute('value', '0');

    await password.fill('abcdefgh1');
    await expect(page.getByText('Sequência previsível, como abc ou 1234.')).toBeVisible();

    await password.fill('Sorriso-Claro-Rede-2025');
    await expect(page.getByText('Boa senha: difícil de adivinhar.')).toBeVisible();
    await expect(page.getByText(/Força da senha: (Forte|Muito forte)/)).toBeVisible();
    await expect(page.getByText('Senha muito comum.')).toHaveCount(0);
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Força da senha' })).toBeVisible();
  } finally {
    expect((await publicSignup(request, false)).status()).toBe(200);
  }
});
