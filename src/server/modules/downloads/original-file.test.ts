import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import { assetEvents, assets } from '../../platform/db/schema/index';

let t: TestApp;
let franqueado: SignedIn;
const files: Record<string, { id: string; data: Buffer }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await register(t.app, { name: 'Marketing' });
  franqueado = await createUser(t.app, admin, 'franqueado', 'Clínica Centro');
  const cats = await categoryIds(t.db, ['fachada']);
  const upload = async (key: string, title: string, name: string, data: Buffer) => {
    const res = await uploadRequest(t.app, admin.cookie, { title, categoryIds: cats }, [{ name, data }]);
    files[key] = { id: res.json().items[0].asset.id, data };
  };
  await upload('manual', 'Manual da marca', 'manual.pdf', fx.pdf());
  await upload('texto', 'Roteiro do vídeo', 'roteiro.txt', Buffer.from('Roteiro da campanha. '.repeat(500)));
  const external = await t.app.inject({
    method: 'POST',
    url: '/api/assets/external',
    headers: { cookie: admin.cookie },
    payload: {
      title: 'Vídeo institucional',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      categoryIds: cats,
    },
  });
  files.link = { id: external.json().id, data: Buffer.alloc(0) };
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: franqueado.cookie, ...headers } });
const counts = async (id: string) => {
  const [row] = await t.db.select({ downloads: assets.downloadCount }).from(assets).where(eq(assets.id, id));
  const events = await t.db.select().from(assetEvents).where(eq(assetEvents.assetId, id));
  return { downloads: row!.downloads, events: events.length };
};

describe('the original for the asset page reader (GET /api/assets/:id/file)', () => {
  it('sends the PDF whole and in ranges, without counting a download', async () => {
    const { id, data } = files.manual!;
    const whole = await get(`/api/assets/${id}/file`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(data)).toBe(true);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // Still never rendered from our origin: pdf.js reads the bytes, the browser never shows them.
    expect(whole.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(whole.headers['x-content-type-options']).toBe('nosniff');

    const first = await get(`/api/assets/${id}/file`, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload.equals(data.subarray(0, 100))).toBe(true);
    expect(await counts(id)).toEqual({ downloads: 0, events: 0 });
  });

  it('answers the start of a text file for the preview', async () => {
    const { id, data } = files.texto!;
    const res = await get(`/api/assets/${id}/file`, { range: 'bytes=0-1023' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-1023/${data.length}`);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.payload).toBe(data.subarray(0, 1024).toString('utf8'));
    expect((await counts(id)).downloads).toBe(0);
  });

  it('is for signed-in users, and has nothing for external links or unknown ids', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/assets/${files.manual!.id}/file` });
    expect(anonymous.statusCode).toBe(401);
    const link = await get(`/api/assets/${files.link!.id}/file`);
    expect(link.statusCode).toBe(404);
    expect(link.json().error.code).toBe('ASSET_NOT_FOUND');
    expect((await counts(files.link!.id)).downloads).toBe(0);
    const unknown = await get('/api/assets/00000000-0000-4000-8000-000000000000/file');
    expect(unknown.statusCode).toBe(404);
  });
});
