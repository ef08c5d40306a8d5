import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { messages } from '../../src/shared/messages/pt-BR';
import { ADMIN, createUser, signInAsAdmin, uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';
import { chooseOption } from './support/select';

/**
 * Issue 17 'Auditoria': an admin changes a person's role on /users, opens /audit from the user
 * menu, filters by the kind of action and finds the entry, who did it, from where, and the role
 * before and after; the CSV link carries the same filter. Looked at on a phone too (axe).
 */
const m = messages.audit;
const SHOTS = '/tmp/shots-audit';

let promotedId = '';

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

// The promoted person is removed: a second admin left behind would outlive the run in the users list.
test.afterAll(async ({ request }) => {
  if (!promotedId) return;
  await signInAsAdmin(request);
  const removed = await request.delete(`/api/users/${promotedId}`, { headers: sameOrigin });
  expect(removed.status(), await removed.text()).toBe(204);
  promotedId = '';
});

test('a role change is in the audit log, with who, when, where and what changed', async ({ page }) => {
  // Made here, not at the top of the file: a repetition reuses the loaded module (support/run.ts).
  const person = {
    name: `Rita Promovida ${runKey()}`,
    email: uniqueEmail('rita'),
    password: 'girassol-rita-2025',
  };
  await signInAsAdmin(page.request);
  promotedId = (await createUser(page.request, { ...person, role: 'user' })).id;

  await page.goto('/users');
  const row = page.getByRole('row', { name: new RegExp(person.name) });
  await row.getByRole('button', { name: `Alterar perfil de ${person.name}` }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Perfil de acesso' }).click();
  await chooseOption(page, 'Administrador');
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();

  await page.getByRole('button', { name: messages.header.userMenu }).click();
  await page.getByRole('menuitem', { name: m.pageTitle }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: m.pageTitle })).toBeVisible();

  await page.getByRole('combobox', { name: m.kind }).click();
  await chooseOption(page, m.kinds['user.role']);
  await expect(page).toHaveURL(/\/audit\?tipo=user\.role$/);
  const sentence = `Mudou o perfil de acesso de “${person.name}”`;
  const entry = page.getByRole('row').filter({ hasText: sentence });
  await expect(entry).toHaveCount(1);
  // Every row left is a role change: the filter is the server's, not a hidden row.
  await expect(page.getByRole('row').filter({ hasText: 'Entrou no banco de imagens' })).toHaveCount(0);
  await expect(entry).toContainText(ADMIN.name);
  await expect(entry).toContainText('127.0.0.1');

  await entry.getByRole('button', { name: m.showChanges }).click();
  const changes = entry.locator('dl');
  await expect(changes).toBeVisible();
  await expect(changes).toContainText('Perfil de acesso');
  await expect(changes).toContainText(/Antes\s*Usuário/);
  await expect(changes).toContainText(/Depois\s*Administrador/);
  await expect(page.getByRole('link', { name: m.exportCsv })).toHaveAttribute(
    'href',
    '/api/audit.csv?kind=user.role',
  );
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/audit-1440.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: sentence });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: m.showChanges }).click();
  await expect(card.locator('dl')).toContainText(/Depois\s*Administrador/);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/audit-390.png`, fullPage: true });
});
