import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { postRequestJson } from '../../../../tests/helpers/requests';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { auditLog, notifications } from '../../platform/db/schema/index';
import { createMailer, createSmtpTransport, type Mailer } from '../../platform/mail/mailer';

/**
 * Issue 17: every new request, change of status, comment and answer tells the other side (in the
 * app, and by e-mail to those who kept it on), after the change; the admins' changes are in the
 * audit log, written in the change's own transaction, and only when the change happened.
 */
const silent = { info() {}, warn() {}, error() {} };

let t: TestApp;
let smtp: TestSmtpServer;
let mailer: Mailer;
let admin: SignedIn;
let paula: SignedIn;
let fernanda: SignedIn;
let gustavo: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = createMailer({
    transport: createSmtpTransport(smtp.url),
    from: 'nao-responda@rede.com.br',
    log: silent,
  });
  t = await createTestApp({ publicUrl: 'https://banco.rede.com.br' }, { mailer });
  admin = await register(t.app, { name: 'Equipe Marketing' });
  paula = await createUser(t.app, admin, 'admin', 'Paula Atendimento');
  fernanda = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  gustavo = await createUser(t.app, admin, 'franqueado', 'Gustavo Sem E-mail');
  const off = await t.app.inject({
    method: 'PATCH',
    url: '/api/me/preferences',
    headers: { cookie: gustavo.cookie },
    payload: { emailNotifications: false },
  });
  expect(off.statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await mailer?.close();
  await smtp?.close();
});

const as = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

