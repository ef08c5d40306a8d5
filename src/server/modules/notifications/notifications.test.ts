import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { systemClock } from '../../platform/clock';
import { notifications, users } from '../../platform/db/schema/index';
import { createEventBus } from '../../platform/events/event-bus';
import { createMailer, type MailMessage } from '../../platform/mail/mailer';
import { createEmailNotifications } from '../../platform/mail/notifications';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';

const silent = { info() {}, warn() {}, error() {} };

let t: TestApp;
let admin: SignedIn;
let ana: SignedIn;
let bruno: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin Rede' });
  ana = await createUser(t.app, admin, 'franqueado', 'Ana Franqueada');
  bruno = await createUser(t.app, admin, 'user', 'Bruno Usuário');
});

afterAll(async () => {
  await t.close();
});

const as = (who: SignedIn, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie } });

async function listOf(who: SignedIn, query = '') {
  const res = await as(who, 'GET', `/api/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Array<{ id: string; kind: string; message: string; link: string | null; readAt: string | null }>;
    unread: number;
    nextCursor: string | null;
  };
}

const revoked = (userIds: string[], subjectId = randomUUID(), title = 'Sorriso da Maria') => ({
  to: { userIds },
  kind: 'consent-revoked' as const,
  subjectId,
  params: { title },
  link: '/asset/0b6f3a9e-2f55-4a39-9d38-5a1c7c2f0a11',
});

describe('notify', () => {
  it('tells the listed people once each, rendering the pt-BR message when read', async () => {
    const input = revoked([ana.user.id, bruno.user.id, ana.user.id]);
    expect(await t.app.notifications.notify(input)).toBe(2);
    // The same consent again (another process, a retried sweep): nobody is told twice.
    expect(await t.app.notifications.notify(input)).toBe(0);
    expect(await t.app.notifications.notify({ ...input, to: { userIds: [ana.user.id] } })).toBe(0);

    const list = await listOf(ana);
    const mine = list.items.filter((item) => item.kind === 'consent-revoked');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      message: 'Remova de suas redes o material Sorriso da Maria: o consentimento do paciente foi revogado.',
      link: input.link,
      readAt: null,
    });
    const rows = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.subjectId, input.subjectId));
    expect(rows[0]!.n).toBe(2);
  });

  it('skips ids of accounts that do not exist instead of failing', async () => {
    expect(await t.app.notifications.notify(revoked([randomUUID()]))).toBe(0);
    expect(await t.app.notifications.notify(revoked([]))).toBe(0);
  });

  it('lets request answers repeat (only consent and campaign kinds are once per person)', async () => {
    const input = {
      to: { userIds: [bruno.user.id] },
      kind: 'request-answered' as const,
      subjectId: randomUUID(),
      params: { summary: 'as artes de Natal estão no álbum' },
      link: null,
    };
    expect(await t.app.notifications.notify(input)).toBe(1);
    expect(await t.app.notifications.notify(input)).toBe(1);
    const list = await listOf(bruno);
    expect(list.items[0]).toMatchObject({
      message: 'Seu pedido foi respondido: as artes de Natal estão no álbum',
      link: null,
    });
  });

  it('broadcasts to everyone with a role, once each', async () => {
    const other = await createUser(t.app, admin, 'franqueado', 'Carla Franqueada');
    const campaign = {
      to: { roles: ['franqueado' as const] },
      kind: 'campaign-started' as const,
      subjectId: randomUUID(),
      params: { name: 'Outubro Rosa' },
      link: `/campaigns/${randomUUID()}`,
    };
    const [franqueados] = await t.db.select({ n: count() }).from(users).where(eq(users.role, 'franqueado'));
    expect(await t.app.notifications.notify(campaign)).toBe(franqueados!.n);
    expect(await t.app.notifications.notify(campaign)).toBe(0);

    for (const who of [ana, other])
      expect((await listOf(who)).items[0]).toMatchObject({
        kind: 'campaign-started',
        message: 'A campanha Outubro Rosa começou. Veja as peças.',
        link: campaign.link,
      });
    expect((await listOf(bruno)).items.some((item) => item.kind === 'campaign-started')).toBe(false);
    expect((await t.app.notifications.recipients(campaign.subjectId)).map((r) => r.userId).sort()).toEqual(
      (await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'franqueado')))
        .map((row) => row.id)
        .sort(),
    );
  });
});

describe('each person sees and changes only their own', () => {
  it('lists only mine, and answers 404 when someone else marks mine read', async () => {
    const subjectId = randomUUID();
    await t.app.notifications.notify(revoked([ana.user.id], subjectId, 'Clareamento Ana'));
    const anaItem = (await listOf(ana)).items.find((item) => item.message.includes('Clareamento Ana'))!;
    expect((await listOf(bruno)).items.some((item) => item.id === anaItem.id)).toBe(false);

    const res = await as(bruno, 'POST', `/api/notifications/${anaItem.id}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await listOf(ana)).items.find((item) => item.id === anaItem.id)!.readAt).toBeNull();

    for (const id of ['999999999999', 'abc', '0', '-1', '1e3'])
      expect((await as(ana, 'POST', `/api/notifications/${id}/read`)).statusCode, id).toBeOneOf([400, 404]);
  });

  it('marks read one, then all, and `unread` follows; reading twice keeps the first time', async () => {
    const reader = await createUser(t.app, admin, 'user', 'Diana Leitora');
    for (const title of ['Peça 1', 'Peça 2', 'Peça 3'])
      await t.app.notifications.notify(revoked([reader.user.id], randomUUID(), title));
    const before = await listOf(reader);
    expect(before.unread).toBe(3);

    const first = await as(reader, 'POST', `/api/notifications/${before.items[0]!.id}/read`);
    expect(first.json()).toEqual({ unread: 2 });
    const readAt = (await listOf(reader)).items[0]!.readAt;
    expect(readAt).not.toBeNull();
    await as(reader, 'POST', `/api/notifications/${before.items[0]!.id}/read`);
    expect((await listOf(reader)).items[0]!.readAt).toBe(readAt);

    const all = await as(reader, 'POST', '/api/notifications/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ unread: 0 });
    const after = await listOf(reader);
    expect(after.unread).toBe(0);
    expect(after.items.every((item) => item.readAt !== null)).toBe(true);
    // Someone else's stay unread.
    expect((await listOf(ana)).unread).toBeGreaterThan(0);

    const recipients = await t.app.notifications.recipients(
      (
        await t.db
          .select()
          .from(notifications)
          .where(eq(notifications.id, Number(before.items[0]!.id)))
      )[0]!.subjectId,
    );
    expect(recipients).toEqual([
      expect.objectContaining({ userId: reader.user.id, name: 'Diana Leitora', readAt }),
    ]);
  });

  it('refuses anonymous callers and requests from another site', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie: ana.cookie, origin: 'https://evil.test' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await listOf(ana)).unread).toBeGreaterThan(0);
  });
});

