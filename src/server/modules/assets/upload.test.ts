import { text } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../tests/helpers/fixtures';
import { campaignMeta, uploadRequest, uploadSuite } from '../../../../tests/helpers/uploads';
import { assets, units } from '../../platform/db/schema/index';
import { refreshTaxonomyText } from '../../platform/db/taxonomy-text';

const s = uploadSuite(['clareamento', 'redes-sociais']);
const meta = (extra: Record<string, unknown> = {}) => campaignMeta(s.cats, extra);

describe('upload of each kind of file', () => {
  it('stores a JPEG with its thumbnails, placeholder, hashes, categories, tags, uploader and origin unit', async () => {
    const data = await fx.jpeg(1200, 800);
    const res = await uploadRequest(s.t.app, s.admin.cookie, meta({ description: 'Post para o feed' }), [
      { name: 'clareamento.jpg', data },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ created: 1, failed: 0 });
    const asset = body.items[0].asset;
    expect(asset).toMatchObject({
      title: 'Campanha de Clareamento',
      description: 'Post para o feed',
      type: 'image',
      mime: 'image/jpeg',
      size: data.length,
      width: 1200,
      height: 800,
      originalName: 'clareamento.jpg',
      uploader: { id: s.admin.user.id, name: 'Equipe Marketing' },
      unit: { name: 'Franqueadora' },
    });
    expect(asset.categories.map((c: { slug: string }) => c.slug).sort()).toEqual([
      'clareamento',
      'redes-sociais',
    ]);
    expect(asset.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(['Sorriso', 'Verão 2026']);
    expect(asset.placeholder).toMatch(/^[A-Za-z0-9+/=]{10,}$/);

    const [row] = await s.t.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row!.storageKey).toMatch(/^image\/[0-9a-f-]{36}\.jpg$/);
    expect(row!.sha256).toBe((await import('node:crypto')).createHash('sha256').update(data).digest('hex'));
    expect(row!.phash).not.toBeNull();
    expect(row!.taxonomyText).toContain('Procedimentos Odontológicos');
    expect(row!.taxonomyText).toContain('Verão 2026');
    // Written with the row at insert: the same as recomputed from the link tables afterwards.
    const inserted = { c: row!.categoryIds, t: row!.tagIds, text: row!.taxonomyText };
    expect(inserted.c).toHaveLength(2);
    expect(inserted.t).toHaveLength(2);
    await refreshTaxonomyText(s.t.db, sql`a.id = ${asset.id}`);
    const [refreshed] = await s.t.db.select().from(assets).where(eq(assets.id, asset.id));
    expect({ c: refreshed!.categoryIds, t: refreshed!.tagIds, text: refreshed!.taxonomyText }).toEqual(
      inserted,
    );

    const stored = await s.t.storage.stat(row!.storageKey!);
    expect(stored?.size).toBe(data.length);
    const grid = await s.t.app.inject({
      method: 'GET',
      url: asset.thumbnailUrl,
      headers: { cookie: s.admin.cookie },
    });
    expect(grid.headers['content-type']).toBe('image/webp');
    expect(await sharp(grid.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 267,
    });
    const preview = await s.t.app.inject({
      method: 'GET',
      url: asset.previewUrl,
      headers: { cookie: s.admin.cookie },
    });
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 1200, height: 800 });
  });

  it('applies the EXIF rotation of a PNG to its size and thumbnails', async () => {
    const res = await uploadRequest(s.t.app, s.admin.cookie, meta({ title: 'Foto girada' }), [
      { name: 'girada.png', data: await fx.pngWithExifRotation(600, 300) },
    ]);
    const asset = res.json().items[0].asset;
    expect(asset).toMatchObject({ type: 'image', width: 300, height: 600 });
    const grid = await s.t.app.inject({
      method: 'GET',
      url: asset.thumbnailUrl,
      headers: { cookie: s.admin.cookie },
    });
    const metaData = await sharp(grid.rawPayload).metadata();
    expect(metaData.height).toBeGreaterThan(metaData.width!);
  });

  it('renders the first page of a PDF as its thumbnail', async () => {
    const res = await uploadRequest(s.t.app, s.admin.cookie, meta({ title: 'Manual da marca' }), [
      { name: 'manual.pdf', data: fx.pdf() },
    ]);
    const asset = res.json().items[0].asset;
    expect(asset).toMatchObject({ type: 'pdf', mime: 'application/pdf', width: null });
    const grid = await s.t.app.inject({
      method: 'GET',
      url: asset.thumbnailUrl,
      headers: { cookie: s.admin.cookie },
    });
    const stats = await sharp(grid.rawPayload).stats();
    expect(stats.isOpaque).toBe(true);
    // A rendered page is mostly white paper with dark text on it.
    expect(stats.channels[0]!.min).toBeLessThan(100);
    expect(stats.channels[0]!.max).toBeGreaterThan(240);
  });

  it('uses the composite image of a PSD', async () => {
    const res = await uploadRequest(s.t.app, s.admin.cookie, meta({ title: 'Arte editável' }), [
      { name: 'arte.psd', data: fx.psd(120, 80) },
    ]);
    const asset = res.json().items[0].asset;
    expect(asset).toMatchObject({ type: 'psd', width: 120, height: 80 });
    const grid = await s.t.app.inject({
      method: 'GET',
      url: asset.thumbnailUrl,
      headers: { cookie: s.admin.cookie },
    });
    expect(await sharp(grid.rawPayload).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it('keeps a text document without a thumbnail (the web shows a type icon)', async () => {
    const res = await uploadRequest(s.t.app, s.admin.cookie, meta({ title: 'Política de uso' }), [
      { name: 'politica.txt', data: fx.textDocument() },
    ]);
    const asset = res.json().items[0].asset;
    expect(asset).toMatchObject({
      type: 'document',
      mime: 'text/plain',
      thumbnailUrl: null,
      previewUrl: null,
    });
    const [row] = await s.t.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row!.storageKey).toMatch(/^document\/[0-9a-f-]{36}\.txt$/);
    expect(await text(await s.t.storage.read(row!.storageKey!))).toContain('Política de uso de imagem');
  });
});

