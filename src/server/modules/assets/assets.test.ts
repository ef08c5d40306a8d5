import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import type { TestApp } from '../../../../tests/helpers/test-app';
import { replaceFile, uploadRequest, uploadTestApp } from '../../../../tests/helpers/uploads';
import { albumAssets, albums, assets, settings } from '../../platform/db/schema/index';

let t: TestApp;
let admin: SignedIn;
let cats: string[];

beforeAll(async () => {
  ({ t, admin, cats } = await uploadTestApp(['fachada', 'equipe', 'implantes']));
});

afterAll(async () => {
  await t.close();
});

async function uploadOne(title: string, data?: Buffer, name = 'foto.jpg') {
  const res = await uploadRequest(t.app, admin.cookie, { title, categoryIds: [cats[0]], tags: ['Fachada'] }, [
    {
      name,
      data:
        data ??
        (await fx.jpeg(
          640,
          400,
          `#${Math.floor(Math.random() * 0xffffff)
            .toString(16)
            .padStart(6, '0')}`,
        )),
    },
  ]);
  expect(res.statusCode).toBe(201);
  return res.json().items[0].asset;
}

const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

describe('editing an asset', () => {
  it('saves title, description, categories, tags and type for real', async () => {
    const asset = await uploadOne('Fachada unidade Centro');
    const res = await asAdmin('PATCH', `/api/assets/${asset.id}`, {
      title: '  Fachada unidade Centro — noite ',
      description: 'Nova descrição',
      categoryIds: [cats[1], cats[2]],
      tags: ['Equipe', 'equipe', 'Implante'],
      type: 'other',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Fachada unidade Centro — noite',
      description: 'Nova descrição',
      type: 'other',
    });
    expect(
      res
        .json()
        .categories.map((c: { slug: string }) => c.slug)
        .sort(),
    ).toEqual(['equipe', 'implantes']);
    expect(
      res
        .json()
        .tags.map((x: { name: string }) => x.name)
        .sort(),
    ).toEqual(['Equipe', 'Implante']);
    const [row] = await t.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row!.taxonomyText).toContain('Implantes');
    expect(row!.taxonomyText).not.toContain('Fachada');
    expect((await asAdmin('GET', `/api/assets/${asset.id}`)).json().title).toBe(
      'Fachada unidade Centro — noite',
    );
  });

  it('refuses an empty title with "Título é obrigatório" and changes nothing', async () => {
    const asset = await uploadOne('Título original');
    for (const title of ['', '   ']) {
      const res = await asAdmin('PATCH', `/api/assets/${asset.id}`, { title });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Título é obrigatório');
    }
    const bad = await asAdmin('PATCH', `/api/assets/${asset.id}`, { type: 'planilha' });
    expect(bad.statusCode).toBe(400);
    expect((await asAdmin('GET', `/api/assets/${asset.id}`)).json()).toMatchObject({
      title: 'Título original',
      type: 'image',
    });
  });

  it('replaces the file: new original and thumbnails, old files removed', async () => {
    const asset = await uploadOne('Cartaz');
    const [before] = await t.db.select().from(assets).where(eq(assets.id, asset.id));
    const res = await replaceFile(t.app, admin, asset.id, {
      name: 'cartaz.pdf',
      contentType: 'application/pdf',
      data: fx.pdf(['Cartaz novo']),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: asset.id, type: 'pdf', mime: 'application/pdf', title: 'Cartaz' });
    const [after] = await t.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(after!.storageKey).toMatch(/^pdf\//);
    for (const key of [before!.storageKey!, before!.gridThumbKey!, before!.previewThumbKey!]) {
      expect(await t.storage.stat(key)).toBeNull();
    }
    expect(await t.storage.stat(after!.gridThumbKey!)).not.toBeNull();
  });

  it('answers 404 for an unknown asset and 403 to non-admins', async () => {
    const missing = await asAdmin('PATCH', '/api/assets/00000000-0000-4000-8000-000000000000', {
      title: 'Novo título',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Arquivo não encontrado');
    const asset = await uploadOne('Protegido');
    const user = await createUser(t.app, admin, 'user');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/assets/${asset.id}`,
      headers: { cookie: user.cookie },
      payload: { title: 'Hackeado' },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/assets/${asset.id}`,
          headers: { cookie: user.cookie },
        })
      ).json().title,
    ).toBe('Protegido');
  });
});

