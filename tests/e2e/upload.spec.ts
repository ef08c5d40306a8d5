import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { randomJpeg } from './support/assets';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';
import { chooseOption } from './support/select';

/**
 * Content management end to end (issue 4): upload with individual titles, validations, the
 * 'Categorias e Tags' tab feeding the picker, edit and delete. The specs share one server and
 * database and run alphabetically, so the admin registered by accounts.spec.ts exists already; when
 * this file runs alone, it registers that same first account (which becomes admin).
 */
// The last test edits and deletes the assets the second one uploaded.
test.describe.configure({ mode: 'serial' });

/** Removes the subcategory called `name`, if there is one (through the admin API). */
async function deleteCategoryNamed(request: APIRequestContext, name: string) {
  const tree = (await (await request.get('/api/categories')).json()) as {
    items: Array<{ children: Array<{ id: string; name: string }> }>;
  };
  for (const child of tree.items.flatMap((group) => group.children)) {
    if (child.name !== name) continue;
    expect((await request.delete(`/api/categories/${child.id}`, { headers: sameOrigin })).status()).toBe(204);
  }
}

/** A small JPEG of its own, so never a duplicate. */
async function namedJpeg(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: await randomJpeg(96, 72) };
}

interface Created {
  id: string;
  title: string;
  thumbnailUrl: string | null;
}

const uploaded: Created[] = [];
// This run's titles (set in beforeAll, see support/run.ts).
let run = '';

test.beforeAll(() => {
  run = runKey();
  uploaded.length = 0;
});

