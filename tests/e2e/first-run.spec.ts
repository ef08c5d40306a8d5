import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, type ServerProcess, spawnServer, waitUntilHealthy } from '../helpers/server-process';
import { uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { chooseOption } from './support/select';

/**
 * The first visitor of a new installation (issue 3): on the server's own machine the first account
 * becomes admin. It needs a database nobody has used, so it starts its own server on a fresh
 * DATA_DIR instead of sharing the suite's: it passes alone, in any order and repeated.
 */
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-e2e-first-run-'));
  server = spawnServer(await freePort(), { DATA_DIR: dataDir, WEB_DIR: '', LOG_LEVEL: 'error' });
  await waitUntilHealthy(server);
});

test.afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await fs.rm(dataDir, { recursive: true, force: true });
});

// The later tests are the first admin's: they need the account the first one creates.
test.describe.configure({ mode: 'serial' });
const admin = { name: 'Ana Paula Figueiredo', email: uniqueEmail('ana'), password: 'sorriso-admin-2025' };

test('the first visitor creates the administrator account: name, e-mail and password only', async ({
  page,
}) => {
  const session = await page.request.get(`${server.base}/api/auth/session`);
  expect(session.status()).toBe(401);
  expect((await session.json()).error.code).toBe('UNAUTHENTICATED');
  expect((await (await page.request.get(`${server.base}/api/config`)).json()).setupRequired).toBe(true);

  // Whichever address the first visitor opens, /auth shows the one first-run form (issue 36).
  await page.goto(`${server.base}/auth?tab=cadastrar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar a conta de administrador' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tipo de conta' })).toHaveCount(0);
  await expect(page.getByLabel('Sua unidade')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cadastrar' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByLabel('Nome completo').fill(admin.name);
  await page.getByLabel('E-mail', { exact: true }).fill(admin.email);
  await page.getByLabel('Senha', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(`${admin.password}x`);
  await page.getByRole('button', { name: 'Criar conta de administrador' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();

  await page.getByLabel('Confirmar senha', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Criar conta de administrador' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Olá, ${admin.name}` })).toBeVisible();
  const nav = page.getByRole('banner').getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Usuários' })).toBeVisible();
  const me = await page.request.get(`${server.base}/api/auth/session`);
  expect((await me.json()).user).toMatchObject({ role: 'admin', status: 'active', unitId: null });
  expect((await (await page.request.get(`${server.base}/api/config`)).json()).setupRequired).toBe(false);
});

test('the new administrator finds "Configure a rede" on the home, until dismissing it', async ({ page }) => {
  const signIn = await page.request.post(`${server.base}/api/auth/login`, {
    data: { email: admin.email, password: admin.password },
  });
  expect(signIn.status()).toBe(200);
  const checklist = page.getByRole('region', { name: 'Configure a rede' });
  const steps: Array<[string, string]> = [
    ['Dê um nome e um banner à rede', '/settings'],
    ['Importe as unidades', '/units'],
    ['Convide as pessoas', '/users?aba=convites'],
  ];
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.goto(`${server.base}/`);
    await expect(checklist).toBeVisible();
    await expect(checklist.getByText('0 de 3 concluídos')).toBeVisible();
    await expect(checklist.getByRole('listitem')).toHaveCount(3);
    for (const [name, href] of steps)
      await expect(checklist.getByRole('link', { name: `${name} (A fazer)` })).toHaveAttribute('href', href);
    await expectNoSeriousViolations(page, { message: `home with the checklist at ${width} px` });
  }

  await checklist.getByRole('button', { name: 'Dispensar' }).click();
  await expect(checklist).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${admin.name}` })).toBeFocused();
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/setup/checklist'));
  await page.reload();
  expect(await (await answer).json()).toMatchObject({ dismissed: true });
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${admin.name}` })).toBeVisible();
  await expect(checklist).toHaveCount(0);
});

// Only on this server is the admin surely the only one: on the suite's, other spec files promote people.
test('the only administrator cannot demote themselves, and the refusal says why', async ({ page }) => {
  const signIn = await page.request.post(`${server.base}/api/auth/login`, {
    data: { email: admin.email, password: admin.password },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`${server.base}/users`);
  const own = page.getByRole('row', { name: new RegExp(admin.name) });
  await expect(own.getByRole('button', { name: `Excluir ${admin.name}` })).toBeDisabled();
  await own.getByRole('button', { name: `Alterar perfil de ${admin.name}` }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Perfil de acesso' }).click();
  await chooseOption(page, 'Usuário');
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Erro ao atualizar usuário')).toBeVisible();
  await expect(page.getByText('Não é possível remover ou rebaixar o último administrador.')).toBeVisible();
  await page.keyboard.press('Escape');
  const me = await page.request.get(`${server.base}/api/auth/session`);
  expect((await me.json()).user).toMatchObject({ role: 'admin' });
});
