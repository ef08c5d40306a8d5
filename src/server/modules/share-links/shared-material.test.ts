import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import { makeShareLink, visit } from '../../../../tests/helpers/share-links';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import { addDays, networkDay } from '../../../shared/domain/network-date';
import { PublicShareSchema } from '../../../shared/schemas/share-link';
import { shareLinks } from '../../platform/db/schema/index';

/**
 * What a partner link opens without a session (issue 17): only its material, its files by position,
 * never an asset id; opens and downloads counted on the link; view only refuses the file; the page
 * /s/:token answers 200, 410 or 404 as the link stands.
 */
let t: TestApp;
let admin: SignedIn;
let fernanda: SignedIn;
let flyer: Buffer;
let manual: Buffer;
let flyerId: string;
let manualId: string;
let hiddenId: string;
let albumId: string;
const today = networkDay(new Date());
const INDEX_HTML = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
let webDir: string | undefined;

beforeAll(async () => {
  // A built web app of one page, so that /s/:token answers with it.
  webDir = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'bdi-web-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDir });
  admin = await register(t.app, { name: 'Equipe Marketing' });
  fernanda = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  const cats = await categoryIds(t.db, ['fachada']);
  flyer = await fx.jpeg(400, 300);
  manual = fx.pdf(['Manual da marca', 'Rede de clínicas']);
  const uploaded = await uploadRequest(
    t.app,
    admin.cookie,
    {
      title: 'Materiais de junho',
      categoryIds: cats,
      items: [
        { title: 'Flyer da inauguração', description: 'Frente do flyer A5' },
        { title: 'Manual da marca' },
        { title: 'Arte oculta' },
      ],
    },
    [
      { name: 'flyer.jpg', data: flyer, contentType: 'image/jpeg' },
      { name: 'manual.pdf', data: manual, contentType: 'application/pdf' },
      { name: 'oculto.jpg', data: await fx.jpeg(120, 90, '#b91c1c'), contentType: 'image/jpeg' },
    ],
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  [flyerId, manualId, hiddenId] = uploaded.json().items.map((i: { asset: { id: string } }) => i.asset.id);
  const album = await t.app.inject({
    method: 'POST',
    url: '/api/albums',
    headers: { cookie: fernanda.cookie },
    payload: { name: 'Material para a gráfica', description: 'Impressão de junho' },
  });
  albumId = album.json().id;
  await t.app.inject({
    method: 'POST',
    url: `/api/albums/${albumId}/assets`,
    headers: { cookie: fernanda.cookie },
    payload: { assetIds: [flyerId, hiddenId, manualId] },
  });
  // The second file of the album stops being published: the album's link leaves it out.
  const hidden = await t.app.inject({
    method: 'PATCH',
    url: `/api/assets/${hiddenId}`,
    headers: { cookie: admin.cookie },
    payload: { validUntil: addDays(today, -1) },
  });
  expect(hidden.statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
  if (webDir) await fs.rm(webDir, { recursive: true, force: true });
});

const linkRow = async (id: string) => (await t.db.select().from(shareLinks).where(eq(shareLinks.id, id)))[0]!;

describe('an asset link', () => {
  it('opens without a session, shows only its material and counts each open', async () => {
    const link = await makeShareLink(t.app, fernanda, { assetId: flyerId });
    const res = await visit(t.app, `/api/s/${link.token}`);
    expect(res.statusCode).toBe(200);
    const body = PublicShareSchema.parse(res.json());
    expect(body).toMatchObject({
      brandName: 'Rede Teste',
      kind: 'asset',
      expiresAt: link.expiresAt,
      allowDownload: true,
      passwordRequired: false,
      material: {
        title: 'Flyer da inauguração',
        description: 'Frente do flyer A5',
        type: 'image',
        items: [
          {
            position: 1,
            type: 'image',
            mime: 'image/jpeg',
            size: flyer.length,
            fileName: 'Flyer da inauguração.jpg',
            thumbnailUrl: `/api/s/${link.token}/thumbnail?size=grid`,
            previewUrl: `/api/s/${link.token}/thumbnail?size=preview`,
            downloadUrl: `/api/s/${link.token}/download`,
          },
        ],
      },
    });
    expect(res.body).not.toContain(flyerId);
    expect(res.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
    });
    await visit(t.app, `/api/s/${link.token}`);
    const row = await linkRow(link.id);
    expect(row.opens).toBe(2);
    expect(row.lastOpenedAt).toBeInstanceOf(Date);
  });

  it('sends its images and its file through the link, and counts the download (once per download)', async () => {
    const link = await makeShareLink(t.app, fernanda, { assetId: flyerId });
    const { material } = PublicShareSchema.parse((await visit(t.app, `/api/s/${link.token}`)).json());
    const item = material!.items[0]!;
    for (const url of [item.thumbnailUrl!, item.previewUrl!]) {
      const image = await visit(t.app, url);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('private, no-store');
    }
    const file = await visit(t.app, item.downloadUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(flyer)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers.etag).not.toContain(flyerId);
    // Resuming in the middle of the file is the same download.
    const resumed = await visit(t.app, item.downloadUrl!, { headers: { range: 'bytes=100-' } });
    expect(resumed.statusCode).toBe(206);
    expect((await linkRow(link.id)).downloads).toBe(1);
    // Downloads through a link are the link's: the asset's own count (signed-in people) is unchanged.
    const asset = await t.app.inject({
      method: 'GET',
      url: `/api/assets/${flyerId}`,
      headers: { cookie: admin.cookie },
    });
    expect(asset.json().downloadCount).toBe(0);
  });

  it('view only: shows the material without a download URL and refuses the file', async () => {
    const link = await makeShareLink(t.app, fernanda, { assetId: manualId, allowDownload: false });
    const body = PublicShareSchema.parse((await visit(t.app, `/api/s/${link.token}`)).json());
    expect(body.allowDownload).toBe(false);
    expect(body.material!.items[0]).toMatchObject({ type: 'pdf', downloadUrl: null });
    // A PDF shows its first page (the preview made at upload).
    expect((await visit(t.app, body.material!.items[0]!.previewUrl!)).statusCode).toBe(200);
    const refused = await visit(t.app, `/api/s/${link.token}/download`);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'SHARE_LINK_DOWNLOAD_DISABLED']);
    expect((await linkRow(link.id)).downloads).toBe(0);
  });

  it('has one item only, and unknown tokens are 404 everywhere', async () => {
    const link = await makeShareLink(t.app, fernanda, { assetId: flyerId });
    const second = await visit(t.app, `/api/s/${link.token}/download?item=2`);
    expect([second.statusCode, second.json().error.code]).toEqual([404, 'SHARE_LINK_ITEM_NOT_FOUND']);
    const unknown = `${link.token.slice(0, -2)}${link.token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const url of [
      `/api/s/${unknown}`,
      `/api/s/${unknown}/download`,
      '/api/s/curto',
      `/api/s/${unknown}/thumbnail`,
    ]) {
      const res = await visit(t.app, url);
      expect([res.statusCode, res.json().error.code], url).toEqual([404, 'SHARE_LINK_NOT_FOUND']);
    }
  });
});

describe('an album link', () => {
  it('shows the album’s published files by position, never an asset id, and omits an unpublished one', async () => {
    const link = await makeShareLink(t.app, fernanda, { albumId });
    const res = await visit(t.app, `/api/s/${link.token}`);
    const body = PublicShareSchema.parse(res.json());
    expect(body.kind).toBe('album');
    expect(body.material).toMatchObject({
      title: 'Material para a gráfica',
      description: 'Impressão de junho',
      type: null,
    });
    expect(body.material!.items.map((i) => [i.position, i.title, i.type])).toEqual([
      [1, 'Flyer da inauguração', 'image'],
      [2, 'Manual da marca', 'pdf'],
    ]);
    expect(body.material!.items[1]!.downloadUrl).toBe(`/api/s/${link.token}/download?item=2`);
    for (const id of [flyerId, manualId, hiddenId, albumId]) expect(res.body).not.toContain(id);

    const second = await visit(t.app, `/api/s/${link.token}/download?item=2`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(manual)).toBe(true);
    expect(second.headers['content-type']).toBe('application/pdf');
    const third = await visit(t.app, `/api/s/${link.token}/thumbnail?item=3`);
    expect([third.statusCode, third.json().error.code]).toEqual([404, 'SHARE_LINK_ITEM_NOT_FOUND']);
    expect((await visit(t.app, `/api/s/${link.token}/download?item=0`)).statusCode).toBe(400);
    expect((await linkRow(link.id)).downloads).toBe(1);
  });
});

/** The built page with the data the server writes into it (web-app.ts). */
const APP_PAGE =
  /^<!doctype html><html lang="pt-BR"><body><div id="root"><\/div><script type="application\/json" id="page-data">\{.*\}<\/script><\/body><\/html>$/;

describe('the page /s/:token', () => {
  it('is the app with 200 while the link is alive, 410 once it ended, 404 when unknown', async () => {
    const link = await makeShareLink(t.app, fernanda, { assetId: flyerId });
    const alive = await visit(t.app, `/s/${link.token}`);
    expect(alive.statusCode).toBe(200);
    expect(alive.body).toMatch(APP_PAGE);
    expect(alive.headers).toMatchObject({
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
    });
    expect(alive.headers['content-security-policy']).toBeTruthy();
    // Loading the page is not an open: the app's request for its data is.
    expect((await linkRow(link.id)).opens).toBe(0);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/share-links/${link.id}`,
      headers: { cookie: fernanda.cookie },
    });
    // Even when the browser revalidates the copy it had: the whole page, with its 410.
    const gone = await visit(t.app, `/s/${link.token}`, {
      headers: {
        'if-none-match': String(alive.headers.etag ?? '"x"'),
        'if-modified-since': new Date().toUTCString(),
      },
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toMatch(APP_PAGE);

    const unknown = await visit(t.app, '/s/nao-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatch(APP_PAGE);
  });
});
