import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnit, register, type SignedIn, uniqueEmail } from '../../../../tests/helpers/accounts';
import { requestAs, sendParts } from '../../../../tests/helpers/api-suite';
import {
  type CapturedMail,
  parseMail,
  startSmtpServer,
  type TestSmtpServer,
} from '../../../../tests/helpers/smtp';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { fixedClock } from '../../platform/clock';
import { createMailer, createSmtpTransport, type Mailer } from '../../platform/mail/mailer';

/**
 * Issue 36, point 2: invitations by e-mail and by sheet, and the seven days a link lasts. The app
 * runs on a test SMTP server and a clock the test moves.
 */
const clock = fixedClock('2026-11-02T12:00:00Z');
const silent = { info() {}, warn() {}, error() {} };
const DAY = 24 * 60 * 60 * 1000;
let smtp: TestSmtpServer;
let mailer: Mailer;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = createMailer({
    transport: createSmtpTransport(smtp.url),
    from: 'Rede <nao-responda@rede.com.br>',
    log: silent,
    retryDelaysMs: [5, 5],
  });
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://banco.rede.com.br' }, { mailer, clock });
  admin = await register(t.app, { name: 'Admin Convites' });
});

afterAll(async () => {
  await t.close();
  await mailer.close();
  await smtp.close();
});

async function mailTo(to: string): Promise<CapturedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.messages.find((m) => m.to.includes(to));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function importSheet(csv: string | Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/invitations/import',
    headers: { cookie: admin.cookie, 'content-type': 'text/csv' },
    payload: csv,
  });
}

const code = (res: { statusCode: number; json(): { error: { code: string } } }) => [
  res.statusCode,
  res.json().error.code,
];

describe('an invitation by e-mail', () => {
  it('sends the link, which works for seven days and then says it expired', async () => {
    const email = uniqueEmail('carta');
    const res = await requestAs(t.app, admin, 'POST', '/api/invitations', {
      name: 'Célia Carta',
      email,
      role: 'user',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ emailed: true });
    expect(res.json().invitation.expiresAt).toBe('2026-11-09T12:00:00.000Z');
    const { text, html } = parseMail((await mailTo(email)).raw);
    expect(text).toContain('Admin Convites convidou você');
    expect(text).toContain(res.json().url);
    expect(html).toContain('Aceitar o convite');
    const token = new URL(res.json().url).searchParams.get('token');

    clock.advance(7 * DAY + 60_000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, password: 'girassol-azul-2031' },
    });
    expect(code(late)).toEqual([410, 'INVITATION_EXPIRED']);
    const expired = await requestAs(t.app, admin, 'GET', '/api/invitations?status=expired');
    expect(expired.json().items.map((item: { email: string }) => item.email)).toEqual([email]);
    expect((await requestAs(t.app, admin, 'GET', '/api/invitations?status=pending')).json().total).toBe(0);

    // Resent, it works again for seven more days.
    const resent = await requestAs(
      t.app,
      admin,
      'POST',
      `/api/invitations/${res.json().invitation.id}/resend`,
    );
    expect(resent.json().invitation).toMatchObject({ status: 'pending' });
    const fresh = new URL(resent.json().url).searchParams.get('token');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token: fresh, password: 'girassol-azul-2031' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await requestAs(t.app, admin, 'GET', '/api/invitations?status=bogus')).statusCode).toBe(400);
  });
});

describe('a sheet of invitations', () => {
  it('invites the good rows and says, per line, why the others were not', async () => {
    const clinic = await createUnit(t.app, admin, { name: 'Clínica Planilha' });
    const other = await createUnit(t.app, admin, { name: 'Clínica Por Id' });
    const rows = [
      'nome;email;perfil;unidade',
      `Ana Planilha;ana@planilha.com.br;Franqueada;clínica planilha`,
      `Bruno Id;bruno@planilha.com.br;franqueado;${other.id}`,
      `Caio Usuário;caio@planilha.com.br;Usuário;`,
      `Dora Perfil;dora@planilha.com.br;gerente;`,
      `Eva Unidade;eva@planilha.com.br;franqueado;Clínica Que Não Existe`,
      `Fábio Email;nao-e-email;usuário;`,
      `Ana De Novo;ANA@planilha.com.br;usuário;`,
      `Gil Admin;${admin.user.email};administrador;`,
      `Hugo Sem Unidade;hugo@planilha.com.br;franqueado;`,
    ];
    const res = await importSheet(Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`, 'utf8'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.created).toBe(3);
    expect(
      body.invitations.map((item: { invitation: { email: string; role: string; unitId: string | null } }) => [
        item.invitation.email,
        item.invitation.role,
        item.invitation.unitId,
      ]),
    ).toEqual([
      ['ana@planilha.com.br', 'franqueado', clinic.id],
      ['bruno@planilha.com.br', 'franqueado', other.id],
      ['caio@planilha.com.br', 'user', null],
    ]);
    expect(body.errors).toEqual([
      { line: 5, message: 'Perfil “gerente” desconhecido: use administrador, franqueado ou usuário.' },
      { line: 6, message: 'Unidade “Clínica Que Não Existe” não encontrada.' },
      { line: 7, message: 'Informe um e-mail válido.' },
      { line: 8, message: 'E-mail repetido na planilha (já aparece na linha 2).' },
      { line: 9, message: 'Já existe uma conta com este e-mail.' },
      { line: 10, message: 'Escolha a unidade da pessoa franqueada.' },
    ]);
    await mailTo('bruno@planilha.com.br');
  });

  it("takes the sheet as a multipart file too (a form's file field)", async () => {
    const csv = 'Nome,E-mail,Perfil\nIara Formulário,iara@planilha.com.br,usuária\n';
    const res = await sendParts(t.app, admin, '/api/invitations/import', [
      { name: 'file', filename: 'convites.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, errors: [] });
  });

  it('refuses a file it cannot read as a sheet of invitations, inviting nobody', async () => {
    const before = (await requestAs(t.app, admin, 'GET', '/api/invitations')).json().total;
    expect(code(await importSheet('nome,email,cargo\nA B,a@b.com.br,x\n'))).toEqual([
      400,
      'INVITATIONS_CSV_UNKNOWN_COLUMN',
    ]);
    expect(code(await importSheet('nome,unidade\nA B,x\n'))).toEqual([400, 'INVITATIONS_CSV_INVALID']);
    expect(code(await importSheet(`nome,email,perfil\n${'A B,a@b.com.br,usuário\n'.repeat(501)}`))).toEqual([
      400,
      'INVITATIONS_CSV_TOO_MANY_ROWS',
    ]);
    expect(code(await importSheet(`nome,email,perfil\n${'x'.repeat(1024 * 1024 + 10)}`))).toEqual([
      413,
      'INVITATIONS_CSV_TOO_LARGE',
    ]);
    const json = await requestAs(t.app, admin, 'POST', '/api/invitations/import', { csv: 'x' });
    expect(code(json)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect((await requestAs(t.app, admin, 'GET', '/api/invitations')).json().total).toBe(before);
  });
});
