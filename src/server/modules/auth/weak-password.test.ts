import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  register,
  type SignedIn,
  setPublicSignup,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { users } from '../../platform/db/schema/index';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin Senhas' });
  await setPublicSignup(t.app, admin, true);
});

afterAll(async () => {
  await t.close();
});

const weak: Array<[string, string]> = [
  ['12345678', 'Senha muito comum.'],
  ['abcdefgh1', 'Sequência previsível, como abc ou 1234.'],
  ['aaaaaaaaaa', 'Repetições como aaa são fáceis de adivinhar.'],
];

describe('guessable passwords are refused with the reason (WEAK_PASSWORD)', () => {
  it.each(weak)('on sign-up: %s', async (password, message) => {
    const email = uniqueEmail('fraca');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Bia Fraca', email, password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'WEAK_PASSWORD', message });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("refuses the person's own name as a password", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Rosângela Prates', email: uniqueEmail('rosangela'), password: 'rosangelaprates' },
    });
    expect(res.json().error).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: 'Evite usar seu nome ou e-mail na senha.',
    });
  });

  it('when an admin creates a user', async () => {
    const [before] = await t.db.select({ n: count() }).from(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: admin.cookie },
      payload: { name: 'Caio Novo', email: uniqueEmail(), password: 'password1', role: 'user' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'WEAK_PASSWORD', message: 'Senha muito comum.' });
    const [after] = await t.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('on a password change, keeping the old password', async () => {
    const me = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: me.cookie },
      payload: { currentPassword: PASSWORD, newPassword: '1234abcd' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WEAK_PASSWORD');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});
