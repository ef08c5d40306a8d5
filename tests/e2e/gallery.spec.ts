import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { readZip } from '../helpers/unzip';
import { signInAsAdmin } from './support/accounts';
import { appReady } from './support/app';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';

/**
 * Finding and getting assets (issue 5): global search, sidebar filters in the URL, bulk ZIP, the
 * asset page and the similar-image search. The specs share one server and database, so this one signs in as the
 * admin (support/accounts.ts) and makes its own assets, marked with a tag unique to the run so other specs' assets never change the counts.
 */
// A run's own tag, titles and pictures: set per run in beforeAll (see support/run.ts).
let RUN = '';
let TAG_SLUG = '';
const titles = { protese: '', fachada: '', recepcao: '' };
const ids: Record<keyof typeof titles, string> = { protese: '', fachada: '', recepcao: '' };
const images: Partial<Record<keyof typeof titles, Buffer>> = {};

/**
 * A 9 x 8 grid of blocks whose neighbours always differ clearly in brightness: the perceptual hash
 * (a difference hash over 9 x 8 pixels) of such a picture survives re-encoding, so the same bytes
 * searched again rank first with certainty. `seed` makes each picture's pattern its own.
 */
async function picture(width: number, height: number, seed: number, label: string): Promise<Buffer> {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const blocks: string[] = [];
  const bw = width / 9;
  const bh = height / 8;
  for (let row = 0; row < 8; row++) {
    let level = 60 + Math.floor(random() * 120);
    for (let col = 0; col < 9; col++) {
      const step = 45 + Math.floor(random() * 40);
      level =
        level + step > 230
          ? level - step
          : level - step < 25
            ? level + step
            : random() < 0.5
              ? level - step
              : level + step;
      blocks.push(
        `<rect x="${col * bw}" y="${row * bh}" width="${bw + 1}" height="${bh + 1}" fill="rgb(${level},${Math.min(255, level + 20)},${level})"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${blocks.join('')}
    <text x="20" y="${height - 20}" font-size="28" fill="white">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function upload(
  request: APIRequestContext,
  title: string,
  categoryIds: string[],
  image: Buffer,
): Promise<string> {
  const res = await request.post('/api/assets', {
    headers: sameOrigin,
    multipart: {
      // The API reads `meta` first, then the file parts (DESIGN 8).
      meta: JSON.stringify({
        title,
        description: `Material de teste ${RUN}`,
        categoryIds,
        // Two tags of the run: its three assets relate by 2 + 2 (+1 same type), above any other run's
        // or spec's picture of the same category (3 + 1), so the related list holds them on a shared server.
        tags: [`E2E Galeria ${RUN}`, `E2E Galeria par ${RUN}`],
      }),
      files: { name: `${title}.jpg`, mimeType: 'image/jpeg', buffer: image },
    },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  expect(body.items[0].status).toBe('created');
  return body.items[0].asset.id as string;
}

test.beforeAll(async ({ browser }) => {
  RUN = runKey();
  TAG_SLUG = `e2e-galeria-${RUN}`;
  titles.protese = `Prótese total: caso clínico ${RUN}`;
  titles.fachada = `Fachada da unidade Centro ${RUN}`;
  titles.recepcao = `Recepção da unidade Centro ${RUN}`;
  const context = await browser.newContext();
  await signInAsAdmin(context.request);
  const tree = await (await context.request.get('/api/categories')).json();
  const slugs = new Map<string, string>();
  for (const group of tree.items) {
    for (const child of group.children) slugs.set(child.slug, child.id);
  }
  // Patterns of this run only: an earlier run's picture of the same pattern would be as similar
  // (a multiple of 97 apart, so no two runs' offsets meet).
  const seed = Number.parseInt(RUN.slice(-5), 36) * 97;
  images.protese = await picture(1200, 800, seed + 11, `protese ${RUN}`);
  images.fachada = await picture(900, 1200, seed + 23, `fachada ${RUN}`);
  images.recepcao = await picture(1600, 700, seed + 37, `recepcao ${RUN}`);
  ids.protese = await upload(context.request, titles.protese, [slugs.get('protese')!], images.protese);
  ids.fachada = await upload(context.request, titles.fachada, [slugs.get('fachada')!], images.fachada);
  ids.recepcao = await upload(context.request, titles.recepcao, [slugs.get('recepcao')!], images.recepcao);
  await context.close();
});

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page.request);
});

const card = (page: Page, title: string) => page.getByRole('button', { name: `Pré-visualizar ${title}` });
const count = (page: Page) => page.getByTestId('results-count');

test("'protese' typed in the global search finds the asset titled 'Prótese ...'", async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Pesquisar no banco de imagens' });
  await expect(search).toHaveAttribute('placeholder', 'Pesquisar imagens, vídeos, documentos...');
  await search.fill('protese');

  await expect(page).toHaveURL(/\/gallery\?q=protese$/);
  await expect(page.getByRole('heading', { name: 'Recursos Visuais para Franqueados' })).toBeVisible();
  await expect(card(page, titles.protese)).toBeVisible();
  await expect(card(page, titles.fachada)).toHaveCount(0);

  // The preview counts a view and offers the download.
  await card(page, titles.protese).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: titles.protese })).toBeVisible();
  await expect(dialog.getByText('1 visualização')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Baixar Arquivo' })).toBeVisible();
});

test('choosing a category in the sidebar updates the URL and the results', async ({ page }) => {
  await page.goto(`/gallery?tags=${TAG_SLUG}`);
  await expect(count(page)).toHaveText('3 resultados');

  const sidebar = page.getByRole('complementary', { name: 'Filtros' });
  const tree = sidebar.getByRole('tree', { name: 'Categorias' });
  await tree
    .getByRole('treeitem', { name: /^Estrutura das Clínicas/ })
    .locator('[data-slot="tree-toggle"]')
    .click();
  await tree.getByRole('treeitem', { name: /^Fachada/ }).click();

  await expect(page).toHaveURL(new RegExp(`categories=fachada&tags=${TAG_SLUG}`));
  await expect(count(page)).toHaveText('1 resultado');
  await expect(card(page, titles.fachada)).toBeVisible();
  await expect(card(page, titles.recepcao)).toHaveCount(0);

  // The URL drives the filters both ways: Back/links restore them, 'Limpar' keeps only the search.
  await page.goto(`/gallery?categories=recepcao&tags=${TAG_SLUG}`);
  await expect(
    page.getByRole('complementary', { name: 'Filtros' }).getByRole('treeitem', { name: /^Recepção/ }),
  ).toBeChecked();
  await expect(count(page)).toHaveText('1 resultado');
  await expect(card(page, titles.recepcao)).toBeVisible();
});

test('selecting two and downloading them gives one ZIP', async ({ page }) => {
  await page.goto(`/gallery?tags=${TAG_SLUG}`);
  await expect(count(page)).toHaveText('3 resultados');
  await page.getByRole('button', { name: 'Selecionar Múltiplos' }).click();
  await page.getByRole('button', { name: `Selecionar ${titles.fachada}` }).click();
  await page.getByRole('button', { name: `Selecionar ${titles.recepcao}` }).click();
  await expect(page.getByText('2 arquivos selecionados')).toBeVisible();

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar (2)' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const file = await download.path();
  expect(fs.statSync(file).size).toBeGreaterThan(0);
  const entries = readZip(fs.readFileSync(file));
  expect([...entries.keys()].sort()).toEqual([`${titles.fachada}.jpg`, `${titles.recepcao}.jpg`].sort());

  // SPEC: then the selection is cleared and selection mode ends.
  await expect(page.getByRole('button', { name: /^Baixar \(/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Pré-visualizar ${titles.fachada}` })).toBeVisible();
});

