import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, register, sessionCookie, signUp, uniqueEmail } from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { sessions, users } from '../../platform/db/schema/index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const session = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

describe('registration', () => {
  it('makes the first account admin and later ones user or franqueado', async () => {
    const first = await register(t.app, { name: 'Marina Admin', email: 'Marina@Rede.com.br' });
    expect(first.user).toMatchObject({ role: 'admin', email: 'marina@rede.com.br', name: 'Marina Admin' });
    expect((await register(t.app)).user.role).toBe('user');
    expect((await register(t.app, { role: 'franqueado' })).user.role).toBe('franqueado');
  });

  it('never lets anyone register as admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Eva', email: uniqueEmail(), password: PASSWORD, role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('Tipo de conta inválido'),
    });
  });

  it('is closed by default, and open (to pending accounts) while the admin turns it on', async () => {
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'marina@rede.com.br', password: PASSWORD },
    });
    const cookie = sessionCookie(admin);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json()).toEqual({
      publicSignup: false,
      banner: null,
    });
    const email = uniqueEmail();
    const refused = await signUp(t.app, { name: 'Bia', email });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SIGNUP_CLOSED');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const on = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie },
      payload: { publicSignup: true },
    });
    expect(on.json()).toMatchObject({ publicSignup: true });
    const joined = await signUp(t.app, { name: 'Bia', email });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().user).toMatchObject({ email, role: 'user', status: 'pending' });

    // Taken, whatever its case.
    const again = await signUp(t.app, { name: 'Outra', email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'Já existe uma conta com este e-mail.',
    });

    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie },
      payload: { publicSignup: false },
    });
    expect((await signUp(t.app, { name: 'Caio' })).json().error.code).toBe('SIGNUP_CLOSED');
  });
});

describe('bad input is refused with a Portuguese message and stores nothing', () => {
  const long = 'a'.repeat(10_000);
  const cases: Array<[string, unknown, RegExp]> = [
    ['empty body', {}, /Informe o nome/],
    ['empty name', { name: '', email: 'x@rede.com', password: PASSWORD }, /Informe o nome/],
    ['blank name', { name: '    ', email: 'x@rede.com', password: PASSWORD }, /Informe o nome/],
    ['10,000-character name', { name: long, email: 'x@rede.com', password: PASSWORD }, /no máximo 120/],
    [
      'HTML in the name',
      { name: '<script>alert(1)</script>', email: 'x@rede.com', password: PASSWORD },
      /apenas letras/,
    ],
    [
      'SQL in the name',
      { name: "Robert'); DROP TABLE users;--", email: 'x@rede.com', password: PASSWORD },
      /apenas letras/,
    ],
    ['malformed e-mail', { name: 'Ana', email: 'ana@@rede', password: PASSWORD }, /e-mail válido/],
    [
      '10,000-character e-mail',
      { name: 'Ana', email: `${long}@rede.com`, password: PASSWORD },
      /e-mail válido/,
    ],
    ['name of the wrong type', { name: 42, email: 'x@rede.com', password: PASSWORD }, /formato inválido/],
    ['password too short', { name: 'Ana', email: 'x@rede.com', password: '123' }, /pelo menos 8/],
    ['10,000-character password', { name: 'Ana', email: 'x@rede.com', password: long }, /no máximo 128/],
    [
      'unknown field',
      { name: 'Ana', email: 'x@rede.com', password: PASSWORD, isAdmin: true },
      /não permitido: isAdmin/,
    ],
  ];

  it.each(cases)('%s', async (_label, payload, message) => {
    const [before] = await t.db.select({ n: count() }).from(users);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.message).toMatch(message);
    const [after] = await t.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('accepts accented names with apostrophes and hyphens', async () => {
    const { user } = await register(t.app, { name: "  Joana D'Ávila-Araújo  " });
    expect(user.name).toBe("Joana D'Ávila-Araújo");
  });
});

describe('login and sessions', () => {
  it('signs in, returns the session user, and sets an httpOnly SameSite=Lax cookie', async () => {
    const email = uniqueEmail();
    await register(t.app, { email, name: 'Paula Reis' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'bdi_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const me = await session(sessionCookie(res));
    expect(me.json().user).toMatchObject({ email, name: 'Paula Reis', role: 'user', avatarUrl: null });
    const [stored] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, me.json().user.id))
      .limit(1);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie.value).not.toBe(stored?.tokenHash);
  });

  it('gives one message for a wrong e-mail and a wrong password', async () => {
    const email = uniqueEmail();
    await register(t.app, { email });
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'errada-123' },
    });
    const wrongEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('ninguem'), password: PASSWORD },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
    expect(wrongPassword.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'E-mail ou senha incorretos.',
    });
  });

  it('tells no session (UNAUTHENTICATED) apart from a revoked one (SESSION_EXPIRED)', async () => {
    expect((await session()).json().error.code).toBe('UNAUTHENTICATED');
    const { cookie } = await register(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    const after = await session(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Sessão expirada. Por favor, faça login novamente.',
    });
  });

  it('expires a session past its time and renews one in use (sliding expiry)', async () => {
    const a = await register(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, a.user.id));
    expect((await session(a.cookie)).json().error.code).toBe('SESSION_EXPIRED');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, a.user.id))).toHaveLength(0);

    const b = await register(t.app);
    const soon = new Date(Date.now() + 60_000);
    await t.db
      .update(sessions)
      .set({ expiresAt: soon, lastUsedAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(sessions.userId, b.user.id));
    const renewed = await session(b.cookie);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.cookies.find((c) => c.name === 'bdi_session')?.expires?.getTime()).toBeGreaterThan(
      Date.now() + 29 * 24 * 3600_000,
    );
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, b.user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(soon.getTime());
  });
});
