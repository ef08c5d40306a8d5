import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { login, PASSWORD, register, setPublicSignup, uniqueEmail } from '../../../../tests/helpers/accounts';
import { apiSuite } from '../../../../tests/helpers/api-suite';
import { createTestApp } from '../../../../tests/helpers/test-app';
import { users } from '../../platform/db/schema/index';
import { LOGIN_SLOWDOWN, loginDelayMs, RATE_LIMITS } from '../../platform/limiter/limits';

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

describe('sign-in failures for one e-mail', () => {
  it("limit the guesser's address, never the owner signing in from elsewhere", async () => {
    const email = uniqueEmail();
    const owner = await register(s.t.app, { email });
    const guesser = nextAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerAddressAndEmail.limit; i++) {
      expect((await attempt(s.t.app, email, `errada-${i}00`, guesser)).statusCode).toBe(401);
    }
    // Refused from the guesser's address even with the right password: it is not checked any more.
    expectRateLimited(await attempt(s.t.app, email, PASSWORD, guesser), 15);
    // The owner, from their own address, signs in.
    const signedIn = await attempt(s.t.app, email, PASSWORD, nextAddress());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(owner.user.id);
  });

  it('from many addresses slow that e-mail down, and never lock it', async () => {
    const email = uniqueEmail();
    await register(s.t.app, { email });
    const failures = LOGIN_SLOWDOWN.after + 4;
    for (let i = 0; i < failures; i++) {
      expect((await attempt(s.t.app, email, `errada-${i}00`, nextAddress())).statusCode).toBe(401);
    }
    const started = performance.now();
    expect((await attempt(s.t.app, email, PASSWORD, nextAddress())).statusCode).toBe(200);
    // A lower bound only: the attempt waited for the failures before it, whatever the machine's load.
    expect(performance.now() - started).toBeGreaterThanOrEqual(loginDelayMs(failures) - 5);
  });

  it('grow the wait step by step, up to a bound', () => {
    expect(loginDelayMs(LOGIN_SLOWDOWN.after)).toBe(0);
    expect(loginDelayMs(LOGIN_SLOWDOWN.after + 1)).toBe(LOGIN_SLOWDOWN.stepMs);
    expect(loginDelayMs(LOGIN_SLOWDOWN.after + 3)).toBe(3 * LOGIN_SLOWDOWN.stepMs);
    expect(loginDelayMs(100_000)).toBe(LOGIN_SLOWDOWN.maxDelayMs);
  });

  it('start again after a successful sign-in', async () => {
    const email = uniqueEmail();
    await register(s.t.app, { email });
    const address = nextAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerAddressAndEmail.limit; i++) {
      if (i === 5) expect((await attempt(s.t.app, email, PASSWORD, address)).statusCode).toBe(200);
      expect((await attempt(s.t.app, email, 'errada-123', address)).statusCode).toBe(401);
    }
    expect((await attempt(s.t.app, email, PASSWORD, address)).statusCode).toBe(200);
  });

  it('are in the audit log with the e-mail tried and the address, never the password', async () => {
    const email = uniqueEmail('alvo');
    const address = nextAddress();
    expect((await attempt(s.t.app, email, 'segredo-tentado-1', address)).statusCode).toBe(401);
    const res = await s.t.app.inject({
      method: 'GET',
      url: '/api/audit?kind=auth.login-failed',
      headers: { cookie: s.admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const entry = res.json().items.find((item: { targetName: string }) => item.targetName === email);
    expect(entry).toMatchObject({ kind: 'auth.login-failed', ip: address, actorName: null });
    expect(entry.after).toEqual({ email });
    expect(res.body).not.toContain('segredo-tentado-1');
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
    await setPublicSignup(s.t.app, s.admin, true);
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
    const address = nextAddress();
    for (let i = 0; i < RATE_LIMITS.loginPerAddressAndEmail.limit; i++) {
      const app = i % 2 === 0 ? s.t.app : second;
      expect((await attempt(app, email, 'errada-123', address)).statusCode).toBe(401);
    }
    expect((await attempt(s.t.app, email, PASSWORD, address)).statusCode).toBe(429);
    expect((await attempt(second, email, PASSWORD, address)).statusCode).toBe(429);
  });
});
