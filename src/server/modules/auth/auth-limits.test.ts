import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { login, PASSWORD, register, uniqueEmail } from '../../../../tests/helpers/accounts';
import { apiSuite } from '../../../../tests/helpers/api-suite';
import { createTestApp } from '../../../../tests/helpers/test-app';
import { users } from '../../db/schema/index';
import { RATE_LIMITS } from '../limiter/limits';

const s = apiSuite({ adminName: 'Primeira Admin' });

function attempt(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email, password },
  });
}

let addressCounter = 0;
/** A fresh client address for each call (documentation range 198.51.100.0/24 and up). */
function nextAddress(): string {
  addressCounter += 1;
  return `198.51.${100 + Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

function expectRateLimited(res: Awaited<ReturnType<typeof attempt>>, minutes: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toMatchObject({
    code: 'RATE_LIMITED',
    message: `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

describe('sign-in failures per e-mail', () => {
  it('reach 429 for one account even when every attempt comes from another address', async () => {
    const email = uniqueEmail();
    await register(s.t.app, { email });
    for (let i = 0; i < RATE_LIMITS.loginPerEmail.limit; i++) {
      expect((await attempt(s.t.app, email, `errada-${i}00`, nextAddress())).statusCode).toBe(401);
    }
    // Refused even with the right password: the password is not checked once the account is locked.
    expectRateLimited(await attempt(s.t.app, email, PASSWORD, nextAddress()), 15);
    // Other accounts sign in normally.
    const other = await register(s.t.app);
    expect((await attempt(s.t.app, other.user.email, PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('start again after a successful sign-in', async () => {
    const email = uniqueEmail();
    await register(s.t.app, { email });
    const address = nextAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerEmail.limit; i++) {
      if (i === 5) expect((await attempt(s.t.app, email, PASSWORD, address)).statusCode).toBe(200);
      expect((await attempt(s.t.app, email, 'errada-123', address)).statusCode).toBe(401);
    }
    expect((await attempt(s.t.app, email, PASSWORD, address)).statusCode).toBe(200);
  });
});

describe('sign-in failures per address', () => {
  it('reach 429 for one address trying many e-mails, and leave other addresses alone', async () => {
    const address = nextAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerAddress.limit; i++) {
      expect((await attempt(s.t.app, uniqueEmail('ninguem'), 'errada-123', address)).statusCode).toBe(401);
    }
    const someone = await register(s.t.app);
    expectRateLimited(await attempt(s.t.app, someone.user.email, PASSWORD, address), 15);
    expect((await attempt(s.t.app, someone.user.email, PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it('with one trusted proxy hop, a client rotating X-Forwarded-For is still counted by its real address', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const viaProxy = (email: string, forwardedFor: string) =>
        // The client writes what it likes first; the proxy (10.0.0.2) appends the address it saw.
        attempt(proxied.app, email, 'errada-123', '10.0.0.2', { 'x-forwarded-for': forwardedFor });
      for (let i = 0; i < RATE_LIMITS.loginPerAddress.limit; i++) {
        const res = await viaProxy(uniqueEmail('ninguem'), `1.2.3.${i}, 9.9.9.9`);
        expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      }
      expect((await viaProxy(uniqueEmail('ninguem'), '1.2.3.250, 9.9.9.9')).statusCode).toBe(429);
      expect((await viaProxy(uniqueEmail('ninguem'), '9.9.9.9, 8.8.4.4')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('password change', () => {
  it('reaches 429 after repeated wrong current passwords for one user, and leaves others alone', async () => {
    const me = await register(s.t.app);
    const other = await register(s.t.app);
    const change = (cookie: string, currentPassword: string) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: { cookie },
        payload: { currentPassword, newPassword: 'nova-senha-456' },
      });
    for (let i = 0; i < RATE_LIMITS.passwordChangePerUser.limit; i++) {
      const res = await change(me.cookie, `errada-${i}00`);
      expect(res.json().error.code).toBe('WRONG_PASSWORD');
    }
    expectRateLimited(await change(me.cookie, PASSWORD), 15);
    // The password was not changed.
    expect((await login(s.t.app, me.user.email)).user.id).toBe(me.user.id);
    expect((await change(other.cookie, PASSWORD)).statusCode).toBe(204);
  });
});

describe('registration', () => {
  it('reaches 429 for one address and creates no account past the limit', async () => {
    const address = nextAddress();
    const signUp = (email: string, remoteAddress = address) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: { name: 'Ana Souza', email, password: PASSWORD },
      });
    for (let i = 0; i < RATE_LIMITS.registerPerAddress.limit; i++) {
      expect((await signUp(uniqueEmail())).statusCode).toBe(201);
    }
    const email = uniqueEmail();
    expectRateLimited(await signUp(email), 60);
    const [stored] = await s.t.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(stored?.n).toBe(0);
    expect((await signUp(email, nextAddress())).statusCode).toBe(201);
  });
});

describe('several app processes', () => {
  it('share the counters: failures spread over two processes still reach 429', async () => {
    const second = await s.t.anotherProcess();
    const email = uniqueEmail();
    await register(s.t.app, { email });
    for (let i = 0; i < RATE_LIMITS.loginPerEmail.limit; i++) {
      const app = i % 2 === 0 ? s.t.app : second;
      expect((await attempt(app, email, 'errada-123', nextAddress())).statusCode).toBe(401);
    }
    expect((await attempt(s.t.app, email, PASSWORD, nextAddress())).statusCode).toBe(429);
    expect((await attempt(second, email, PASSWORD, nextAddress())).statusCode).toBe(429);
  });
});
