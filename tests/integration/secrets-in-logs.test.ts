import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_LINK_FILE } from '../../src/server/boot/startup';
import { redactUrl } from '../../src/server/platform/http/log-redaction';
import { PASSWORD, type SignedIn, sessionCookie, uniqueEmail } from '../helpers/accounts';
import * as fx from '../helpers/fixtures';
import { makeShareLink, unlock, visit } from '../helpers/share-links';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { categoryIds, uploadRequest } from '../helpers/uploads';

/**
 * Issue 36: no partner-link, invitation, password-reset or setup token reaches the server's log.
 * The app runs with its real logger (debug level) into memory; each kind of token is used the way a
 * browser uses it, and the whole log is searched for it.
 */
const LINK_PASSWORD = 'girassol-azul-2031';
const log: string[] = [];
let smtp: TestSmtpServer;
let t: TestApp;
let admin: SignedIn;
const tokens: Record<string, string> = {};

async function resetToken(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = smtp.messages.find((m) => m.to.includes(email));
    const token = mail && /\/redefinir-senha\?token=([\w-]+)/.exec(parseMail(mail.raw).text ?? '')?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no reset e-mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url }, { logLines: log });

  // The first admin, through the setup link (from another machine, as an operator would).
  const link = t.app.setupLink;
  if (!link) throw new Error('no setup link on a fresh install');
  tokens.setup = new URL(link).searchParams.get('setup') ?? '';
  expect((await fs.readFile(path.join(t.dataDir, SETUP_LINK_FILE), 'utf8')).trim()).toBe(link);
  await visit(t.app, `/auth?tab=cadastrar&setup=${tokens.setup}`);
  const email = uniqueEmail('admin');
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: '203.0.113.40',
    payload: { name: 'Equipe Marketing', email, password: PASSWORD, setupToken: tokens.setup },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  expect(registered.json().user.role).toBe('admin');
  admin = { user: registered.json().user, cookie: sessionCookie(registered) };

  // A partner link with a password: its page, data, a wrong and a right password, files.
  const uploaded = await uploadRequest(
    t.app,
    admin.cookie,
    { title: 'Cartaz do log', categoryIds: await categoryIds(t.db, ['fachada']), items: [{}] },
    [{ name: 'cartaz.jpg', data: await fx.jpeg(120, 90, '#3366aa'), contentType: 'image/jpeg' }],
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const shared = await makeShareLink(t.app, admin, {
    assetId: uploaded.json().items[0].asset.id,
    password: LINK_PASSWORD,
  });
  tokens.shareLink = shared.token;
  await visit(t.app, `/s/${shared.token}`);
  await visit(t.app, `/api/s/${shared.token}`);
  expect((await unlock(t.app, shared.token, 'senha-errada-1')).statusCode).toBe(401);
  const unlocked = await unlock(t.app, shared.token, LINK_PASSWORD);
  expect(unlocked.statusCode, unlocked.body).toBe(204);
  const cookie = unlocked.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  expect((await visit(t.app, `/api/s/${shared.token}/download`, { cookie })).statusCode).toBe(200);
  await visit(t.app, `/api/s/${shared.token}/thumbnail`, { cookie });
  // A cross-site request is logged with its address: the token must not come with it.
  await t.app.inject({
    method: 'POST',
    url: `/api/s/${shared.token}/unlock`,
    headers: { origin: 'https://golpe.example' },
    payload: { password: LINK_PASSWORD },
  });

  // An invitation: made by the admin, e-mailed, its page opened, previewed and accepted.
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/invitations',
    headers: { cookie: admin.cookie },
    payload: { name: 'Vera Convidada', email: uniqueEmail('convite'), role: 'user' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  tokens.invitation = new URL(invited.json().url).searchParams.get('token') ?? '';
  await visit(t.app, `/convite?token=${tokens.invitation}`);
  await visit(t.app, `/api/invitations/preview?token=${tokens.invitation}`);
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    payload: { token: tokens.invitation, password: 'girassol-verde-2032' },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);

  // A password reset: the e-mailed link opened, then confirmed.
  await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
  tokens.reset = await resetToken(email);
  await visit(t.app, `/redefinir-senha?token=${tokens.reset}`);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token: tokens.reset, password: 'outra-senha-forte-2031' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(204);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('secrets in the log', () => {
  it('the log saw every request, with the URLs redacted', () => {
    const text = log.join('');
    expect(text).toContain('"url":"/s/[token]"');
    expect(text).toContain('"url":"/api/s/[token]/unlock"');
    expect(text).toContain('/redefinir-senha?token=[redacted]');
    expect(text).toContain('/auth?tab=cadastrar&setup=[redacted]');
    expect(text).toContain('/api/invitations/preview?token=[redacted]');
    expect(text).toContain('refused a cross-site request');
  });

  it.each(['setup', 'shareLink', 'reset', 'invitation'])('holds no %s token anywhere', (kind) => {
    const token = tokens[kind];
    expect(token?.length).toBeGreaterThan(20);
    expect(log.join('')).not.toContain(token);
  });

  it('names the file that holds the setup link, owner-only, instead of the link', async () => {
    const file = path.join(t.dataDir, SETUP_LINK_FILE);
    expect(log.join('')).toContain(JSON.stringify(file));
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/s/abc123', '/s/[token]'],
    ['/api/s/abc123/download?format=original', '/api/s/[token]/download?format=original'],
    ['/redefinir-senha?token=abc&x=1', '/redefinir-senha?token=[redacted]&x=1'],
    ['/convite?lang=pt&TOKEN=abc#f', '/convite?lang=pt&TOKEN=[redacted]#f'],
    ['/auth?tab=cadastrar&setup=abc', '/auth?tab=cadastrar&setup=[redacted]'],
    ['/api/assets?q=s/abc', '/api/assets?q=s/abc'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