test('the asset page shows the file, its details and related assets', async ({ page }) => {
  await page.goto(`/asset/${ids.fachada}`);
  await expect(page.getByRole('heading', { level: 1, name: titles.fachada })).toBeVisible();
  await expect(page.getByRole('img', { name: titles.fachada })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar', exact: true })).toHaveAttribute(
    'href',
    `/edit/${ids.fachada}`,
  );
  await expect(page.getByRole('link', { name: 'Fachada', exact: true })).toHaveAttribute(
    'href',
    '/gallery?categories=fachada',
  );

  const related = page.getByTestId('related-assets');
  await expect(related.getByRole('link', { name: new RegExp(titles.recepcao) })).toBeVisible();
  await expect(related.getByRole('link', { name: new RegExp(titles.protese) })).toBeVisible();
  await related.getByRole('link', { name: new RegExp(titles.recepcao) }).click();
  await expect(page).toHaveURL(new RegExp(`/asset/${ids.recepcao}$`));
  await expect(page.getByRole('heading', { level: 1, name: titles.recepcao })).toBeVisible();

  await page.goto('/asset/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Arquivo não encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a galeria' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
});

test('the similar-image search shows the closest images first', async ({ page }) => {
  await page.goto('/gallery');
  await appReady(page);
  await page.getByRole('button', { name: 'Buscar por imagem semelhante' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Buscar imagens similares' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'consulta.jpg',
    mimeType: 'image/jpeg',
    buffer: images.recepcao!,
  });
  await expect(dialog.getByRole('img', { name: 'Imagem escolhida: consulta.jpg' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Buscar Similares' }).click();

  await expect(page).toHaveURL(/\/gallery\?similar=/);
  await expect(page.getByRole('heading', { name: 'Resultados por similaridade' })).toBeVisible();
  const first = page.getByTestId('asset-card').first();
  await expect(first.getByRole('button', { name: `Pré-visualizar ${titles.recepcao}` })).toBeVisible();
  // The library keeps a re-encoded preview, so "identical" is a near-zero distance, not always 0.
  await expect(first.getByText(/^(9\d|100)% semelhante$/)).toBeVisible();

  await page.getByRole('link', { name: 'Sair da busca por similaridade' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
});