describe('keyset paging', () => {
  it('walks every notification newest first, each once, and refuses forged cursors', async () => {
    const pager = await createUser(t.app, admin, 'user', 'Eduardo Paginador');
    const titles = ['A', 'B', 'C', 'D', 'E'];
    for (const title of titles)
      await t.app.notifications.notify(revoked([pager.user.id], randomUUID(), title));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listOf(pager, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.unread).toBe(5);
      seen.push(...page.items.map((item) => item.message.match(/material (\w):/)![1]!));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...titles].reverse());

    for (const forged of ['abc', '0', '99999999999999999999', '-5']) {
      const res = await as(pager, 'GET', `/api/notifications?cursor=${forged}`);
      expect(res.statusCode, forged).toBe(400);
    }
    expect((await as(pager, 'GET', '/api/notifications?limit=51')).statusCode).toBe(400);
  });
});

/** A signed-in page's event stream: what it has received so far. */
async function openStream(address: string, who: SignedIn) {
  const received: string[] = [];
  const stream = await new Promise<http.IncomingMessage>((resolve) => {
    http.get(`${address}/api/events`, { headers: { cookie: who.cookie } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => received.push(chunk));
      resolve(res);
    });
  });
  return { text: () => received.join(''), close: () => stream.destroy() };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
}