describe('several files in one upload', () => {
  it('titles each file: its own title, else the base title with its position', async () => {
    const files = await Promise.all(['#1d4ed8', '#9333ea', '#ea580c'].map((c) => fx.jpeg(300, 200, c)));
    const res = await uploadRequest(
      s.t.app,
      s.admin.cookie,
      meta({
        title: 'Fachada',
        items: [{ title: 'Fachada noturna', description: 'À noite' }, {}, { title: '' }],
      }),
      files.map((data, i) => ({ name: `f${i}.jpg`, data })),
    );
    expect(res.statusCode).toBe(201);
    const items = res.json().items;
    expect(items.map((i: { asset: { title: string } }) => i.asset.title)).toEqual([
      'Fachada noturna',
      'Fachada (2)',
      'Fachada (3)',
    ]);
    expect(items[0].asset.description).toBe('À noite');
  });

  it('commits the good files and reports the refused one per item', async () => {
    const res = await uploadRequest(s.t.app, s.admin.cookie, meta({ title: 'Misto' }), [
      { name: 'boa.jpg', data: await fx.jpeg(200, 200, '#0f172a') },
      { name: 'video.mp4', data: fx.mp4Header() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      created: 1,
      failed: 1,
      items: [
        { status: 'created' },
        { status: 'failed', fileName: 'video.mp4', error: { code: 'FILE_TYPE_NOT_ALLOWED' } },
      ],
    });
  });

  it('stores the same bytes only once when they come twice in one upload', async () => {
    const data = await fx.jpeg(220, 220, '#7c3aed');
    const res = await uploadRequest(s.t.app, s.admin.cookie, meta({ title: 'Repetida' }), [
      { name: 'original.jpg', data },
      { name: 'copia.jpg', data },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      created: 1,
      items: [
        { status: 'created' },
        { status: 'duplicate', fileName: 'copia.jpg', error: { code: 'DUPLICATE_FILE' } },
      ],
    });
    expect(res.json().items[1].error.message).toContain('já existe');
  });

  it('sets the origin unit to the franchisor', async () => {
    const [franchisor] = await s.t.db.select().from(units).where(eq(units.isFranchisor, true));
    const rows = await s.t.db.select({ unitId: assets.unitId }).from(assets);
    expect(rows.every((r) => r.unitId === franchisor!.id)).toBe(true);
  });
});