test('validations and the client-side refusals use the texts of the spec', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Gerenciar Conteúdo' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upload de Arquivos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Unidade de origem')).toHaveValue('Franqueadora');

  await page.getByRole('button', { name: 'Enviar arquivos' }).click();
  await expect(page.getByText('O título deve ter pelo menos 3 caracteres.')).toBeVisible();
  await expect(page.getByText('Selecione pelo menos uma categoria.')).toBeVisible();
  await expect(page.getByText('Selecione arquivos para upload ou insira um link válido.')).toBeVisible();

  // A video is refused (even among images) and the other files are kept.
  await page
    .getByLabel('Selecionar arquivos')
    .setInputFiles([
      { name: 'bastidores.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not really a video') },
      await namedJpeg('Fachada Unidade Centro.jpg'),
    ]);
  await expect(
    page.getByText('Vídeos não são permitidos no upload. Apenas imagens, PDFs e outros documentos.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover Fachada Unidade Centro.jpg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover bastidores.mp4' })).toHaveCount(0);
  // SPEC 5: the empty title is filled from the first file name without extension.
  await expect(page.getByLabel('Título *')).toHaveValue('Fachada Unidade Centro');
  await expect(page.getByText('Selecione arquivos para upload ou insira um link válido.')).toHaveCount(0);

  await page.getByText('Link externo', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Link externo' })).toBeChecked();
  await page.getByLabel('Link externo *').fill('ftp://exemplo.com/video');
  await page.getByRole('button', { name: 'Adicionar link' }).click();
  await expect(page.getByText('Insira um link válido')).toBeVisible();
  await page.getByLabel('Link externo *').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(page.getByText('YouTube', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Limpar formulário' }).click();
  await expect(page.getByLabel('Título *')).toHaveValue('');
});

test('an admin uploads three images with individual titles and they get thumbnails', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto('/upload');
  const files = await Promise.all(
    ['Recepção nova.jpg', 'Sala de espera.jpg', 'Equipe reunida.jpg'].map((name) => namedJpeg(name)),
  );
  await page.getByLabel('Selecionar arquivos').setInputFiles(files);
  await expect(page.getByText('Arquivos selecionados (3 de 30)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Descrições Individuais' })).toBeVisible();
  await expect(page.getByText('Defina títulos e descrições específicas para cada arquivo')).toBeVisible();

  await page.getByLabel('Título *').fill(`Unidade Centro ${run}`);
  await page.getByRole('button', { name: 'Auto-preencher títulos' }).click();
  const itemTitle = (name: string) => page.getByRole('textbox', { name: `Título — ${name}` });
  await expect(itemTitle('Sala de espera.jpg')).toHaveValue(`Unidade Centro ${run} (2)`);
  await itemTitle('Recepção nova.jpg').fill(`Recepção da Unidade Centro ${run}`);
  await itemTitle('Equipe reunida.jpg').fill(`Equipe da Unidade Centro ${run}`);
  await page.getByRole('textbox', { name: 'Descrição — Equipe reunida.jpg' }).fill('Equipe completa em 2025');

  await page.getByRole('checkbox', { name: 'Estrutura das Clínicas' }).click();
  await expect(page.getByText('5 categorias selecionadas')).toBeVisible();
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('Inauguração');
  await tags.press('Enter');
  await tags.fill('inauguração');
  await tags.press('Enter');
  await expect(page.getByRole('button', { name: /^Remover a tag/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Adicionar tag' })).toBeDisabled();

  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/assets') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enviar arquivos' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const result = (await response.json()) as { created: number; items: Array<{ asset?: Created }> };
  expect(result.created).toBe(3);
  await expect(page.getByText('3 arquivo(s) enviado(s) com sucesso!')).toBeVisible();

  // Success resets the form.
  await expect(page.getByLabel('Título *')).toHaveValue('');
  await expect(page.getByText(/Arquivos selecionados/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remover a tag/ })).toHaveCount(0);

  const assets = result.items.map((item) => item.asset!);
  expect(assets.map((a) => a.title)).toEqual([
    `Recepção da Unidade Centro ${run}`,
    `Unidade Centro ${run} (2)`,
    `Equipe da Unidade Centro ${run}`,
  ]);
  for (const asset of assets) {
    expect(asset.thumbnailUrl).toBeTruthy();
    const thumb = await page.request.get(asset.thumbnailUrl!);
    expect(thumb.status()).toBe(200);
    expect(thumb.headers()['content-type']).toBe('image/webp');
  }
  // And they are in the gallery, newest first, each card painting its thumbnail.
  await page.goto('/gallery?sort=newest');
  for (const asset of assets) {
    const card = page.getByTestId('asset-card').filter({ hasText: asset.title }).first();
    await expect(card).toBeVisible();
    const image = card.locator(`img[src="${asset.thumbnailUrl}"]`);
    await expect(image).toHaveCount(1);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }

  const stored = await (await page.request.get(`/api/assets/${assets[2]!.id}`)).json();
  expect(stored.description).toBe('Equipe completa em 2025');
  expect(stored.tags.map((t: { name: string }) => t.name)).toEqual(['Inauguração']);
  uploaded.push(...assets);
});

test('a category created in Categorias e Tags appears in the upload picker', async ({ page }) => {
  await signInAsAdmin(page.request);
  await deleteCategoryNamed(page.request, 'Campanha Sorriso de Verão');
  await page.goto('/upload');
  await page.getByRole('tab', { name: 'Categorias e Tags' }).click();
  await expect(page).toHaveURL(/tab=categorias-e-tags/);

  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expect(dialog.getByText('Nome é obrigatório.')).toBeVisible();
  await dialog.getByLabel('Nome *').fill('Campanha Sorriso de Verão');
  await dialog.getByLabel('Descrição').fill('Peças da campanha de verão da rede');
  await dialog.getByRole('combobox', { name: 'Grupo' }).click();
  await chooseOption(page, 'Estrutura das Clínicas');
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByText('Categoria criada com sucesso!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Campanha Sorriso de Verão/ })).toContainText('0 arquivos');

  // The same name again is refused with the server's message.
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  await dialog.getByLabel('Nome *').fill('Campanha Sorriso de Verão');
  await dialog.getByRole('button', { name: 'Criar' }).click();
  await expect(dialog.getByText('Já existe uma categoria com este nome.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Upload de Arquivos' }).click();
  await page.getByRole('searchbox', { name: 'Filtrar categorias' }).fill('verao');
  await expect(page.getByRole('checkbox', { name: 'Campanha Sorriso de Verão' })).toBeVisible();
  // Leave the tree as it was: other tests count the subcategories of Estrutura das Clínicas.
  await deleteCategoryNamed(page.request, 'Campanha Sorriso de Verão');
});

test('an admin edits an uploaded asset at /edit/:id, then deletes another', async ({ page }) => {
  expect(uploaded).toHaveLength(3);
  const [first, , third] = uploaded as [Created, Created, Created];
  await signInAsAdmin(page.request);

  await page.goto('/edit/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Arquivo não encontrado para edição')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para a galeria' })).toBeVisible();

  await page.goto(`/edit/${first.id}`);
  const title = page.getByLabel('Título *');
  await expect(title).toHaveValue(first.title);
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveText('Imagem');
  await title.fill('');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Título é obrigatório')).toBeVisible();
  await title.fill(`Recepção renovada da Unidade Centro ${run}`);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Arquivo atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/asset/${first.id}$`));
  const edited = await (await page.request.get(`/api/assets/${first.id}`)).json();
  expect(edited.title).toBe(`Recepção renovada da Unidade Centro ${run}`);

  await page.goto(`/edit/${third.id}`);
  await page.getByRole('button', { name: 'Excluir arquivo' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(third.title);
  await confirm.getByRole('button', { name: 'Excluir arquivo' }).click();
  await expect(page.getByText('Arquivo excluído com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/gallery$/);
  expect((await page.request.get(`/api/assets/${third.id}`)).status()).toBe(404);
});
