import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  login,
  PASSWORD,
  register,
  type SignedIn,
  sessionCookie,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { sessions } from '../../platform/db/schema/index';

const DAY = 24 * 3600_000;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin Sessões' });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } });

const loginWith = (email: string, userAgent: string) => login(t.app, email, PASSWORD, userAgent);

describe('absolute session lifetime (90 days)', () => {
  it('ends a session 90 days after it started, even when used every day', async () => {
    const me = await register(t.app);
    await t.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 90 * DAY - 1000),
        lastUsedAt: new Date(Date.now() - 60_000),
        expiresAt: new Date(Date.now() + 20 * DAY),
      })
      .where(eq(sessions.userId, me.user.id));
    const res = await get('/api/auth/session', me.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('never renews past the 90th day', async () => {
    const me = await register(t.app);
    const createdAt = new Date(Date.now() - 85 * DAY);
    await t.db
      .update(sessions)
      .set({
        createdAt,
        lastUsedAt: new Date(Date.now() - 2 * 3600_000),
        expiresAt: new Date(Date.now() + DAY),
      })
      .where(eq(sessions.userId, me.user.id));
    const res = await get('/api/auth/session', me.cookie);
    expect(res.statusCode).toBe(200);
    const limit = createdAt.getTime() + 90 * DAY;
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id));
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(limit);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 4 * DAY);
    const cookie = res.cookies.find((c) => c.name === 'bdi_session');
    expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(limit);
  });
});

describe('cookie name', () => {
  it('is __Host-bdi_session over HTTPS (Secure, Path=/, no Domain) and is read back', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { name: 'Ana Segura', email: uniqueEmail(), password: 'senha-segura-123' },
      });
      const cookie = res.cookies.find((c) => c.name === '__Host-bdi_session');
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
      expect(res.cookies.find((c) => c.name === 'bdi_session')).toBeUndefined();
      const me = await proxied.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { 'x-forwarded-proto': 'https', cookie: sessionCookie(res) },
      });
      expect(me.json().user.name).toBe('Ana Segura');
      const out = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'x-forwarded-proto': 'https', cookie: sessionCookie(res) },
      });
      const cleared = out.cookies.map((c) => c.name).sort();
      expect(cleared).toEqual(['__Host-bdi_session', 'bdi_session']);
    } finally {
      await proxied.close();
    }
  });

  it('is bdi_session over plain HTTP', async () => {
    const email = uniqueEmail();
    await register(t.app, { name: 'Ana Local', email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(res.cookies.map((c) => c.name)).toEqual(['bdi_session']);
  });
});

describe('own sessions (GET and DELETE /api/me/sessions)', () => {
  it('lists the active sessions with a device description, marking the current one', async () => {
    const email = uniqueEmail('aparelhos');
    await register(t.app, { email });
    const pc = await loginWith(email, CHROME_WINDOWS);
    const phone = await loginWith(email, SAFARI_IPHONE);
    const res = await get('/api/me/sessions', pc.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(3);
    const current = body.items.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0].device).toBe('Chrome 120 em Windows');
    expect(body.items.map((s: { device: string }) => s.device)).toEqual(
      expect.arrayContaining(['Safari em iPhone', 'Dispositivo desconhecido']),
    );
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, pc.user.id)).limit(1);
    for (const item of body.items) {
      expect(item.id).toMatch(/^[0-9a-f]{16}$/);
      expect(row!.tokenHash).not.toContain(item.id);
      expect(new Date(item.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(new Date(item.lastUsedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(
      (await get('/api/me/sessions', phone.cookie)).json().items.find((s: { current: boolean }) => s.current)
        .device,
    ).toBe('Safari em iPhone');
  });

  it('ends every other session and keeps this one', async () => {
    const email = uniqueEmail('outras');
    const here = await register(t.app, { email });
    const there = await login(t.app, email);
    const res = await del('/api/me/sessions', here.cookie);
    expect(res.statusCode).toBe(204);
    expect((await get('/api/auth/session', here.cookie)).statusCode).toBe(200);
    const gone = await get('/api/auth/session', there.cookie);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().error.code).toBe('SESSION_EXPIRED');
    expect((await get('/api/me/sessions', here.cookie)).json().total).toBe(1);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/sessions' });
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('an admin ends all sessions of a user (DELETE /api/users/:id/sessions)', () => {
  it('signs the user out everywhere', async () => {
    const person = await createUser(t.app, admin, 'franqueado', 'Pedro Sessões');
    const other = await login(t.app, person.user.email);
    const res = await del(`/api/users/${person.user.id}/sessions`, admin.cookie);
    expect(res.statusCode).toBe(204);
    for (const cookie of [person.cookie, other.cookie]) {
      const after = await get('/api/albums', cookie);
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('SESSION_EXPIRED');
    }
    expect((await get('/api/auth/session', admin.cookie)).statusCode).toBe(200);
  });

  it('is for admins only, and answers 404 for an unknown user', async () => {
    const person = await createUser(t.app, admin, 'user');
    const forbidden = await del(`/api/users/${admin.user.id}/sessions`, person.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect((await get('/api/auth/session', admin.cookie)).statusCode).toBe(200);
    const missing = await del('/api/users/00000000-0000-4000-8000-000000000000/sessions', admin.cookie);
    expect(missing.statusCode).toBe(404);
  });
});
