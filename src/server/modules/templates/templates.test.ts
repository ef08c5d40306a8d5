import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { requestAs } from '../../../../tests/helpers/api-suite';
import * as fx from '../../../../tests/helpers/fixtures';
import { OFFER_TEMPLATE } from '../../../../tests/helpers/template-fixture';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { COMPLETE_UNIT } from '../../../../tests/helpers/unit-fixture';
import { insertUnit, placeIn } from '../../../../tests/helpers/units-db';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import type { TemplateInput } from '../../../shared/schemas/template';
import { readTextApart } from '../../media';
import { assetEvents, assets, auditLog, jobs } from '../../platform/db/schema/index';
import { createAssetReader } from '../asset-read';
import { createPieceStore, createPiecesBatch, createTemplatesRepository } from '.';

/** Templates and personalized pieces (issue 40), through the API. */
let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;
let incomplete: SignedIn;
let unitId: string;
let lackingId: string;
const ids: Record<string, string> = {};

/**
 * The shared offer template (the web's tests draw it too) on a dark picture: its WhatsApp in white,
 * with the responsible dentist's line added, in two formats more.
 */
const TEMPLATE: TemplateInput = {
  fields: [
    ...OFFER_TEMPLATE.fields.map((field) =>
      field.key === 'zap' ? { ...field, color: '#ffffff' as const } : field,
    ),
    { key: 'rt', kind: 'unit', unitField: 'rtName', box: { x: 0.05, y: 0.76, w: 0.6, h: 0.08 }, maxLines: 2 },
  ],
  presets: [...OFFER_TEMPLATE.presets, { format: 'square' }, { format: 'a4-print' }],
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Marketing' });
  franqueado = await createUser(t.app, admin, 'user', 'Clínica Centro');
  incomplete = await createUser(t.app, admin, 'user', 'Clínica Norte');
  unitId = await insertUnit(t.db, { ...COMPLETE_UNIT, name: 'Sorriso Campinas' });
  lackingId = await insertUnit(t.db, {
    name: 'OdontoRede Norte',
    croRegistration: 'CRO-SP EPAO 999',
    rtName: 'Rui',
  });
  await placeIn(t.db, franqueado, unitId);
  await placeIn(t.db, incomplete, lackingId);
  const cats = await categoryIds(t.db, ['fachada']);
  const upload = async (key: string, name: string, data: Buffer) => {
    const res = await uploadRequest(
      t.app,
      admin.cookie,
      { title: `Outubro Rosa ${key}`, categoryIds: cats },
      [{ name, data }],
    );
    ids[key] = res.json().items[0].asset.id;
  };
  // A plain dark picture: the white type on it reads back cleanly.
  const dark = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#1f2937' } })
    .jpeg()
    .toBuffer();
  await upload('arte', 'arte.jpg', dark);
  await upload('manual', 'manual.pdf', fx.pdf());
});

afterAll(async () => {
  await t.close();
});

const as = (account: SignedIn, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  requestAs(t.app, account, method, url, body as never);
/** The words on a JPEG piece, as the OCR that reads posters (issue 39) reads them, on one line. */
async function readBack(jpeg: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'piece-'));
  const file = path.join(dir, 'piece.jpg');
  await fs.writeFile(file, jpeg);
  const text = await readTextApart(file, {
    type: 'image',
    mime: 'image/jpeg',
    originalName: 'piece.jpg',
  }).finally(() => fs.rm(dir, { recursive: true, force: true }));
  return text.pages
    .map((page) => page.text)
    .join(' ')
    .replace(/\s+/g, ' ');
}

const piece = (account: SignedIn, query: string) =>
  as(account, 'GET', `/api/assets/${ids.arte}/piece?${query}`);

async function downloads(assetId: string) {
  const [row] = await t.db.select({ n: assets.downloadCount }).from(assets).where(eq(assets.id, assetId));
  return row!.n;
}

