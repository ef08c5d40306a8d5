import { expect, test } from '@playwright/test';

test('the built app is served: home renders in Portuguese and health is ok', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({
    status: 'ok',
    db: { kind: 'pglite', ok: true },
    storage: { kind: 'local', ok: true },
    mail: 'off',
  });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('link', { name: 'Explorar Galeria' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Termos' })).toBeVisible();
});

test('an unknown path shows the Portuguese 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/caminho/que/nao/existe');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Página não encontrada')).toBeVisible();
  await page
    .getByRole('link', { name: /início/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});
