import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/platform/db/schema/index';
import { PASSWORD, register, type SignedIn, uniqueEmail } from '../helpers/accounts';
import * as fx from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { categoryIds, uploadRequest } from '../helpers/uploads';

/**
 * Cross-site requests (issue 10): a page on another site must not be able to act with a user's
 * cookie. Built from the route table, so a route added later is covered without editing this file.
 */
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin Rede' });
});

afterAll(async () => {
  await t.close();
});

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const concrete = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

/** Row counts of every table a request could change. */
async function snapshot() {
  const tables = {
    users: schema.users,
    sessions: schema.sessions,
    assets: schema.assets,
    categories: schema.categories,
    tags: schema.tags,
    albums: schema.albums,
    campaigns: schema.campaigns,
    campaignAssets: schema.campaignAssets,
    consents: schema.consents,
    settings: schema.settings,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  const settings = await t.db.select().from(schema.settings);
  return { counts, settings: JSON.stringify(settings) };
}

const unsafeRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && UNSAFE.has(r.method));

describe('every unsafe route refuses a request from another site', () => {
  const hostile: Array<[string, Record<string, string | undefined>]> = [
    ['Origin of another site', { origin: 'https://evil.test' }],
    ['Origin on another port', { origin: 'http://localhost:8080' }],
    ['opaque Origin (sandboxed frame)', { origin: 'null' }],
    ['opaque Origin from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site cross-site', { origin: undefined, 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', { origin: undefined, 'sec-fetch-site': 'same-site' }],
    ['a cookie and neither header', { origin: undefined, 'sec-fetch-site': undefined }],
  ];

  it.each(hostile)('%s: 403 with a Portuguese message and nothing changed', async (_label, headers) => {
    const routes = unsafeRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const before = await snapshot();
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { cookie: admin.cookie, ...headers },
        payload: { name: 'Invasor', email: uniqueEmail('invasor'), password: PASSWORD, role: 'admin' },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error).toEqual({
        code: 'CROSS_SITE_REQUEST',
        message: expect.stringContaining('não partiu de uma página do Banco de Imagens'),
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the same request through from the site itself (Origin or Sec-Fetch-Site)', async () => {
    for (const headers of [
      { origin: 'http://localhost' },
      { 'sec-fetch-site': 'same-origin' },
      // A page's own form post under Referrer-Policy: no-referrer.
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/albums',
        headers: { cookie: admin.cookie, ...headers },
        payload: { name: 'Campanha de inverno' },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('refuses a sign-in posted from another site (no session planted from outside)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.test' },
      payload: { email: admin.user.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });

  it('lets a script with no cookie and no browser headers call public routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: undefined, 'sec-fetch-site': undefined },
      payload: { email: admin.user.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('form bodies', () => {
  const form = (body: Record<string, string>) => new URLSearchParams(body).toString();

  it('a cross-site form post to /api/users creates no admin', async () => {
    const email = uniqueEmail('forjado');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: {
        cookie: admin.cookie,
        origin: 'https://evil.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form({ name: 'Forjado', email, password: PASSWORD, role: 'admin' }),
    });
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(0);
  });

  it('no route but the ZIP download accepts a form body, even from the site itself', async () => {
    const email = uniqueEmail('formulario');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: admin.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ name: 'Formulario', email, password: PASSWORD, role: 'admin' }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await t.db.select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(0);
  });

  it('the ZIP form needs the short-lived token of the same session', async () => {
    const cats = await categoryIds(t.db, ['fachada']);
    const upload = await uploadRequest(
      t.app,
      admin.cookie,
      { title: 'Sorriso de verão', categoryIds: cats },
      [{ name: 'sorriso.jpg', data: await fx.jpeg(300, 200) }],
    );
    const asset = upload.json().items[0].asset as { id: string };
    const post = (body: Record<string, string>, cookie = admin.cookie) =>
      t.app.inject({
        method: 'POST',
        url: '/api/downloads/zip',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(body),
      });

    const missing = await post({ ids: asset.id });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('DOWNLOAD_FORM_EXPIRED');
    expect(await downloadCount(asset.id)).toBe(0);

    const other = await register(t.app);
    const otherToken = await zipToken(other.cookie);
    expect((await post({ ids: asset.id, token: otherToken })).statusCode).toBe(403);

    const token = await zipToken(admin.cookie);
    const ok = await post({ ids: asset.id, token });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/zip');
    // Posted into the page's own hidden frame: only this answer may be framed, and only by the site.
    expect(ok.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(await downloadCount(asset.id)).toBe(1);
  });
});

async function zipToken(cookie: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/downloads/zip-token', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().token;
}

async function downloadCount(id: string): Promise<number> {
  const [row] = await t.db
    .select({ n: schema.assets.downloadCount })
    .from(schema.assets)
    .where(eq(schema.assets.id, id));
  return row?.n ?? -1;
}

describe('PUBLIC_URL names the one accepted origin', () => {
  it('accepts its origin and refuses the Host the request happens to carry', async () => {
    const site = await createTestApp({ publicUrl: 'https://banco.rede.com.br' });
    try {
      const first = await register(site.app);
      const fromHost = await site.app.inject({
        method: 'POST',
        url: '/api/albums',
        headers: { cookie: first.cookie, origin: 'http://localhost' },
        payload: { name: 'Pelo host' },
      });
      expect(fromHost.statusCode).toBe(403);
      const fromSite = await site.app.inject({
        method: 'POST',
        url: '/api/albums',
        headers: { cookie: first.cookie, origin: 'https://banco.rede.com.br' },
        payload: { name: 'Pelo site' },
      });
      expect(fromSite.statusCode).toBe(201);
    } finally {
      await site.close();
    }
  });
});
