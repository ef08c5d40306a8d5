import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin, uniqueEmail } from './support/accounts';
import { runKey } from './support/run';
import { chooseOption } from './support/select';

/**
 * Units (issue 15): the admin creates a clinic from the keyboard, sees that its CRO data is
 * incomplete, completes it; imports a sheet with one bad line (nothing imported, the line told);
 * and gives a new franqueado that clinic. Names are this run's own, so the file passes repeated.
 */
// The last test gives a new franqueado the unit the first one made.
test.describe.configure({ mode: 'serial' });

// This run's names (set in beforeAll, see support/run.ts).
let run = '';
let unitName = '';

test.beforeAll(() => {
  run = runKey();
  unitName = `OdontoRede Teclado ${run}`;
});

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page.request);
});

async function rowOf(page: Page, name: string) {
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  return row;
}

test('an admin creates a unit from the keyboard, sees the incomplete-CRO badge and completes the RT data', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Unidades' }).click();
  await expect(page).toHaveURL(/\/units$/);
  await expect(page.getByRole('heading', { name: 'Unidades', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nova unidade' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nova unidade' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nome da unidade')).toBeFocused();

  // The shared schema speaks before the server: required city and UF, beside their fields.
  await page.keyboard.type(unitName);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Informe a cidade.')).toBeVisible();
  await expect(dialog.getByText('Escolha uma UF válida (por exemplo, SP).')).toBeVisible();

  await dialog.getByLabel('Cidade').fill('Ribeirão Preto');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'UF', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option', { name: 'AC', exact: true })).toBeFocused();
  await page.keyboard.type('SP');
  await expect(page.getByRole('option', { name: 'SP', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'UF', exact: true })).toHaveText('SP');
  await dialog.getByLabel('Telefone').fill('16 3625 1122');
  await dialog.getByLabel('CRO do responsável técnico').fill('12a');
  await dialog.getByLabel('CRO do responsável técnico').press('Enter');
  await expect(dialog.getByText('O número do CRO deve ter apenas dígitos (até 8).')).toBeVisible();
  await dialog.getByLabel('CRO do responsável técnico').fill('');
  await dialog.getByLabel('Nome da unidade').press('Enter');

  await expect(page.getByText('Unidade criada com sucesso!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = await rowOf(page, unitName);
  await expect(row).toContainText('Ribeirão Preto/SP');
  await expect(row).toContainText('Dados de CRO incompletos');

  await row.getByRole('button', { name: `Editar ${unitName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar unidade' });
  await expect(edit.getByLabel('Telefone')).toHaveValue('(16) 3625-1122');
  await edit.getByLabel('Registro da clínica no CRO').fill('CRO-SP EPAO 55501');
  await edit.getByLabel('Responsável técnico (nome completo)').fill('Beatriz Nogueira');
  await edit.getByLabel('CRO do responsável técnico').fill('44321');
  // From the keyboard as above: a click on the option while the list was still opening left it
  // open under load (CI), and the dialog's Salvar behind it could not be clicked.
  const croUf = edit.getByRole('combobox', { name: 'UF do CRO' });
  await croUf.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('SP');
  await expect(page.getByRole('option', { name: 'SP', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(croUf).toHaveText('SP');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Unidade atualizada com sucesso!')).toBeVisible();
  await expect(row).toContainText('Beatriz Nogueira');
  await expect(row).toContainText('CRO-SP 44321');
  await expect(row).not.toContainText('Dados de CRO incompletos');
});

test('a CSV with one bad line imports nothing and tells the line and why', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/units');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar unidades (CSV)' });
  await expect(dialog).toContainText('nome, cidade, uf, endereco');
  await expect(dialog.getByRole('link', { name: 'Baixar modelo CSV' })).toHaveAttribute(
    'download',
    'modelo-unidades.csv',
  );

  const good = `OdontoRede Importada ${run}`;
  const sheet = [
    'nome;cidade;uf;telefone;registro_cro;rt_nome;rt_cro;rt_uf;ativo',
    `${good};Santos;SP;(13) 3222-1111;CRO-SP EPAO 777;Marcos Dias;5544;SP;sim`,
    `OdontoRede Errada ${run};Santos;XX;123;;;;;sim`,
  ].join('\r\n');
  await dialog.getByLabel('Arquivo CSV').setInputFiles({
    name: 'unidades.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${sheet}`),
  });
  await dialog.getByRole('button', { name: 'Importar' }).click();

  await expect(dialog).toContainText('Nada foi importado: 1 linha(s) com erro.');
  const refused = dialog.getByRole('row', { name: /^3 / });
  await expect(refused).toContainText('uf: Escolha uma UF válida (por exemplo, SP).');
  await expect(refused).toContainText('telefone: Informe um telefone com DDD');
  const found = await page.request.get(`/api/units?q=${encodeURIComponent(good)}`);
  expect((await found.json()).total).toBe(0);

  // Fixed, the same sheet goes in whole.
  await dialog.getByLabel('Arquivo CSV').setInputFiles({
    name: 'unidades.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet.split('\r\n').slice(0, 2).join('\r\n')),
  });
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(dialog).toContainText('1 unidades importadas (1 novas, 0 atualizadas).');
  await page.keyboard.press('Escape');
  await rowOf(page, good);
});

test('an admin creates a franqueado of that unit in /users', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const person = {
    name: `Paula Unidade ${run}`,
    email: uniqueEmail('paula'),
    password: 'sorriso-paula-2025',
  };
  await page.goto('/users');
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome completo').fill(person.name);
  await dialog.getByLabel('E-mail', { exact: true }).fill(person.email);
  await dialog.getByLabel('Senha', { exact: true }).fill(person.password);
  await dialog.getByRole('combobox', { name: 'Perfil de acesso' }).click();
  await chooseOption(page, 'Franqueado');
  // Hundreds of units are all "OdontoRede …": the picker searches every word, accents ignored.
  await dialog.getByRole('combobox', { name: 'Unidade' }).click();
  await page.getByRole('combobox', { name: 'Buscar por nome, cidade ou UF' }).fill(`teclado ${run} ribeirao`);
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Unidade' })).toContainText(unitName);
  await dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Usuário criado com sucesso!')).toBeVisible();
  const row = await rowOf(page, person.name);
  await expect(row).toContainText(unitName);

  await page.goto('/units');
  await expect(await rowOf(page, unitName)).toContainText('1 usuário');
});
