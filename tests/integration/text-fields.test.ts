import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albums } from '../../src/server/platform/db/schema/index';
import { register, type SignedIn } from '../helpers/accounts';
import * as fx from '../helpers/fixtures';
import { fieldsOf, fillPath, isMultipartRoute, snapshot, walkableRoutes } from '../helpers/hostile';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { categoryIds, uploadRequest } from '../helpers/uploads';

/**
 * Issue 36: one rule for text. Every text field of every JSON route refuses a lone surrogate and
 * invalid UTF-8 with 400 INVALID_TEXT naming the field; single-line fields refuse CR/LF and tabs;
 * multi-line fields keep `\n` and `\t` (CRLF becomes `\n`). Nothing is stored.
 */
let t: TestApp;
let admin: SignedIn;

/** Every text field of the JSON routes: `METHOD url field`, and whether it is multi-line. */
const TEXT_FIELDS: Record<string, 'line' | 'multiline'> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin Texto' });
});

afterAll(async () => {
  await t.close();
});

let address = 0;
function post(route: { method: string; url: string }, payload: unknown, raw = false) {
  address += 1;
  return t.app.inject({
    method: route.method as 'POST',
    url: fillPath(route.url),
    remoteAddress: `10.36.${Math.floor(address / 250)}.${1 + (address % 250)}`,
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    payload: raw ? (payload as Buffer) : JSON.stringify(payload),
  });
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('the shared text rule', () => {
  it('every text field of every JSON route refuses a lone surrogate with INVALID_TEXT naming it', async () => {
    const before = await snapshot(t.db);
    const routes = walkableRoutes(t.app).filter((r) => UNSAFE.has(r.method) && !isMultipartRoute(r));
    for (const route of routes) {
      for (const field of fieldsOf(route.schema?.body)) {
        const res = await post(route, { [field]: 'Cartaz \ud800 da campanha' });
        expect(res.statusCode, `${route.method} ${route.url} ${field}: ${res.body}`).toBeLessThan(500);
        const error = res.json().error;
        if (error?.code !== 'INVALID_TEXT') continue;
        expect(res.statusCode).toBe(400);
        expect(error.details.field).toBe(`body.${field}`);
        expect(error.message).toMatch(/^Texto inválido em “[^”]+”: O texto contém caracteres corrompidos/);
        const key = `${route.method} ${route.url} ${field}`;
        const newline = await post(route, { [field]: 'primeira linha\nsegunda linha' });
        TEXT_FIELDS[key] = newline.json().error?.code === 'INVALID_TEXT' ? 'line' : 'multiline';
      }
    }
    expect(await snapshot(t.db)).toEqual(before);
    expect(Object.keys(TEXT_FIELDS).length).toBeGreaterThanOrEqual(26);
    // The multi-line ones, and only they, keep line breaks.
    expect(
      Object.entries(TEXT_FIELDS)
        .filter(([, kind]) => kind === 'multiline')
        .map(([key]) => key)
        .sort(),
    ).toEqual(MULTILINE.sort());
    // Single-line fields the black-box run found taking CR/LF: every one refuses them now.
    for (const key of SINGLE_LINE) expect(TEXT_FIELDS[key], key).toBe('line');
  });

  it('refuses a JSON body that is not UTF-8, naming it', async () => {
    const res = await post(
      { method: 'POST', url: '/api/albums' },
      Buffer.concat([Buffer.from('{"name":"Campanha '), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
      true,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'INVALID_TEXT', details: { field: 'json' } });
    expect(res.json().error.message).toContain('UTF-8');
  });

  it('stores a multi-line description as written, CRLF as a line feed', async () => {
    const res = await post(
      { method: 'POST', url: '/api/albums' },
      { name: 'Antes e depois', description: 'Linha um\r\nLinha\tdois\n' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(albums).where(eq(albums.id, res.json().id));
    expect(row?.description).toBe('Linha um\nLinha\tdois');
  });

  it('refuses a lone surrogate in the fields of an upload (multipart) as INVALID_TEXT, storing nothing', async () => {
    const before = await snapshot(t.db);
    const res = await uploadRequest(
      t.app,
      admin.cookie,
      { title: 'Cartaz \ud800', categoryIds: await categoryIds(t.db, ['fachada']), items: [{}] },
      [{ name: 'cartaz.jpg', data: await fx.jpeg(80, 60, '#225588'), contentType: 'image/jpeg' }],
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'INVALID_TEXT', details: { field: 'meta.title' } });
    expect(res.json().error.message).toContain('“título”');
    expect(await snapshot(t.db)).toEqual(before);
  });
});

/** Descriptions, comments, a request's text and a revocation's reason: textareas in the app. */
const MULTILINE = [
  'PATCH /api/assets/:id description',
  'POST /api/assets/external description',
  'POST /api/albums description',
  'PATCH /api/albums/:id description',
  'POST /api/categories description',
  'PATCH /api/categories/:id description',
  'POST /api/campaigns description',
  'PATCH /api/campaigns/:id description',
  'POST /api/requests/:id/comments body',
  'POST /api/consents/:id/revoke reason',
];

const SINGLE_LINE = [
  'PATCH /api/assets/:id title',
  'POST /api/albums name',
  'POST /api/categories name',
  'POST /api/tags name',
  'POST /api/campaigns name',
  'POST /api/units name',
  'POST /api/units city',
];
