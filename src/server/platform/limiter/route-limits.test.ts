import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import { multipartBody } from '../../../../tests/helpers/multipart';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { RATE_LIMITS, type RateLimitRule } from './limits';

let t: TestApp;
let admin: SignedIn;
let image: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Primeira Admin' });
  image = await fx.jpeg(320, 200);
});

afterAll(async () => {
  await t.close();
});

function upload(app: TestApp['app'], method: 'POST' | 'PUT', url: string, cookie: string) {
  const { body, contentType } = multipartBody([
    { name: 'file', filename: 'foto.jpg', contentType: 'image/jpeg', data: image },
  ]);
  return app.inject({ method, url, headers: { cookie, 'content-type': contentType }, payload: body });
}

/** Uses up one user's allowance, checks the next call is refused with the wait, and another user's is not. */
async function expectPerUserLimit(
  call: (cookie: string) => ReturnType<typeof upload>,
  rule: RateLimitRule,
  user: SignedIn,
  other: SignedIn,
) {
  for (let i = 0; i < rule.limit; i++)
    expect((await call(user.cookie)).statusCode, `call ${i + 1}`).toBe(200);
  const refused = await call(user.cookie);
  expect(refused.statusCode).toBe(429);
  const minutes = Math.ceil(rule.windowMs / 60_000);
  expect(refused.json().error).toMatchObject({
    code: 'RATE_LIMITED',
    message: `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);
  expect((await call(other.cookie)).statusCode).toBe(200);
}

describe('per-user limits on expensive routes', () => {
  it('similar-image search', async () => {
    const similar = (cookie: string) => upload(t.app, 'POST', '/api/assets/similar', cookie);
    await expectPerUserLimit(similar, RATE_LIMITS.similarSearchPerUser, await register(t.app), admin);
  });

  it('profile photo upload', async () => {
    const avatar = (cookie: string) => upload(t.app, 'PUT', '/api/me/avatar', cookie);
    await expectPerUserLimit(avatar, RATE_LIMITS.avatarUploadPerUser, await register(t.app), admin);
  });

  it('banner upload, per admin', async () => {
    const banner = (cookie: string) => upload(t.app, 'PUT', '/api/settings/banner', cookie);
    const otherAdmin = await createUser(t.app, admin, 'admin', 'Segunda Admin');
    await expectPerUserLimit(banner, RATE_LIMITS.bannerUploadPerUser, admin, otherAdmin);
  });

  it('are shared by every app process', async () => {
    const second = await t.anotherProcess();
    const user = await register(t.app);
    const { limit } = RATE_LIMITS.similarSearchPerUser;
    for (let i = 0; i < limit; i++) {
      const app = i % 2 === 0 ? t.app : second;
      expect((await upload(app, 'POST', '/api/assets/similar', user.cookie)).statusCode).toBe(200);
    }
    expect((await upload(second, 'POST', '/api/assets/similar', user.cookie)).statusCode).toBe(429);
    expect((await upload(t.app, 'POST', '/api/assets/similar', user.cookie)).statusCode).toBe(429);
  });

  it('leave anonymous callers to the sign-in guard and public routes alone', async () => {
    expect((await upload(t.app, 'POST', '/api/assets/similar', '')).statusCode).toBe(401);
    for (let i = 0; i < 30; i++) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('let the request through, not a 500, when the counters cannot be reached', async () => {
    const user = await register(t.app);
    await t.db.execute(sql`alter table rate_limits rename to rate_limits_away`);
    try {
      const res = await upload(t.app, 'POST', '/api/assets/similar', user.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual(expect.any(Array));
    } finally {
      await t.db.execute(sql`alter table rate_limits_away rename to rate_limits`);
    }
  });
});