describe('live events', () => {
  it("reaches the pages of the people told, and nobody else's", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [anaPage, brunoPage] = await Promise.all([openStream(address, ana), openStream(address, bruno)]);

    await t.app.notifications.notify(revoked([ana.user.id]));
    // A broadcast to franqueados (Ana) goes after it: once Ana has both, Bruno's stream had its chance.
    await t.app.notifications.notify({
      to: { roles: ['franqueado'] },
      kind: 'campaign-started',
      subjectId: randomUUID(),
      params: { name: 'Novembro Azul' },
      link: null,
    });
    await until(() => anaPage.text().includes('campaign-started'));
    anaPage.close();
    brunoPage.close();

    expect(anaPage.text()).toContain('event: notification\ndata: {"kind":"consent-revoked"}\n\n');
    expect(anaPage.text()).toContain('event: notification\ndata: {"kind":"campaign-started"}\n\n');
    // No one learns who else was told.
    expect(anaPage.text()).not.toContain(ana.user.id);
    expect(brunoPage.text()).not.toContain('event: notification');
  });

  it('splits a long list of people into events that fit a PostgreSQL NOTIFY', async () => {
    const many = await Promise.all(
      Array.from({ length: 160 }, (_, i) =>
        t.db
          .insert(users)
          .values({ email: `lote.${i}.${randomUUID()}@rede.com.br`, name: `Pessoa ${i}`, passwordHash: 'x' })
          .returning({ id: users.id })
          .then(([row]) => row!.id),
      ),
    );
    // The service on its own bus, to see exactly what it publishes (what NOTIFY would carry).
    const bus = createEventBus();
    const service = createNotificationsService({
      notifications: createNotificationsRepository(t.db),
      bus,
      emailNotifications: createEmailNotifications({
        mailer: createMailer({ transport: null, from: 'x@rede.com.br', log: silent }),
        brandName: 'Rede Teste',
        baseUrl: 'http://localhost',
      }),
      clock: systemClock,
    });
    const events: string[] = [];
    bus.subscribe((event) => events.push(JSON.stringify({ origin: randomUUID(), event })));
    expect(await service.notify(revoked([...many, ana.user.id]))).toBe(161);
    expect(events.length).toBe(2);
    for (const payload of events) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const told = events.flatMap((payload) => JSON.parse(payload).event.data.to.userIds as string[]);
    expect(new Set(told)).toEqual(new Set([...many, ana.user.id]));
  });
});

describe('e-mail copies', () => {
  it('go to the named people who kept e-mail on, for consent kinds only, once', async () => {
    const sent: MailMessage[] = [];
    const mailer = createMailer({
      transport: { sendMail: async (message) => sent.push(message) },
      from: 'nao-responda@rede.com.br',
      log: silent,
    });
    const e = await createTestApp({}, { mailer });
    try {
      const owner = await register(e.app, { name: 'Admin Rede' });
      const keeps = await createUser(e.app, owner, 'franqueado', 'Fernanda Recebe');
      const optedOut = await createUser(e.app, owner, 'franqueado', 'Gustavo Sem E-mail');
      const off = await e.app.inject({
        method: 'PATCH',
        url: '/api/me/preferences',
        headers: { cookie: optedOut.cookie },
        payload: { emailNotifications: false },
      });
      expect(off.statusCode).toBe(200);

      const input = revoked([keeps.user.id, optedOut.user.id], randomUUID(), 'Sorriso do João');
      expect(await e.app.notifications.notify(input)).toBe(2);
      expect(await e.app.notifications.notify(input)).toBe(0);
      // Broadcasts and campaign news stay in the app.
      await e.app.notifications.notify({
        to: { roles: ['franqueado'] },
        kind: 'consent-expired',
        subjectId: randomUUID(),
        params: { title: 'Implante' },
        link: null,
      });
      await e.app.notifications.notify({
        to: { userIds: [keeps.user.id] },
        kind: 'campaign-started',
        subjectId: randomUUID(),
        params: { name: 'Natal' },
        link: null,
      });
      await mailer.idle();

      expect(sent.map((mail) => mail.to)).toEqual([keeps.user.email]);
      expect(sent[0]!.subject).toBe('Remova o material Sorriso do João: consentimento revogado');
      expect(sent[0]!.text).toContain('Olá, Fernanda Recebe!');
      expect(sent[0]!.text).toContain(
        'Remova de suas redes o material Sorriso do João: o consentimento do paciente foi revogado.',
      );
      expect(sent[0]!.text).toMatch(/Abrir no Banco de Imagens: http:\/\/\S+\/asset\/0b6f3a9e-/);
      // Both still have it in the app.
      for (const who of [keeps, optedOut]) {
        const res = await e.app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: { cookie: who.cookie },
        });
        expect(res.json().items.some((item: { kind: string }) => item.kind === 'consent-revoked')).toBe(true);
      }
    } finally {
      await e.close();
      await mailer.close();
    }
  });
});
