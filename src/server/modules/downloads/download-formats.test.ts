import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { requestAs } from '../../../../tests/helpers/api-suite';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { COMPLETE_UNIT } from '../../../../tests/helpers/unit-fixture';
import { insertUnit, placeIn } from '../../../../tests/helpers/units-db';
import { readZip } from '../../../../tests/helpers/unzip';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import { messages } from '../../../shared/messages/pt-BR';
import { assetEvents, assets } from '../../platform/db/schema/index';

let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;
let incomplete: SignedIn;
let noUnit: SignedIn;
let unitId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Marketing' });
  franqueado = await createUser(t.app, admin, 'user', 'Clínica Centro');
  incomplete = await createUser(t.app, admin, 'user', 'Clínica Norte');
  noUnit = await createUser(t.app, admin, 'user', 'Sem Unidade');
  unitId = await insertUnit(t.db, { ...COMPLETE_UNIT });
  const lacking = await insertUnit(t.db, {
    name: 'OdontoRede Norte',
    croRegistration: 'CRO-SP EPAO 999',
    rtName: 'Rui',
  });
  await placeIn(t.db, franqueado, unitId);
  await placeIn(t.db, incomplete, lacking);
  await placeIn(t.db, noUnit, null, 'user');
  const cats = await categoryIds(t.db, ['fachada']);
  const upload = async (key: string, title: string, name: string, data: Buffer) => {
    const res = await uploadRequest(t.app, admin.cookie, { title, categoryIds: cats }, [{ name, data }]);
    ids[key] = res.json().items[0].asset.id;
  };
  await upload('foto', 'Campanha de clareamento', 'foto.jpg', await fx.jpeg(1600, 1200, '#0e7490'));
  await upload('outra', 'Sorriso', 'outra.jpg', await fx.jpeg(900, 1200, '#991b1b'));
  await upload('manual', 'Manual da marca', 'manual.pdf', fx.pdf());
});

afterAll(async () => {
  await t.close();
});

const get = (account: SignedIn, url: string) => requestAs(t.app, account, 'GET', url);

/** The selection's ZIP as the plain form post asks for it: a fresh token, then `fields`. */
async function postZipForm(account: SignedIn, fields: Record<string, string>) {
  const { token } = (await get(account, '/api/downloads/zip-token')).json();
  return t.app.inject({
    method: 'POST',
    url: '/api/downloads/zip',
    headers: { cookie: account.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, ...fields }).toString(),
  });
}

async function lastEvent(assetId: string) {
  const [row] = await t.db
    .select({ unitId: assetEvents.unitId, format: assetEvents.format, stamped: assetEvents.stamped })
    .from(assetEvents)
    .where(and(eq(assetEvents.assetId, assetId), eq(assetEvents.kind, 'download')))
    .orderBy(desc(assetEvents.at), desc(assetEvents.id))
    .limit(1);
  return row;
}