const ask = async (who: SignedIn, description: string) => {
  const res = await postRequestJson(t.app, who, { description, channel: 'whatsapp' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

/** Who was told what about `subjectId`, in order: [kind, userId, message, link]. */
async function told(subjectId: string, since = 0) {
  const rows = await t.db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      userId: notifications.userId,
      link: notifications.link,
    })
    .from(notifications)
    .where(and(eq(notifications.subjectId, subjectId), gt(notifications.id, since)))
    .orderBy(asc(notifications.id));
  return rows;
}
const lastId = async () =>
  (await t.db.select({ id: notifications.id }).from(notifications)).reduce(
    (max, row) => Math.max(max, row.id),
    0,
  );
const messagesOf = async (who: SignedIn) =>
  (await as(who, 'GET', '/api/notifications')).json().items as Array<{
    kind: string;
    message: string;
    link: string;
  }>;

describe('who is told', () => {
  it('tells every admin of a new request, and the requester of a new status and of the answer', async () => {
    const id = await ask(fernanda, 'Arte de clareamento para o WhatsApp da clínica');
    const created = await told(id);
    expect(created.map((row) => row.kind)).toEqual(['request-created', 'request-created']);
    expect(created.map((row) => row.userId).sort()).toEqual([admin.user.id, paula.user.id].sort());
    expect(created.every((row) => row.link === `/requests/${id}`)).toBe(true);
    expect((await messagesOf(paula))[0]).toMatchObject({
      kind: 'request-created',
      message: 'Fernanda Franqueada pediu um material: Arte de clareamento para o WhatsApp da clínica',
      link: `/requests/${id}`,
    });

    // A new assignee alone is not news to the requester; a new status is.
    let since = await lastId();
    await as(admin, 'PATCH', `/api/requests/${id}`, { assigneeId: paula.user.id });
    expect(await told(id, since)).toEqual([]);
    await as(admin, 'PATCH', `/api/requests/${id}`, { status: 'em_andamento' });
    expect((await told(id, since)).map((row) => [row.kind, row.userId])).toEqual([
      ['request-status', fernanda.user.id],
    ]);
    expect((await messagesOf(fernanda))[0]!.message).toBe(
      'Seu pedido "Arte de clareamento para o WhatsApp da clínica" agora está em andamento.',
    );

    since = await lastId();
    const asset = await insertAsset(t.db, 'Clareamento — WhatsApp');
    await as(paula, 'POST', `/api/requests/${id}/deliver`, { assetIds: [asset] });
    expect((await told(id, since)).map((row) => [row.kind, row.userId, row.link])).toEqual([
      ['request-answered', fernanda.user.id, `/requests/${id}`],
    ]);
    expect((await messagesOf(fernanda))[0]!.message).toBe(
      'Seu pedido foi respondido: Arte de clareamento para o WhatsApp da clínica',
    );
  });

  it('tells the other side of a comment: the requester, the assignee, or every admin when nobody is assigned', async () => {
    const id = await ask(gustavo, 'Cartaz de ortodontia');
    let since = await lastId();
    await as(gustavo, 'POST', `/api/requests/${id}/comments`, { body: 'É para a semana que vem.' });
    expect((await told(id, since)).map((row) => [row.kind, row.userId]).sort()).toEqual(
      [
        ['request-comment', admin.user.id],
        ['request-comment', paula.user.id],
      ].sort(),
    );

    since = await lastId();
    await as(admin, 'POST', `/api/requests/${id}/comments`, { body: 'Pode deixar, Gustavo.' });
    expect((await told(id, since)).map((row) => [row.kind, row.userId])).toEqual([
      ['request-comment', gustavo.user.id],
    ]);
    expect((await messagesOf(gustavo))[0]!.message).toBe(
      'Equipe Marketing comentou o pedido "Cartaz de ortodontia": Pode deixar, Gustavo.',
    );

    await as(admin, 'PATCH', `/api/requests/${id}`, { assigneeId: paula.user.id });
    since = await lastId();
    await as(gustavo, 'POST', `/api/requests/${id}/comments`, { body: 'Obrigado!' });
    expect((await told(id, since)).map((row) => [row.kind, row.userId])).toEqual([
      ['request-comment', paula.user.id],
    ]);
  });

  it('tells nobody when a change is refused', async () => {
    const id = await ask(fernanda, 'Folder de prevenção');
    const since = await lastId();
    await as(admin, 'PATCH', `/api/requests/${id}`, { assigneeId: fernanda.user.id });
    await as(admin, 'POST', `/api/requests/${id}/deliver`, { assetIds: [randomUUID()] });
    await as(gustavo, 'POST', `/api/requests/${id}/comments`, { body: 'Oi' });
    expect(await told(id, since)).toEqual([]);
  });
});

describe('e-mail copies', () => {
  it('mail the requester who kept e-mail on a new status, a comment and the answer, with a link to the request', async () => {
    await mailer.idle();
    const before = smtp.messages.length;
    const id = await ask(fernanda, 'Post de implante para o Instagram');
    const quiet = await ask(gustavo, 'Post de implante para o Facebook');
    for (const request of [id, quiet]) {
      await as(admin, 'PATCH', `/api/requests/${request}`, { status: 'em_andamento' });
      await as(admin, 'POST', `/api/requests/${request}/comments`, { body: 'Sai amanhã.' });
      await as(admin, 'POST', `/api/requests/${request}/deliver`, {
        assetIds: [await insertAsset(t.db, 'Implante — post')],
      });
    }
    // Three to Fernanda, and each new request to the two admins.
    await smtp.waitFor(before + 7);
    await mailer.idle();
    const mails = smtp.messages
      .slice(before)
      .filter((mail) => !mail.to.includes(admin.user.email) && !mail.to.includes(paula.user.email));
    // Gustavo turned e-mail off: nothing for him.
    expect(mails.map((mail) => mail.to)).toEqual([
      [fernanda.user.email],
      [fernanda.user.email],
      [fernanda.user.email],
    ]);
    const parsed = mails.map((mail) => parseMail(mail.raw));
    expect(parsed.map((mail) => mail.subject)).toEqual([
      'Seu pedido de material agora está em andamento',
      'Novo comentário no pedido de material',
      'Seu pedido foi respondido',
    ]);
    expect(parsed[1]!.text).toContain(
      'Equipe Marketing comentou o pedido "Post de implante para o Instagram": Sai amanhã.',
    );
    for (const mail of parsed)
      expect(mail.text).toContain(`Abrir no Banco de Imagens: https://banco.rede.com.br/requests/${id}`);
  });
});

describe('a new request by e-mail', () => {
  it('mails every admin who kept e-mail on, with the request and a link to it; not the requester', async () => {
    const off = await as(paula, 'PATCH', '/api/me/preferences', { emailNotifications: false });
    expect(off.statusCode).toBe(200);
    try {
      await mailer.idle();
      const before = smtp.messages.length;
      const id = await ask(fernanda, 'Folder de prótese para a recepção');
      await smtp.waitFor(before + 1);
      await mailer.idle();
      const mails = smtp.messages.slice(before);
      expect(mails.map((mail) => mail.to)).toEqual([[admin.user.email]]);
      const mail = parseMail(mails[0]!.raw);
      expect(mail.subject).toBe('Novo pedido de material de Fernanda Franqueada');
      expect(mail.text).toContain('Fernanda Franqueada pediu um material: Folder de prótese para a recepção');
      expect(mail.text).toContain(`Abrir no Banco de Imagens: https://banco.rede.com.br/requests/${id}`);
    } finally {
      await as(paula, 'PATCH', '/api/me/preferences', { emailNotifications: true });
    }
  });
});

describe('the audit log', () => {
  const entries = (targetId: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.id));

  it('records each change of status or assignee and each delivery with before and after', async () => {
    const id = await ask(fernanda, 'Banner para a fachada');
    expect(await entries(id)).toEqual([]);
    await as(admin, 'PATCH', `/api/requests/${id}`, { status: 'em_andamento', assigneeId: paula.user.id });
    // A change that changes nothing is not an entry.
    await as(admin, 'PATCH', `/api/requests/${id}`, { status: 'em_andamento' });
    const first = await insertAsset(t.db, 'Fachada — banner');
    const second = await insertAsset(t.db, 'Fachada — adesivo');
    await as(paula, 'POST', `/api/requests/${id}/deliver`, { assetIds: [first, second] });
    // Comments are conversation, not administration.
    await as(admin, 'POST', `/api/requests/${id}/comments`, { body: 'Entregue.' });

    const log = await entries(id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      kind: 'request.edit',
      targetType: 'request',
      targetId: id,
      actorId: admin.user.id,
      actorName: 'Equipe Marketing',
      before: { status: 'aberto', assigneeId: null },
      after: { status: 'em_andamento', assigneeId: paula.user.id },
    });
    expect(log[1]).toMatchObject({
      kind: 'request.deliver',
      targetType: 'request',
      actorId: paula.user.id,
      before: { assetIds: [], status: 'em_andamento' },
      after: { assetIds: [first, second], status: 'atendido' },
    });
  });

  it('records nothing when the change was refused', async () => {
    const id = await ask(gustavo, 'Adesivo para o consultório');
    const attempts: Array<[SignedIn, 'PATCH' | 'POST', string, object]> = [
      [admin, 'PATCH', `/api/requests/${id}`, { assigneeId: gustavo.user.id }],
      [admin, 'PATCH', `/api/requests/${id}`, { status: 'encerrado' }],
      [admin, 'POST', `/api/requests/${id}/deliver`, { assetIds: [randomUUID()] }],
      [gustavo, 'PATCH', `/api/requests/${id}`, { status: 'atendido' }],
      [gustavo, 'POST', `/api/requests/${id}/deliver`, { assetIds: [await insertAsset(t.db, 'Adesivo')] }],
      [admin, 'PATCH', `/api/requests/${randomUUID()}`, { status: 'atendido' }],
    ];
    for (const [who, method, url, payload] of attempts)
      expect((await as(who, method, url, payload)).statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(
        400,
      );
    expect(await entries(id)).toEqual([]);
  });
});
