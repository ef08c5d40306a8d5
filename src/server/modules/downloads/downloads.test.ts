import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { requestAs } from '../../../../tests/helpers/api-suite';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { readZip } from '../../../../tests/helpers/unzip';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import { assetEvents, assets } from '../../platform/db/schema/index';

let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;
const files: Record<string, { id: string; data: Buffer }> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Marketing' });
  franqueado = await createUser(t.app, admin, 'franqueado', 'Clínica Centro');
  const cats = await categoryIds(t.db, ['fachada']);
  const upload = async (key: string, title: string, name: string, data: Buffer) => {
    const res = await uploadRequest(t.app, admin.cookie, { title, categoryIds: cats }, [{ name, data }]);
    files[key] = { id: res.json().items[0].asset.id, data };
  };
  await upload('foto', 'Prótese: antes/depois', 'x.jpg', await fx.jpeg(300, 200, '#111111'));
  await upload('outra', 'Prótese: antes/depois', 'y.jpg', await fx.jpeg(300, 200, '#222222'));
  await upload('manual', 'Manual da marca', 'manual.pdf', fx.pdf());
  await upload('texto', 'Roteiro do vídeo', 'roteiro.txt', Buffer.from('Roteiro da campanha. '.repeat(500)));
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: franqueado.cookie, ...headers } });
const downloads = async (id: string) => {
  const [row] = await t.db.select({ n: assets.downloadCount }).from(assets).where(eq(assets.id, id));
  return row!.n;
};

describe('single download', () => {
  it('streams the original as an attachment named after the title, and counts it', async () => {
    const { id, data } = files.foto!;
    const res = await get(`/api/assets/${id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Protese antes depois.jpg"; filename*=UTF-8''Pr%C3%B3tese%20antes%20depois.jpg`,
    );
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(await downloads(id)).toBe(1);
    const [events] = await t.db
      .select({ n: count() })
      .from(assetEvents)
      .where(
        and(
          eq(assetEvents.assetId, id),
          eq(assetEvents.kind, 'download'),
          eq(assetEvents.userId, franqueado.user.id),
        ),
      );
    expect(events!.n).toBe(1);
  });

  it('sends a text file as stored, with its length, even to a browser that accepts compression', async () => {
    const { id, data } = files.texto!;
    const res = await get(`/api/assets/${id}/download`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(data.length));
    expect(res.rawPayload.equals(data)).toBe(true);
  });

  it('serves byte ranges, counting only a range that starts the file', async () => {
    const { id, data } = files.manual!;
    const before = await downloads(id);
    const head = await get(`/api/assets/${id}/download`, { range: 'bytes=0-9' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-9/${data.length}`);
    expect(head.rawPayload.toString('latin1')).toBe(data.subarray(0, 10).toString('latin1'));
    const rest = await get(`/api/assets/${id}/download`, { range: 'bytes=10-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.length).toBe(data.length - 10);
    expect(await downloads(id)).toBe(before + 1);
    const bad = await get(`/api/assets/${id}/download`, { range: `bytes=${data.length + 5}-` });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${data.length}`);
  });

  it('answers 304 to a matching ETag without counting', async () => {
    const { id } = files.manual!;
    const first = await get(`/api/assets/${id}/download`);
    const before = await downloads(id);
    const again = await get(`/api/assets/${id}/download`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(await downloads(id)).toBe(before);
  });

  it('adds exactly 200 for 200 concurrent downloads of one asset', async () => {
    const { id } = files.outra!;
    const before = await downloads(id);
    const results = await Promise.all(Array.from({ length: 200 }, () => get(`/api/assets/${id}/download`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await downloads(id)).toBe(before + 200);
  });

  it('needs a session and answers 404 for an unknown asset', async () => {
    const anonymous = await requestAs(t.app, null, 'GET', `/api/assets/${files.foto!.id}/download`);
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/api/assets/00000000-0000-4000-8000-000000000000/download')).statusCode).toBe(404);
  });
});

describe('views', () => {
  it('counts a preview as a view', async () => {
    const { id } = files.manual!;
    const res = await requestAs(t.app, franqueado, 'POST', `/api/assets/${id}/views`);
    expect(res.json()).toEqual({ viewCount: 1 });
    const again = await requestAs(t.app, franqueado, 'POST', `/api/assets/${id}/views`);
    expect(again.json()).toEqual({ viewCount: 2 });
  });
});

describe('ZIP of a selection', () => {
  it('streams one ZIP with every file, names made unique, each counted', async () => {
    const ids = [files.foto!.id, files.outra!.id, files.manual!.id];
    const before = await Promise.all(ids.map(downloads));
    const res = await requestAs(t.app, franqueado, 'POST', '/api/downloads/zip', { ids });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = readZip(res.rawPayload);
    expect([...entries.keys()]).toEqual([
      'Prótese antes depois.jpg',
      'Prótese antes depois (2).jpg',
      'Manual da marca.pdf',
    ]);
    expect(entries.get('Prótese antes depois.jpg')!.equals(files.foto!.data)).toBe(true);
    expect(entries.get('Manual da marca.pdf')!.equals(files.manual!.data)).toBe(true);
    const after = await Promise.all(ids.map(downloads));
    expect(after).toEqual(before.map((n) => n + 1));
  });

  it('accepts a plain form post (so the browser streams it to disk)', async () => {
    const token = (await get('/api/downloads/zip-token')).json().token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/downloads/zip',
      headers: { cookie: franqueado.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ids=${files.foto!.id},${files.manual!.id}&token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(readZip(res.rawPayload).size).toBe(2);
  });

  it('refuses an empty or malformed selection', async () => {
    for (const payload of [{ ids: [] }, { ids: ['nao-e-id'] }, {}]) {
      const res = await requestAs(t.app, franqueado, 'POST', '/api/downloads/zip', payload);
      expect(res.statusCode).toBe(400);
    }
  });
});