describe('GET /api/assets/:id/download?format=&stamp=', () => {
  it('sends each preset as a JPEG of its exact size, named after the title and format', async () => {
    const sizes = { 'instagram-feed': [1080, 1350], 'instagram-stories': [1080, 1920], square: [1080, 1080] };
    for (const [format, [width, height]] of Object.entries(sizes)) {
      const res = await get(franqueado, `/api/assets/${ids.foto}/download?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-disposition']).toContain(`Campanha de clareamento-${format}.jpg`);
      expect(res.headers.etag).toMatch(
        new RegExp(`^"renders/${ids.foto}/[0-9a-f]{16}-c-${format}-none-v0\\.r\\d+\\.jpg"$`),
      );
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
      expect(await lastEvent(ids.foto!)).toEqual({ unitId, format, stamped: false });
    }
  });

  it('stamps with the unit: same size, a footer that differs from the unstamped render', async () => {
    const plain = await get(franqueado, `/api/assets/${ids.foto}/download?format=instagram-stories&stamp=0`);
    const stamped = await get(
      franqueado,
      `/api/assets/${ids.foto}/download?format=instagram-stories&stamp=1`,
    );
    expect(stamped.statusCode).toBe(200);
    const meta = await sharp(stamped.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
    const footer = (jpeg: Buffer) =>
      sharp(jpeg).extract({ left: 0, top: 1720, width: 1080, height: 200 }).raw().toBuffer();
    const [a, b] = [await footer(plain.rawPayload), await footer(stamped.rawPayload)];
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 40) differing++;
    expect(differing / a.length).toBeGreaterThan(0.3);
    expect(stamped.headers.etag).toContain(`-${unitId}-v1.r1.jpg`);
    expect(await lastEvent(ids.foto!)).toEqual({ unitId, format: 'instagram-stories', stamped: true });
  });

  it('keeps the original download as it was: the stored bytes, recorded as original', async () => {
    const res = await get(franqueado, `/api/assets/${ids.manual}/download?stamp=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A stamp cannot go on a PDF: ignored, and said so in the event.
    expect(await lastEvent(ids.manual!)).toEqual({ unitId, format: 'original', stamped: false });
    const plain = await get(noUnit, `/api/assets/${ids.foto}/download`);
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(plain.headers.etag).not.toContain('renders/');
    expect(await lastEvent(ids.foto!)).toEqual({ unitId: null, format: 'original', stamped: false });
  });

  it('stamps the original below the picture (same width, taller)', async () => {
    const res = await get(franqueado, `/api/assets/${ids.foto}/download?stamp=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Campanha de clareamento-unidade.jpg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.height).toBeGreaterThan(1200);
  });

  it('refuses a format for a PDF with 400 DOWNLOAD_FORMAT_IMAGES_ONLY, counting nothing', async () => {
    const before = await t.db
      .select({ n: assets.downloadCount })
      .from(assets)
      .where(eq(assets.id, ids.manual!));
    const res = await get(franqueado, `/api/assets/${ids.manual}/download?format=instagram-feed`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'DOWNLOAD_FORMAT_IMAGES_ONLY',
      message: messages.downloadFormats.imagesOnly,
    });
    const after = await t.db
      .select({ n: assets.downloadCount })
      .from(assets)
      .where(eq(assets.id, ids.manual!));
    expect(after).toEqual(before);
  });

  it('answers 400 in Portuguese for an unknown format or stamp value', async () => {
    const format = await get(franqueado, `/api/assets/${ids.foto}/download?format=tiktok`);
    expect(format.statusCode).toBe(400);
    expect(format.json().error.message).toContain(messages.downloadFormats.formatInvalid);
    const stamp = await get(franqueado, `/api/assets/${ids.foto}/download?stamp=sim`);
    expect(stamp.statusCode).toBe(400);
    expect(stamp.json().error.message).toContain(messages.downloadFormats.stampInvalid);
  });

  it('answers 422 UNIT_NOT_ASSIGNED / UNIT_CRO_INCOMPLETE to a stamp without unit data, and still sends unstamped', async () => {
    const none = await get(noUnit, `/api/assets/${ids.foto}/download?format=square&stamp=1`);
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toMatchObject({
      code: 'UNIT_NOT_ASSIGNED',
      message: messages.units.notAssigned,
    });
    const lacking = await get(incomplete, `/api/assets/${ids.foto}/download?format=square&stamp=1`);
    expect(lacking.statusCode).toBe(422);
    expect(lacking.json().error).toEqual({
      code: 'UNIT_CRO_INCOMPLETE',
      message: 'Os dados de CRO da sua unidade estão incompletos. Peça à franqueadora para completá-los.',
    });
    const retry = await get(incomplete, `/api/assets/${ids.foto}/download?format=square&stamp=0`);
    expect(retry.statusCode).toBe(200);
  });
});

describe('POST /api/downloads/zip and album ZIPs with a format', () => {
  it('puts images in the format asked (1080×1080 JPEGs) and other files as they are; events say so', async () => {
    const res = await requestAs(t.app, franqueado, 'POST', '/api/downloads/zip', {
      ids: [ids.foto, ids.outra, ids.manual],
      format: 'square',
      stamp: true,
    });
    expect(res.statusCode).toBe(200);
    const entries = readZip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'Campanha de clareamento-square.jpg',
      'Manual da marca.pdf',
      'Sorriso-square.jpg',
    ]);
    for (const name of ['Campanha de clareamento-square.jpg', 'Sorriso-square.jpg']) {
      const meta = await sharp(entries.get(name)!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1080]);
    }
    expect(await lastEvent(ids.outra!)).toEqual({ unitId, format: 'square', stamped: true });
    expect(await lastEvent(ids.manual!)).toEqual({ unitId, format: 'original', stamped: false });
  });

  it('takes format and stamp from the form post too, and refuses a stamp without CRO data with 422', async () => {
    const res = await postZipForm(incomplete, {
      ids: `${ids.foto},${ids.manual}`,
      format: 'whatsapp',
      stamp: '1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('UNIT_CRO_INCOMPLETE');
    const ok = await postZipForm(incomplete, { ids: ids.foto!, format: 'whatsapp', stamp: '0' });
    expect(ok.statusCode).toBe(200);
    const [jpeg] = [...readZip(ok.rawPayload).values()];
    const meta = await sharp(jpeg!).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
  });

  it('downloads an album in a format', async () => {
    const album = await requestAs(t.app, franqueado, 'POST', '/api/albums', { name: 'Posts de junho' });
    const albumId = album.json().id;
    await requestAs(t.app, franqueado, 'POST', `/api/albums/${albumId}/assets`, { assetIds: [ids.outra] });
    const res = await get(franqueado, `/api/albums/${albumId}/download?format=instagram-feed&stamp=1`);
    expect(res.statusCode).toBe(200);
    const [jpeg] = [...readZip(res.rawPayload).values()];
    const meta = await sharp(jpeg!).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1350]);
    const refused = await get(noUnit, `/api/albums/${albumId}/download?stamp=1`);
    expect(refused.statusCode).toBe(404);
  });
});
