import fs from 'node:fs';
import { expect, type Locator, type Page, request as playwrightRequest, test } from '@playwright/test';
import sharp from 'sharp';
import { PieceLayoutSchema } from '../../src/shared/schemas/template';
import { COMPLETE_UNIT } from '../helpers/unit-fixture';
import { signInAsAdmin, uniqueEmail } from './support/accounts';
import { appReady } from './support/app';
import { randomJpeg, uploadAsset } from './support/assets';
import { expectNoSeriousViolations } from './support/axe';
import { runKey } from './support/run';
import { sameOrigin } from './support/same-origin';
import { chooseOption } from './support/select';

/**
 * Personalized pieces (issue 40): an admin turns a picture into a template in the editor (fields
 * added, one box moved and resized with the keyboard), a franqueado sees it filled with the unit's
 * data, types a text and downloads the feed JPEG and the print PDF; a forbidden expression is
 * refused with the server's words; the preview's characters stand where the file's are; axe at a
 * phone's and a desktop's width on the panel and in the editor.
 */
test.describe.configure({ mode: 'serial' });

let assetId = '';
let unitId = '';
let unitName = '';
let title = '';
const franchisee = { name: 'Carla Menezes', email: '', password: 'sorriso-carla-2025' };

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test.beforeAll(async ({ baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signInAsAdmin(admin);
  const run = runKey();
  unitName = `OdontoRede Modelos ${run}`;
  const unit = await admin.post('/api/units', {
    headers: sameOrigin,
    data: { ...COMPLETE_UNIT, name: unitName },
  });
  expect(unit.status(), await unit.text()).toBe(201);
  unitId = (await unit.json()).id as string;
  franchisee.email = uniqueEmail('carla');
  const user = await admin.post('/api/users', {
    headers: sameOrigin,
    data: { ...franchisee, role: 'franqueado', unitId },
  });
  expect(user.status(), await user.text()).toBe(201);
  title = `Campanha de implantes ${run}`;
  assetId = await uploadAsset(admin, title, {
    name: `implantes-${run}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await randomJpeg(1600, 1200),
  });
  await admin.dispose();
});

async function openAsset(page: Page): Promise<Locator> {
  await page.goto(`/asset/${assetId}`);
  await appReady(page);
  const panel = page.getByTestId('template-panel');
  await expect(panel.getByRole('heading', { name: 'Peça personalizada' })).toBeVisible();
  return panel;
}

async function signInAsFranchisee(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    headers: sameOrigin,
    data: { email: franchisee.email, password: franchisee.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** The preview's lines, by field: each line's characters' x and its baseline, as the SVG holds them. */
function drawnLines(page: Page, scope: Locator = page.locator('body')) {
  return scope.getByTestId('piece-preview').evaluate((svg) =>
    Array.from(svg.querySelectorAll('g[data-field-key]')).map((group) => ({
      key: group.getAttribute('data-field-key') ?? '',
      lines: Array.from(group.querySelectorAll('text[data-line]')).map((text) => ({
        text: text.textContent ?? '',
        xs: (text.getAttribute('x') ?? '').split(' ').map(Number),
        baseline: Number(text.getAttribute('y')),
      })),
    })),
  );
}

test('an admin makes the picture a template, moving and resizing a box with the keyboard', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page.request);
  const panel = await openAsset(page);
  await panel.getByRole('button', { name: 'Criar modelo' }).click();
  const editor = page.getByRole('dialog', { name: 'Criar modelo' });
  await expect(editor.getByText('Nenhum campo ainda.', { exact: false })).toBeVisible();

  const addField = async (kind: string) => {
    await editor.getByRole('button', { name: 'Adicionar campo' }).click();
    await page.getByRole('menuitem', { name: kind }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  };
  await addField('Dado da unidade');
  await expect(editor.getByRole('button', { name: 'Caixa do campo Nome da unidade' })).toBeVisible();
  await addField('Dado da unidade');
  await editor.getByRole('combobox', { name: 'Dado da unidade' }).click();
  await chooseOption(page, 'WhatsApp');
  await addField('Texto livre');
  await editor.getByRole('textbox', { name: 'Nome do campo' }).fill('Chamada');
  await editor.getByRole('textbox', { name: 'Texto padrão' }).fill('Agende sua avaliação');

  // The WhatsApp box down to the foot of the piece and narrower, from the keyboard alone.
  const box = editor.getByRole('button', { name: 'Caixa do campo WhatsApp' });
  await box.focus();
  const readout = editor.getByTestId('box-readout');
  await expect(readout).toHaveText('WhatsApp: posição 8 % e 15 %, tamanho 84 % × 7 %');
  for (let i = 0; i < 14; i++) await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Alt+Shift+ArrowLeft');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(readout).toHaveText('WhatsApp: posição 9 % e 85 %, tamanho 64 % × 8 %');
  await expect(box).toBeFocused();
  await expectNoSeriousViolations(page, { message: 'editor at 1440px' });

  await editor.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByText('Modelo salvo.')).toBeVisible();
  // With no unit chosen the admin sees the sample clinic; as the unit, its own data.
  const preview = panel.getByTestId('piece-preview');
  await expect(preview.locator('[data-field-key="unidade-1"] text')).toHaveText('Clínica Exemplo');
  await panel.getByRole('combobox', { name: 'Pré-visualizar como' }).click();
  await page.getByRole('combobox', { name: 'Buscar por nome, cidade ou UF' }).fill(unitName);
  await chooseOption(page, new RegExp(unitName));
  await expect(preview.locator('[data-field-key="unidade-1"] text')).toHaveText(unitName);
  await expect(preview.locator('[data-field-key="unidade-2"] text')).toHaveText(COMPLETE_UNIT.whatsapp);
  await expect(panel.getByRole('button', { name: 'Editar modelo' })).toBeVisible();
  await expectNoSeriousViolations(page, { message: 'admin panel at 1440px' });
});

test('a franqueado sees the unit in the piece, types a text and downloads the feed and the print', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAsFranchisee(page);
  const panel = await openAsset(page);
  const preview = panel.getByTestId('piece-preview');
  await expect(preview.locator('[data-field-key="unidade-1"] text')).toHaveText(unitName);
  await expect(preview.locator('[data-field-key="texto-1"] text').first()).toHaveText(/Agende sua/);
  const text = panel.getByRole('textbox', { name: 'Chamada' });
  await text.fill('Implantes em 12x');
  await expect(panel.getByText('16/60')).toBeVisible();
  await expect(preview.locator('[data-field-key="texto-1"] text')).toHaveText('Implantes em 12x');

  // The preview is the file: the render's own layout puts every character where the SVG does.
  const layout = await page.request.get(
    `/api/assets/${assetId}/piece/layout?format=instagram-feed&text.texto-1=${encodeURIComponent('Implantes em 12x')}`,
  );
  expect(layout.status(), await layout.text()).toBe(200);
  const served = PieceLayoutSchema.parse(await layout.json());
  expect(served.size).toEqual({ width: 1080, height: 1350 });
  const drawn = await drawnLines(page, panel);
  const servedText = served.items.flatMap((item) => (item.kind === 'text' ? [item] : []));
  expect(servedText.length).toBeGreaterThan(0);
  for (const item of servedText) {
    const lines = drawn.find((d) => d.key === item.key)?.lines ?? [];
    expect(
      lines.map((l) => l.text),
      item.key,
    ).toEqual(item.lines.map((l) => l.text));
    for (const [i, line] of item.lines.entries()) {
      const mine = lines[i]!;
      expect(mine.xs, `${item.key} line ${i}`).toHaveLength(line.xs.length);
      const worst = Math.max(
        Math.abs(mine.baseline - line.baseline),
        ...line.xs.map((x, c) => Math.abs(mine.xs[c]! - x)),
      );
      expect(worst, `${item.key} line ${i}: the farthest character or baseline, in px`).toBeLessThanOrEqual(
        0.5,
      );
    }
  }

  const download = async () => {
    const event = page.waitForEvent('download');
    await panel.getByRole('button', { name: /^Baixar/ }).click();
    return fs.readFileSync(await (await event).path());
  };
  const jpeg = await sharp(await download()).metadata();
  expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', 1080, 1350]);
  await panel.getByRole('combobox', { name: 'Formato' }).click();
  await chooseOption(page, 'A4 para impressão (PDF)');
  await expect(preview).toHaveAttribute('aria-label', /A4 para impressão/);
  expect((await download()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A forbidden expression: the server's message beside the button.
  await text.fill('Sorriso garantido');
  await panel.getByRole('button', { name: /^Baixar/ }).click();
  await expect(panel.getByRole('alert')).toContainText(/costumam proibir: “garantido”/);
  await expectNoSeriousViolations(page, { message: 'franchisee panel at 1440px' });
});

test('at a phone’s width the piece stacks under the picture, and the panel and editor pass axe', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsFranchisee(page);
  const panel = await openAsset(page);
  const picture = page.getByRole('img', { name: title, exact: true }).first();
  const pictureBox = (await picture.boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height - 1);
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page, { message: 'franchisee panel at 390px' });

  await page.context().clearCookies();
  await signInAsAdmin(page.request);
  const adminPanel = await openAsset(page);
  await adminPanel.getByRole('button', { name: 'Editar modelo' }).click();
  const editor = page.getByRole('dialog', { name: 'Editar modelo' });
  await expect(editor.getByRole('button', { name: 'Caixa do campo Chamada' })).toBeVisible();
  await expectNoSeriousViolations(page, { message: 'editor at 390px' });
});