describe('deleting an asset', () => {
  it('removes the row, its file, its derivatives and its album links', async () => {
    const asset = await uploadOne('Para excluir');
    const [row] = await t.db.select().from(assets).where(eq(assets.id, asset.id));
    const [album] = await t.db
      .insert(albums)
      .values({ ownerId: admin.user.id, name: 'Campanha' })
      .returning();
    await t.db.insert(albumAssets).values({ albumId: album!.id, assetId: asset.id });

    const res = await asAdmin('DELETE', `/api/assets/${asset.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(assets).where(eq(assets.id, asset.id))).toHaveLength(0);
    expect(await t.db.select().from(albumAssets).where(eq(albumAssets.albumId, album!.id))).toHaveLength(0);
    for (const key of [row!.storageKey!, row!.gridThumbKey!, row!.previewThumbKey!])
      expect(await t.storage.stat(key)).toBeNull();
    expect((await asAdmin('DELETE', `/api/assets/${asset.id}`)).statusCode).toBe(404);
  });
});

describe('external links', () => {
  const external = (url: string, title = 'Vídeo institucional') =>
    asAdmin('POST', '/api/assets/external', {
      url,
      title,
      description: 'Vídeo da rede',
      categoryIds: [cats[0]],
      tags: ['Institucional'],
    });

  it('records the video services with derived thumbnails, never fetching the URL', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const yt = await external('https://youtu.be/dQw4w9WgXcQ');
    expect(yt.statusCode).toBe(201);
    expect(yt.json()).toMatchObject({
      type: 'video',
      size: 0,
      isExternal: true,
      platform: 'youtube',
      externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnailUrl: 'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&mute=1',
    });
    const vimeo = await external('https://vimeo.com/76979871');
    expect(vimeo.json()).toMatchObject({
      platform: 'vimeo',
      thumbnailUrl: 'https://vumbnail.com/76979871.jpg',
    });
    const drive = await external('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQr/view');
    expect(drive.json()).toMatchObject({
      platform: 'google-drive',
      thumbnailUrl: 'https://drive.google.com/thumbnail?id=1AbCdEfGhIjKlMnOpQr&sz=w400-h300',
      downloadUrl: 'https://drive.google.com/uc?export=download&id=1AbCdEfGhIjKlMnOpQr',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('rewrites file-sync links to direct download and generates a placeholder thumbnail', async () => {
    const res = await external('https://www.dropbox.com/s/abc123/treinamento.mp4?dl=0');
    expect(res.json()).toMatchObject({
      platform: 'dropbox',
      externalUrl: 'https://www.dropbox.com/s/abc123/treinamento.mp4?dl=1',
    });
    const thumb = await t.app.inject({
      method: 'GET',
      url: res.json().thumbnailUrl,
      headers: { cookie: admin.cookie },
    });
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });
    const other = await external('https://example.com/videos/aula.mp4');
    expect(other.json()).toMatchObject({ platform: 'other', type: 'video' });
    expect(other.json().thumbnailUrl).toMatch(/^\/api\/assets\/.+\/thumbnail/);
  });

  it('accepts only http and https', async () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com/a.mp4',
      'não é um link',
      'file:///etc/passwd',
    ]) {
      const res = await external(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Insira um link válido');
    }
    const empty = await external('');
    expect(empty.json().error.message).toContain('Nenhum arquivo ou URL externa fornecido');
  });

  it('accepts only public https sites, and stores nothing otherwise', async () => {
    const before = await t.db.select({ id: assets.id }).from(assets);
    const cases: Array<[string, string]> = [
      ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'comece com https://'],
      ['https://192.168.0.10/campanha.mp4', 'site público'],
      ['https://[::1]/video', 'site público'],
      ['https://localhost:3000/api/users', 'site público'],
      ['https://servidor-interno/video.mp4', 'site público'],
      ['https://nas.local/video.mp4', 'site público'],
    ];
    for (const [url, message] of cases) {
      const res = await external(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toContain(message);
    }
    expect(await t.db.select({ id: assets.id }).from(assets)).toHaveLength(before.length);
  });
});

describe('start-up sweep', () => {
  it('deletes stored files no row points at and keeps the referenced ones', async () => {
    const asset = await uploadOne('Fica');
    const [row] = await t.db.select().from(assets).where(eq(assets.id, asset.id));
    await t.storage.put(
      'image/11111111-1111-4111-8111-111111111111.jpg',
      Readable.from([await fx.jpeg(10, 10)]),
    );
    await t.storage.put('thumbs/11111111-1111-4111-8111-111111111111-grid.webp', Readable.from(['x']));
    await t.storage.put('banners/homepage-banner-0rphan00.webp', Readable.from(['x']));
    await t.storage.put('banners/homepage-banner-keep0000.webp', Readable.from(['x']));
    await t.db.insert(settings).values({
      key: 'homepage_banner',
      value: { key: 'banners/homepage-banner-keep0000.webp', version: 'keep0000' },
    });
    const { createAssetsRepository } = await import('./assets.repository');
    const { createAssetsService } = await import('./assets.service');
    const service = createAssetsService({
      assets: createAssetsRepository(t.db),
      storage: t.storage,
      taxonomy: { assertCategoriesExist: async () => {}, resolveTagIds: async () => [] },
      franchisorUnitId: async () => null,
    });
    expect(await service.sweepOrphans()).toBe(3);
    expect(await t.storage.stat('image/11111111-1111-4111-8111-111111111111.jpg')).toBeNull();
    expect(await t.storage.stat(row!.storageKey!)).not.toBeNull();
    expect(await t.storage.stat(row!.gridThumbKey!)).not.toBeNull();
    expect(await t.storage.stat('banners/homepage-banner-keep0000.webp')).not.toBeNull();
  });
});
