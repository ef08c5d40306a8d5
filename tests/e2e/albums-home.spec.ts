import { type APIRequestContext, expect, test } from '@playwright/test';
import { e2eUnitId, signInAsAdmin } from './support/accounts';
import { randomImage } from './support/assets';
import { sameOrigin } from './support/same-origin';

/**
 * Albums, the live homepage banner and the 404 page (issue 6). The e2e specs share one server and
 * database; the admin comes from support/accounts.ts (registered by whichever spec asks first).
 */
const colleague = {
  name: 'Carla Menezes',
  email: 'carla.albuns@rede.com.br',
  password: 'sorriso-carla-2025',
  role: 'franqueado',
};

async function firstCategoryId(request: APIRequestContext): Promise<string> {
  const tree = (await (await request.get('/api/categories')).json()) as {
    items: Array<{ id: string; children: Array<{ id: string }> }>;
  };
  const group = tree.items[0];
  if (!group) throw new Error('No categories seeded');
  return group.children[0]?.id ?? group.id;
}

async function uploadImage(request: APIRequestContext, title: string, categoryId: string) {
  const response = await request.post('/api/assets', {
    headers: sameOrigin,
    multipart: {
      meta: JSON.stringify({ title, categoryIds: [categoryId], tags: [] }),
      files: { name: `${title}.jpg`, mimeType: 'image/jpeg', buffer: await randomImage(120, 90) },
    },
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { items: Array<{ status: string; asset?: { id: string } }> };
  expect(body.items[0]?.status).toBe('created');
  return body.items[0]!.asset!.id;
}

test('an album is created, gets two files, is opened and loses one', async ({ page }) => {
  await signInAsAdmin(page.request);
  const categoryId = await firstCategoryId(page.request);
  // Names of this run only, so the test passes when repeated on the same database.
  const run = Date.now().toString(36);
  const titles = [`Albumteste Fachada Unidade Norte ${run}`, `Albumteste Recepção Unidade Sul ${run}`];
  const album = `Campanha Sorriso Norte ${run}`;
  for (const title of titles) await uploadImage(page.request, title, categoryId);

  await page.goto('/albums');
  await expect(page.getByRole('heading', { name: 'Meus Álbuns', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Novo álbum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo álbum' });
  const create = dialog.getByRole('button', { name: 'Criar álbum' });
  // SPEC 5: save is disabled while the (trimmed) name is blank.
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Nome *').fill('   ');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Nome *').fill(`  ${album}  `);
  await create.click();
  await expect(page.getByText('Álbum criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/albums\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: album, level: 1 })).toBeVisible();
  await expect(page.getByText('Este álbum está vazio')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar arquivos' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Adicionar arquivos' });
  // This run's files only: earlier runs on the same database made more 'Albumteste' files.
  await picker.getByLabel('Buscar arquivos').fill(`Albumteste ${run}`);
  for (const title of titles) await picker.getByRole('checkbox', { name: `Selecionar ${title}` }).check();
  await picker.getByRole('button', { name: 'Adicionar (2)' }).click();
  await expect(page.getByText('2 arquivos adicionados ao álbum!')).toBeVisible();
  await expect(picker).toBeHidden();
  for (const title of titles) await expect(page.getByRole('link', { name: title })).toBeVisible();

  // Back to the list, then open the album from its card.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/albums$/);
  const card = page.getByRole('article').filter({ hasText: album });
  await expect(card.getByText(/^2 arquivos ·/)).toBeVisible();
  await page.getByRole('link', { name: album }).click();
  await expect(page.getByRole('heading', { name: album, level: 1 })).toBeVisible();
  // 'Baixar álbum' is told like the gallery's ZIP, then the browser saves the ZIP.
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar álbum' }).click();
  await expect(
    page.getByText('Preparando o ZIP com 2 arquivo(s)... O download continua no navegador.'),
  ).toBeVisible();
  expect((await downloadEvent).suggestedFilename()).toMatch(/\.zip$/);

  await page.getByRole('button', { name: `Remover ${titles[0]} do álbum` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Arquivo removido do álbum!')).toBeVisible();
  await expect(page.getByRole('link', { name: titles[0]! })).toHaveCount(0);
  await expect(page.getByRole('link', { name: titles[1]! })).toBeVisible();

  // The file still in the album is shown as such in the picker and cannot be picked again.
  await page.getByRole('button', { name: 'Adicionar arquivos' }).click();
  await picker.getByLabel('Buscar arquivos').fill(`Albumteste ${run}`);
  const kept = picker.getByRole('checkbox', { name: `Selecionar ${titles[1]}` });
  await expect(kept).toBeChecked();
  await expect(kept).toBeDisabled();
  await expect(picker.getByText('Já no álbum')).toBeVisible();
});

test('a new banner reaches another signed-in page without a reload', async ({ page, browser }) => {
  await signInAsAdmin(page.request);
  const created = await page.request.post('/api/users', {
    data: { ...colleague, unitId: await e2eUnitId(page.request) },
    headers: sameOrigin,
  });
  expect([201, 409]).toContain(created.status());

  const other = await browser.newContext();
  const home = await other.newPage();
  const login = await home.request.post('/api/auth/login', {
    headers: sameOrigin,
    data: { email: colleague.email, password: colleague.password },
  });
  expect(login.ok()).toBeTruthy();
  const streamOpen = home.waitForResponse((response) => response.url().endsWith('/api/events'));
  await home.goto('/');
  await expect(home.getByRole('heading', { name: `Olá, ${colleague.name}` })).toBeVisible();
  await streamOpen;
  await home.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const bannerImage = home.getByRole('img', { name: 'Banner da página inicial' });
  // The banner an earlier spec or run may have set, once the home shows it: the new one must differ.
  const settings = await home.request.get('/api/settings/public');
  const before = ((await settings.json()) as { banner: { url: string } | null }).banner?.url ?? null;
  if (before) await expect(bannerImage).toHaveAttribute('src', before);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  await expect(page.getByText('PNG ou JPG até 10MB')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Selecione uma imagem primeiro').first()).toBeVisible();

  await page.getByLabel('Imagem do banner').setInputFiles({
    name: 'banner-campanha.png',
    mimeType: 'image/png',
    buffer: await randomImage(640, 360, 'png'),
  });
  await expect(page.getByRole('img', { name: 'Pré-visualização do novo banner' })).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/settings/banner') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const banner = (await (await saved).json()) as { url: string };
  await expect(page.getByText('Banner atualizado com sucesso!')).toBeVisible();
  expect(banner.url).not.toBe(before);

  // The other user's open home swaps the image by itself.
  await expect(bannerImage).toHaveAttribute('src', banner.url);
  // Read after the swap (asserted above): a reload could only clear the mark, never set it again.
  expect(await home.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect
    .poll(() => bannerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await other.close();
});

test('the information pages are public and an unknown path shows the 404 page', async ({ browser }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Política de Privacidade', level: 1 })).toBeVisible();
  await expect(page.getByText('excluídos em até 30 dias')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ajuda' }).click();
  await expect(page.getByRole('heading', { name: 'Ajuda', level: 1 })).toBeVisible();
  await expect(page.getByText('das 8h às 18h').first()).toBeVisible();

  await page.goto('/caminho/que/nao/existe');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await visitor.close();
});
