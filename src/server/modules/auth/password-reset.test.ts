import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD, register, type SignedIn, uniqueEmail } from '../../../../tests/helpers/accounts';
import {
  type CapturedMail,
  parseMail,
  startSmtpServer,
  type TestSmtpServer,
} from '../../../../tests/helpers/smtp';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { passwordResetTokens, sessions } from '../../platform/db/schema/index';
import { createMailer, createSmtpTransport, type Mailer } from '../../platform/mail/mailer';
import { hashToken } from './auth.service';

const NEW_PASSWORD = 'girassol-azul-2031';
const silent = { info() {}, warn() {}, error() {} };

let smtp: TestSmtpServer;
let mailer: Mailer;
let t: TestApp;
let admin: SignedIn;

let addressCounter = 0;
/** Each request from an address of its own, so the per-address limit is only met where tested. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${1 + (addressCounter % 250)}`;
}

function requestReset(email: string, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/password-reset', remoteAddress, payload: { email } });
}

function confirm(token: string, password = NEW_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
  });
}

/** The message sent to `to`, waiting (bounded) for it to arrive. */
async function mailTo(to: string): Promise<CapturedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = smtp.messages.find((m) => m.to.includes(to));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function tokenOf(mail: CapturedMail): string {
  const { text } = parseMail(mail.raw);
  const match = /\/redefinir-senha\?token=([\w-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in ${text}`);
  return match[1];
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = createMailer({
    transport: createSmtpTransport(smtp.url),
    from: 'Banco de Imagens <nao-responda@rede.com.br>',
    log: silent,
    retryDelaysMs: [5, 5],
  });
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://banco.rede.com.br' }, { mailer });
  admin = await register(t.app, { name: 'Admin Redefinição' });
});

afterAll(async () => {
  await t.close();
  await mailer.close();
  await smtp.close();
});

describe('password reset by e-mail', () => {
  it('says mail is on in /api/config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().mailEnabled).toBe(true);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', mail: 'ok' });
  });

  it('e-mails a pt-BR link (text and HTML) whose token is stored only as its hash', async () => {
    const person = await register(t.app, { name: 'Beatriz Ramos' });
    const res = await requestReset(person.user.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');

    const mail = await mailTo(person.user.email);
    expect(mail.from).toBe('nao-responda@rede.com.br');
    const parsed = parseMail(mail.raw);
    expect(parsed.subject).toBe('Redefinição de senha – Banco de Imagens Rede Teste');
    expect(parsed.text).toContain('Olá, Beatriz Ramos!');
    expect(parsed.text).toContain('30 minutos');
    const token = tokenOf(mail);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(parsed.text).toContain(`https://banco.rede.com.br/redefinir-senha?token=${token}`);
    expect(parsed.html).toContain(`href="https://banco.rede.com.br/redefinir-senha?token=${token}"`);
    expect(parsed.html).toContain('Olá, Beatriz Ramos!');

    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, person.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const email = uniqueEmail('reset');
    const first = await register(t.app, { name: 'Caio Nunes', email });
    const second = await login(t.app, email);
    await requestReset(email);
    const token = tokenOf(await mailTo(email));

    expect((await confirm(token)).statusCode).toBe(204);

    for (const device of [first, second]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: device.cookie },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, first.user.id))).toHaveLength(0);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    await login(t.app, email, NEW_PASSWORD);

    const again = await confirm(token, 'outra-senha-forte-99');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: 'Este link de redefinição é inválido ou expirou. Peça um novo.',
    });
    await login(t.app, email, NEW_PASSWORD);
  });

  it('answers 202 to an e-mail with no account and sends nothing', async () => {
    const before = smtp.messages.length;
    const unknown = uniqueEmail('ninguem');
    expect((await requestReset(unknown)).statusCode).toBe(202);
    // Messages go out in order: once a later one arrived, the unknown address had its turn.
    const person = await register(t.app, { name: 'Davi Prado' });
    await requestReset(person.user.email);
    await mailTo(person.user.email);
    expect(smtp.messages.slice(before).map((m) => m.to)).toEqual([[person.user.email]]);
  });

  it("lifts the sign-in limit that the owner's own wrong guesses put on their address", async () => {
    const person = await register(t.app, { name: 'Lara Teles' });
    const email = person.user.email;
    const home = nextAddress();
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: home,
        payload: { email, password },
      });
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await signIn('palpite-errado-1')).statusCode;
    expect(last).toBe(429);
    await requestReset(email);
    expect((await confirm(tokenOf(await mailTo(email)))).statusCode).toBe(204);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const person = await register(t.app, { name: 'Elisa Campos' });
    await requestReset(person.user.email);
    const token = tokenOf(await mailTo(person.user.email));
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses an unknown token and a missing one', async () => {
    const unknown = await confirm('a'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('RESET_TOKEN_INVALID');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { password: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a weak password with WEAK_PASSWORD and keeps the link usable', async () => {
    const person = await register(t.app, { name: 'Fábio Lopes' });
    await requestReset(person.user.email);
    const token = tokenOf(await mailTo(person.user.email));

    const weak = await confirm(token, '12345678');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('WEAK_PASSWORD');
    const short = await confirm(token, 'curta');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('VALIDATION');

    expect((await confirm(token)).statusCode).toBe(204);
    await login(t.app, person.user.email, NEW_PASSWORD);
  });

  it('spends every other link of the user once one is used', async () => {
    const person = await register(t.app, { name: 'Gabriela Reis' });
    await requestReset(person.user.email);
    await requestReset(person.user.email);
    const deadline = Date.now() + 5000;
    while (smtp.messages.filter((m) => m.to.includes(person.user.email)).length < 2) {
      if (Date.now() > deadline) throw new Error('two e-mails expected');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [older, newer] = smtp.messages.filter((m) => m.to.includes(person.user.email)).map(tokenOf);
    expect((await confirm(newer!)).statusCode).toBe(204);
    expect((await confirm(older!, 'mais-uma-senha-forte-7')).json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('limits requests per e-mail (5 an hour) with a 429', async () => {
    const email = uniqueEmail('limite');
    for (let i = 0; i < 5; i++) expect((await requestReset(email)).statusCode).toBe(202);
    const sixth = await requestReset(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
  });

  it('limits requests per address (20 an hour) with a 429', async () => {
    const address = nextAddress();
    for (let i = 0; i < 20; i++)
      expect((await requestReset(uniqueEmail('ip'), address)).statusCode).toBe(202);
    expect((await requestReset(uniqueEmail('ip'), address)).statusCode).toBe(429);
  });
});

describe('an administrator sends the link from /users', () => {
  it('e-mails the user a working link (202)', async () => {
    const person = await register(t.app, { name: 'Heitor Lima' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${person.user.id}/password-reset`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(202);
    const token = tokenOf(await mailTo(person.user.email));
    expect((await confirm(token)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown user and 403 to a non-admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/00000000-0000-4000-8000-000000000000/password-reset',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(404);
    const person = await register(t.app, { name: 'Iara Souza' });
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/users/${admin.user.id}/password-reset`,
      headers: { cookie: person.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