describe('templates', () => {
  it('an admin makes an image a template; each save is a new version; others read it with their unit', async () => {
    expect((await as(franqueado, 'PUT', `/api/assets/${ids.arte}/template`, TEMPLATE)).statusCode).toBe(403);
    expect((await as(franqueado, 'GET', `/api/assets/${ids.arte}/template`)).json().error.code).toBe(
      'TEMPLATE_NOT_FOUND',
    );
    const first = await as(admin, 'PUT', `/api/assets/${ids.arte}/template`, TEMPLATE);
    expect(first.statusCode).toBe(200);
    expect(first.json().template.version).toBe(1);
    const second = await as(admin, 'PUT', `/api/assets/${ids.arte}/template`, TEMPLATE);
    expect(second.json().template).toMatchObject({
      version: 2,
      fields: TEMPLATE.fields,
      presets: TEMPLATE.presets,
    });

    const view = await as(franqueado, 'GET', `/api/assets/${ids.arte}/template`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      template: { version: 2 },
      unit: { id: unitId, name: 'Sorriso Campinas', data: { whatsapp: COMPLETE_UNIT.whatsapp } },
      missing: [],
    });
    const lacking = await as(incomplete, 'GET', `/api/assets/${ids.arte}/template`);
    expect(lacking.json().missing).toEqual(['whatsapp', 'rtName']);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'asset.template-save'));
    expect(audits).toHaveLength(2);
  });

  it('refuses a template on a PDF, and a field outside the picture', async () => {
    const pdf = await as(admin, 'PUT', `/api/assets/${ids.manual}/template`, TEMPLATE);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().error.code).toBe('TEMPLATE_IMAGES_ONLY');
    const outside = structuredClone(TEMPLATE);
    outside.fields[0]!.box = { x: 0.5, y: 0.5, w: 0.8, h: 0.1 };
    const bad = await as(admin, 'PUT', `/api/assets/${ids.arte}/template`, outside);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('inteira dentro da imagem');
    const unitless = structuredClone(TEMPLATE);
    delete unitless.fields[0]!.unitField;
    expect((await as(admin, 'PUT', `/api/assets/${ids.arte}/template`, unitless)).statusCode).toBe(400);
  });

  it("renders the franqueado's piece with their unit's data, counts it, audits the text and reads it back from storage", async () => {
    const before = await downloads(ids.arte!);
    const res = await piece(
      franqueado,
      `format=instagram-feed&text.oferta=${encodeURIComponent('Clareamento dental')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toContain('attachment');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1350]);
    expect(await downloads(ids.arte!)).toBe(before + 1);
    const [event] = await t.db
      .select({ unitId: assetEvents.unitId, format: assetEvents.format })
      .from(assetEvents)
      .where(and(eq(assetEvents.assetId, ids.arte!), eq(assetEvents.kind, 'download')));
    expect(event).toEqual({ unitId, format: 'instagram-feed' });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'asset.piece'));
    expect(audit!.after).toMatchObject({
      version: 2,
      format: 'instagram-feed',
      texts: { oferta: 'Clareamento dental' },
    });

    // The words on the piece, read back by the OCR that reads posters (issue 39).
    const read = await readBack(res.rawPayload);
    expect(read).toContain('Sorriso Campinas');
    expect(read).toContain('Clareamento dental');
    expect(read).toContain('(19) 99123-4567');
    expect(read).toContain('Ana Paula Souza');

    const again = await piece(
      franqueado,
      `format=instagram-feed&text.oferta=${encodeURIComponent('Clareamento dental')}`,
    );
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
    expect(await downloads(ids.arte!)).toBe(before + 2);
  }, 60_000);

  it("makes the stories format at its size, with the stories preset's own box for the unit's name", async () => {
    const res = await piece(franqueado, 'format=instagram-stories');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
    expect(await readBack(res.rawPayload)).toContain('Sorriso Campinas');
    const layout = await as(
      franqueado,
      'GET',
      `/api/assets/${ids.arte}/piece/layout?format=instagram-stories`,
    );
    const nome = layout.json().items.find((item: { key: string }) => item.key === 'nome');
    for (const [key, value] of Object.entries({ x: 108, y: 384, w: 864, h: 115.2 }))
      expect(nome.box[key], key).toBeCloseTo(value, 6);
  });

  it('makes the print format a PDF with its bleed, and admins make any unit’s piece', async () => {
    const res = await as(admin, 'GET', `/api/assets/${ids.arte}/piece?format=a4-print&unitId=${unitId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await as(admin, 'GET', `/api/assets/${ids.arte}/piece?format=a4-print`)).json().error.code).toBe(
      'UNIT_NOT_ASSIGNED',
    );
  });

  it('refuses forbidden expressions, incomplete units, fixed fields, long texts and formats not offered, counting nothing', async () => {
    const before = await downloads(ids.arte!);
    const forbidden = await piece(
      franqueado,
      `format=square&text.oferta=${encodeURIComponent('Resultado garantido')}`,
    );
    expect(forbidden.statusCode).toBe(422);
    expect(forbidden.json().error).toMatchObject({ code: 'CONTENT_NOT_ALLOWED' });
    expect(forbidden.json().error.message).toContain('“garantido”');
    const lacking = await piece(incomplete, 'format=square');
    expect(lacking.statusCode).toBe(422);
    expect(lacking.json().error.code).toBe('UNIT_DATA_INCOMPLETE');
    expect(lacking.json().error.message).toContain('WhatsApp e responsável técnico');
    expect((await piece(franqueado, 'format=square&text.nome=Outra')).json().error.code).toBe(
      'TEMPLATE_TEXT_NOT_EDITABLE',
    );
    expect(
      (await piece(franqueado, `format=square&text.oferta=${'a'.repeat(21)}`)).json().error,
    ).toMatchObject({
      code: 'TEMPLATE_TEXT_TOO_LONG',
      message: 'O texto de “Oferta do mês” pode ter no máximo 20 caracteres.',
    });
    expect((await piece(franqueado, 'format=whatsapp')).json().error.code).toBe(
      'TEMPLATE_FORMAT_NOT_OFFERED',
    );
    expect((await piece(franqueado, 'format=square&other=1')).statusCode).toBe(400);
    expect(
      (await as(franqueado, 'GET', `/api/assets/${ids.manual}/piece?format=square`)).json().error.code,
    ).toBe('TEMPLATE_NOT_FOUND');
    expect(await downloads(ids.arte!)).toBe(before);
  });

  it("answers the render's layout: each line's characters where the file has them", async () => {
    const res = await piece(franqueado, 'format=instagram-feed&text.oferta=Oi').then(() =>
      as(franqueado, 'GET', `/api/assets/${ids.arte}/piece/layout?format=instagram-feed&text.oferta=Oi`),
    );
    expect(res.statusCode).toBe(200);
    const { size, items } = res.json();
    expect(size).toEqual({ width: 1080, height: 1350 });
    const nome = items.find((i: { key: string }) => i.key === 'nome');
    expect(nome.lines[0].text).toBe('Sorriso Campinas');
    expect(nome.lines[0].xs).toHaveLength('Sorriso Campinas'.length);
    // Centred in its box (0.1 to 0.9 of the width).
    expect(nome.lines[0].xs[0] + nome.lines[0].width / 2).toBeCloseTo(540, 5);
  });
});

