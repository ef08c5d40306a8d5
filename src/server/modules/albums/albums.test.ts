import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { readZip } from '../../../../tests/helpers/unzip';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import { albumAssets, albums } from '../../platform/db/schema/index';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let pdfId: string;
let imageId: string;
let secondImageId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await register(t.app, { name: 'Admin' });
  ana = await createUser(t.app, admin, 'franqueado', 'Ana');
  bruno = await createUser(t.app, admin, 'user', 'Bruno');
  pdfId = await insertAsset(t.db, 'Tabela de preços', {
    values: { type: 'pdf', gridThumbKey: 'thumbs/pdf-grid.webp' },
  });
  const cats = await categoryIds(t.db, ['fachada']);
  const uploaded = await uploadRequest(t.app, admin.cookie, { title: 'Fachada', categoryIds: cats }, [
    { name: 'a.jpg', data: await fx.jpeg(200, 150, '#0f766e') },
    { name: 'b.jpg', data: await fx.jpeg(200, 150, '#b91c1c') },
  ]);
  [imageId, secondImageId] = uploaded.json().items.map((i: { asset: { id: string } }) => i.asset.id);
});

afterAll(async () => {
  await t.close();
});

const as = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

async function createAlbum(who: SignedIn, name: string) {
  const res = await as(who, 'POST', '/api/albums', { name, description: 'Materiais do mês' });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('albums of their owner', () => {
  it('creates with a trimmed name, adds files ignoring repeats, covers with the first image, removes', async () => {
    const album = await createAlbum(ana, '  Campanha Novembro  ');
    expect(album).toMatchObject({ name: 'Campanha Novembro', assetCount: 0, thumbnailUrl: null });

    const added = await as(ana, 'POST', `/api/albums/${album.id}/assets`, { assetIds: [pdfId, imageId] });
    expect(added.json()).toEqual({ added: 2, alreadyThere: 0, missing: [] });
    const again = await as(ana, 'POST', `/api/albums/${album.id}/assets`, {
      assetIds: [imageId, secondImageId, '00000000-0000-4000-8000-000000000000'],
    });
    expect(again.json()).toEqual({
      added: 1,
      alreadyThere: 1,
      missing: ['00000000-0000-4000-8000-000000000000'],
    });

    const detail = (await as(ana, 'GET', `/api/albums/${album.id}`)).json();
    expect(detail.assetCount).toBe(3);
    expect(detail.assets.map((a: { id: string }) => a.id)).toEqual([pdfId, imageId, secondImageId]);
    // The PDF came first, but the cover is the first IMAGE.
    expect(detail.thumbnailUrl).toMatch(new RegExp(`^/api/assets/${imageId}/thumbnail`));

    expect((await as(ana, 'DELETE', `/api/albums/${album.id}/assets/${imageId}`)).statusCode).toBe(204);
    const after = (await as(ana, 'GET', `/api/albums/${album.id}`)).json();
    expect(after.assets.map((a: { id: string }) => a.id)).toEqual([pdfId, secondImageId]);
    expect(after.thumbnailUrl).toMatch(new RegExp(`^/api/assets/${secondImageId}/thumbnail`));
  });

  it('lists only the owner albums, with search', async () => {
    await createAlbum(ana, 'Inauguração Campinas');
    await createAlbum(bruno, 'Do Bruno');
    const list = (await as(ana, 'GET', '/api/albums?q=inaug')).json();
    expect(list.items.map((a: { name: string }) => a.name)).toEqual(['Inauguração Campinas']);
    const all = (await as(ana, 'GET', '/api/albums')).json();
    expect(all.items.map((a: { name: string }) => a.name)).not.toContain('Do Bruno');
  });

  it('edits and deletes', async () => {
    const album = await createAlbum(ana, 'Rascunho');
    const edited = await as(ana, 'PATCH', `/api/albums/${album.id}`, { name: 'Final', description: '' });
    expect(edited.json()).toMatchObject({ name: 'Final', description: '' });
    expect((await as(ana, 'DELETE', `/api/albums/${album.id}`)).statusCode).toBe(204);
    expect((await as(ana, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(404);
  });

  it('downloads the whole album as one ZIP', async () => {
    const album = await createAlbum(ana, 'Para baixar');
    await as(ana, 'POST', `/api/albums/${album.id}/assets`, { assetIds: [imageId, secondImageId] });
    const res = await as(ana, 'GET', `/api/albums/${album.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Para baixar.zip');
    expect([...readZip(res.rawPayload).keys()]).toEqual(['Fachada (1).jpg', 'Fachada (2).jpg']);
  });
});

describe('validation', () => {
  it.each([
    ['an empty name', { name: '' }, 'Nome do álbum é obrigatório'],
    ['a blank name', { name: '    ' }, 'Nome do álbum é obrigatório'],
    ['no name', {}, 'Nome do álbum é obrigatório'],
    ['a 10,000-character name', { name: 'x'.repeat(10_000) }, 'no máximo 120'],
    ['a name that is not text', { name: 42 }, 'formato inválido'],
    ['an owner given by the client', { name: 'Ok', ownerId: 'outra-pessoa' }, 'não permitido'],
  ])('refuses %s', async (_label, payload, message) => {
    const before = await t.db.select().from(albums);
    const res = await as(ana, 'POST', '/api/albums', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await t.db.select().from(albums)).toHaveLength(before.length);
  });
});

describe('another user', () => {
  it('gets 404 for every operation on an album that is not theirs, and changes nothing', async () => {
    const album = await createAlbum(ana, 'Privado da Ana');
    await as(ana, 'POST', `/api/albums/${album.id}/assets`, { assetIds: [imageId] });
    const attempts = [
      as(bruno, 'GET', `/api/albums/${album.id}`),
      as(bruno, 'PATCH', `/api/albums/${album.id}`, { name: 'Invadido' }),
      as(bruno, 'POST', `/api/albums/${album.id}/assets`, { assetIds: [pdfId] }),
      as(bruno, 'DELETE', `/api/albums/${album.id}/assets/${imageId}`),
      as(bruno, 'GET', `/api/albums/${album.id}/download`),
      as(bruno, 'DELETE', `/api/albums/${album.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'ALBUM_NOT_FOUND', message: 'Álbum não encontrado.' });
      expect(res.body).not.toContain(imageId);
    }
    const [row] = await t.db.select().from(albums).where(eq(albums.id, album.id));
    expect(row?.name).toBe('Privado da Ana');
    const links = await t.db.select().from(albumAssets).where(eq(albumAssets.albumId, album.id));
    expect(links.map((l) => l.assetId)).toEqual([imageId]);
  });
});