describe('pieces for every unit', () => {
  it('renders one piece per complete unit and format, zips them by unit and names the units skipped', async () => {
    for (let i = 1; i <= 18; i++)
      await insertUnit(t.db, { ...COMPLETE_UNIT, name: `Unidade ${String(i).padStart(2, '0')}` });
    await insertUnit(t.db, {
      name: 'Unidade sem WhatsApp',
      croRegistration: 'X',
      rtName: 'Ana',
      rtCro: '1',
      rtUf: 'SP',
    });
    const before = await downloads(ids.arte!);
    const start = await as(admin, 'POST', `/api/assets/${ids.arte}/pieces`, {
      formats: ['square', 'instagram-feed'],
    });
    expect(start.statusCode).toBe(202);
    const jobId = start.json().job.id as string;
    expect(
      (await as(franqueado, 'POST', `/api/assets/${ids.arte}/pieces`, { formats: ['square'] })).statusCode,
    ).toBe(403);
    await t.app.queue.runUntilIdle();

    const job = (await as(admin, 'GET', `/api/jobs/${jobId}`)).json();
    expect(job).toMatchObject({ id: jobId, kind: 'pieces.batch', status: 'done', progress: 1 });
    // 18 new complete units and "Sorriso Campinas"; "OdontoRede Norte" and the one without WhatsApp skipped.
    expect(job.skipped.map((s: { unitName: string }) => s.unitName).sort()).toEqual([
      'OdontoRede Norte',
      'Unidade sem WhatsApp',
    ]);
    expect(job.skipped[0].reason).toContain('falta');
    expect(job.downloads).toEqual([
      { format: 'square', url: `/api/jobs/${jobId}/files/square`, pieces: 19 },
      { format: 'instagram-feed', url: `/api/jobs/${jobId}/files/instagram-feed`, pieces: 19 },
    ]);
    // Every piece counts as a download of the asset, each an event of its own unit.
    expect(await downloads(ids.arte!)).toBe(before + 38);
    const unitEvents = await t.db
      .select({ unitId: assetEvents.unitId })
      .from(assetEvents)
      .where(and(eq(assetEvents.assetId, ids.arte!), eq(assetEvents.unitId, unitId)));
    expect(unitEvents.length).toBeGreaterThanOrEqual(2);
    const zip = await as(admin, 'GET', job.downloads[0].url);
    expect(zip.headers['content-type']).toBe('application/zip');
    const { readZip } = await import('../../../../tests/helpers/unzip');
    const entries = readZip(zip.rawPayload);
    expect(entries.size).toBe(19);
    expect([...entries.keys()]).toContain('Unidade 07.jpg');
    expect((await sharp(entries.get('Unidade 07.jpg')!).metadata()).width).toBe(1080);
    expect((await as(admin, 'GET', `/api/jobs/${jobId}/files/a4-print`)).json().error.code).toBe(
      'PIECES_FILE_NOT_FOUND',
    );
    expect((await as(admin, 'GET', '/api/jobs/999999')).json().error.code).toBe('JOB_NOT_FOUND');
  }, 120_000);

  it("deletes a batch's ZIPs once its job is gone, and an asset's pieces with the asset", async () => {
    const keys = async (prefix: string) => {
      const found: string[] = [];
      for await (const key of t.storage.list(prefix)) found.push(key);
      return found;
    };
    const batches = createPiecesBatch({
      templates: createTemplatesRepository(t.db),
      assets: createAssetReader(t.db),
      storage: t.storage,
      pieces: createPieceStore({ storage: t.storage }),
      queue: t.app.queue,
      forbiddenExpressions: async () => [],
    });
    expect(await keys('pieces/batches/')).toHaveLength(2);
    expect(await batches.pruneZips()).toBe(0);
    await t.db.delete(jobs);
    expect(await batches.pruneZips()).toBe(2);
    expect(await keys('pieces/batches/')).toEqual([]);
    expect((await keys(`pieces/${ids.arte}/`)).length).toBeGreaterThan(0);
  });

  it('deleting the template ends its pieces', async () => {
    expect((await as(admin, 'DELETE', `/api/assets/${ids.arte}/template`)).statusCode).toBe(204);
    expect((await piece(franqueado, 'format=square')).json().error.code).toBe('TEMPLATE_NOT_FOUND');
    expect((await as(admin, 'DELETE', `/api/assets/${ids.arte}/template`)).statusCode).toBe(404);
  });

  it('deleting the asset deletes its stored pieces', async () => {
    expect((await as(admin, 'DELETE', `/api/assets/${ids.arte}`)).statusCode).toBe(204);
    const left: string[] = [];
    for await (const key of t.storage.list(`pieces/${ids.arte}/`)) left.push(key);
    expect(left).toEqual([]);
  });
});
