import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn, TEST_UNIT_NAME } from '../../../../tests/helpers/accounts';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { postRequestJson } from '../../../../tests/helpers/requests';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { addDays, networkDay } from '../../../shared/domain/network-date';
import { fixedClock } from '../../platform/clock';
import {
  materialRequestAssets,
  materialRequestComments,
  materialRequests,
} from '../../platform/db/schema/index';

/**
 * Issue 17 "Pedir material": a request goes aberto -> em_andamento -> atendido with delivered
 * assets, each side reads the other's comments, and nobody else sees it. Validation, reference
 * images, notifications and the audit log have files of their own beside this one.
 */
const clock = fixedClock('2026-03-10T13:00:00Z');
const today = networkDay(clock.now());

let t: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
let fernanda: SignedIn;
let gustavo: SignedIn;
let ulisses: SignedIn;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await register(t.app, { name: 'Equipe Marketing' });
  otherAdmin = await createUser(t.app, admin, 'admin', 'Paula Atendimento');
  fernanda = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  gustavo = await createUser(t.app, admin, 'franqueado', 'Gustavo Franqueado');
  ulisses = await createUser(t.app, admin, 'user', 'Ulisses Usuário');
});

afterAll(async () => {
  await t?.close();
});

const as = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

const ask = async (who: SignedIn, description: string, extra: Record<string, unknown> = {}) => {
  const res = await postRequestJson(t.app, who, { description, channel: 'instagram', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};

describe('a request from asking to answered', () => {
  it('goes aberto -> em_andamento -> atendido, with both sides’ comments and the delivered assets in order', async () => {
    const created = await postRequestJson(t.app, fernanda, {
      description: '  Post de clareamento para o Natal, com espaço para o telefone  ',
      neededBy: addDays(today, 7),
      channel: 'instagram',
      fromSearch: 'clareamento natal',
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      description: 'Post de clareamento para o Natal, com espaço para o telefone',
      neededBy: addDays(today, 7),
      channel: 'instagram',
      fromSearch: 'clareamento natal',
      referenceImageUrl: null,
      status: 'aberto',
      requester: { id: fernanda.user.id, name: 'Fernanda Franqueada', unitName: TEST_UNIT_NAME },
      assignee: null,
      createdAt: clock.now().toISOString(),
      answeredAt: null,
      comments: [],
      deliveredAssets: [],
    });

    clock.advance(60 * 60_000);
    const taken = await as(admin, 'PATCH', `/api/requests/${request.id}`, {
      status: 'em_andamento',
      assigneeId: otherAdmin.user.id,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      status: 'em_andamento',
      assignee: { id: otherAdmin.user.id, name: 'Paula Atendimento' },
      answeredAt: null,
    });

    const fromAdmin = await as(otherAdmin, 'POST', `/api/requests/${request.id}/comments`, {
      body: 'Qual o telefone que deve aparecer?',
    });
    expect(fromAdmin.statusCode, fromAdmin.body).toBe(201);
    const fromRequester = await as(fernanda, 'POST', `/api/requests/${request.id}/comments`, {
      body: '  (19) 3232-0000, por favor.  ',
    });
    expect(fromRequester.statusCode, fromRequester.body).toBe(201);
    const thread = [
      {
        author: { id: otherAdmin.user.id, name: 'Paula Atendimento', isAdmin: true },
        body: 'Qual o telefone que deve aparecer?',
      },
      {
        author: { id: fernanda.user.id, name: 'Fernanda Franqueada', isAdmin: false },
        body: '(19) 3232-0000, por favor.',
      },
    ];
    for (const who of [fernanda, admin, otherAdmin])
      expect((await as(who, 'GET', `/api/requests/${request.id}`)).json().comments).toMatchObject(thread);

    const first = await insertAsset(t.db, 'Clareamento de Natal — feed');
    const second = await insertAsset(t.db, 'Clareamento de Natal — stories');
    clock.advance(2 * 60 * 60_000);
    const answeredAt = clock.now().toISOString();
    const delivered = await as(otherAdmin, 'POST', `/api/requests/${request.id}/deliver`, {
      assetIds: [second, first],
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({
      status: 'atendido',
      answeredAt,
      deliveredAssets: [
        { id: second, title: 'Clareamento de Natal — stories' },
        { id: first, title: 'Clareamento de Natal — feed' },
      ],
    });

    // The requester sees the answer, the thread and the pieces, in the order given.
    const seen = (await as(fernanda, 'GET', `/api/requests/${request.id}`)).json();
    expect(seen).toMatchObject({ status: 'atendido', answeredAt, comments: thread });
    expect(seen.deliveredAssets.map((asset: { id: string }) => asset.id)).toEqual([second, first]);

    // A second delivery adds after the first; what was delivered keeps its place; answeredAt stays.
    const third = await insertAsset(t.db, 'Clareamento de Natal — WhatsApp');
    clock.advance(60_000);
    const again = await as(admin, 'POST', `/api/requests/${request.id}/deliver`, {
      assetIds: [first, third],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().answeredAt).toBe(answeredAt);
    expect(again.json().deliveredAssets.map((asset: { id: string }) => asset.id)).toEqual([
      second,
      first,
      third,
    ]);

    // Admins move between any statuses; answeredAt keeps the first answer.
    const reopened = await as(admin, 'PATCH', `/api/requests/${request.id}`, { status: 'aberto' });
    expect(reopened.json()).toMatchObject({ status: 'aberto', answeredAt });
    const refused = await as(admin, 'PATCH', `/api/requests/${request.id}`, {
      status: 'recusado',
      assigneeId: null,
    });
    expect(refused.json()).toMatchObject({ status: 'recusado', assignee: null, answeredAt });
  });

  it('sets answeredAt when a request is first refused', async () => {
    const { id } = await ask(gustavo, 'Vídeo com depoimento de paciente');
    clock.advance(5 * 60_000);
    const at = clock.now().toISOString();
    const res = await as(admin, 'PATCH', `/api/requests/${id}`, { status: 'recusado' });
    expect(res.json()).toMatchObject({ status: 'recusado', answeredAt: at });
  });

  it('shows the requester only the delivered assets they may see', async () => {
    const { id } = await ask(fernanda, 'Cartaz da campanha de prevenção');
    const published = await insertAsset(t.db, 'Cartaz de prevenção');
    const expired = await insertAsset(t.db, 'Cartaz antigo', { values: { validUntil: addDays(today, -1) } });
    await as(admin, 'POST', `/api/requests/${id}/deliver`, { assetIds: [expired, published] });
    const forAdmin = (await as(admin, 'GET', `/api/requests/${id}`)).json();
    expect(forAdmin.deliveredAssets.map((asset: { id: string }) => asset.id)).toEqual([expired, published]);
    const forRequester = (await as(fernanda, 'GET', `/api/requests/${id}`)).json();
    expect(forRequester.deliveredAssets.map((asset: { id: string }) => asset.id)).toEqual([published]);
    expect(forRequester.deliveredCount).toBe(1);
    expect(forAdmin.deliveredCount).toBe(2);
  });
});

describe('who sees what', () => {
  it('answers 404 for another person’s request, on reading, commenting and its image; lists only their own', async () => {
    const mine = await ask(fernanda, 'Folder de implantes para a recepção');
    const theirs = await ask(gustavo, 'Banner de ortodontia para o site');
    for (const [method, url, payload] of [
      ['GET', `/api/requests/${mine.id}`, undefined],
      ['POST', `/api/requests/${mine.id}/comments`, { body: 'Posso ver?' }],
      ['GET', `/api/requests/${mine.id}/reference`, undefined],
    ] as const) {
      for (const who of [gustavo, ulisses]) {
        const res = await as(who, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.code).toBe('REQUEST_NOT_FOUND');
      }
    }
    const [comments] = await t.db
      .select({ n: count() })
      .from(materialRequestComments)
      .where(eq(materialRequestComments.requestId, mine.id));
    expect(comments!.n).toBe(0);

    const ids = (who: SignedIn, query = '') =>
      as(who, 'GET', `/api/requests${query}`).then((res) =>
        res.json().items.map((item: { id: string }) => item.id),
      );
    const fernandas = await ids(fernanda);
    expect(fernandas).toContain(mine.id);
    expect(fernandas).not.toContain(theirs.id);
    expect(
      (await as(fernanda, 'GET', '/api/requests'))
        .json()
        .items.every((item: { requester: { id: string } }) => item.requester.id === fernanda.user.id),
    ).toBe(true);
    expect(await ids(ulisses)).toEqual([]);
    // "mine" is only a narrowing: a franqueado asking for everyone's still gets their own.
    expect(await ids(gustavo, '?mine=false')).not.toContain(mine.id);

    const all = await ids(admin);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await ids(admin, '?mine=true')).toEqual([]);
  });

  it('lists newest first by status, with the counts per status, a page at a time', async () => {
    const writer = await createUser(t.app, admin, 'franqueado', 'Helena Paginada');
    const made: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      clock.advance(1000);
      made.push((await ask(writer, `Peça número ${n}`)).id);
    }
    await as(admin, 'PATCH', `/api/requests/${made[1]}`, { status: 'em_andamento' });
    await as(admin, 'PATCH', `/api/requests/${made[3]}`, { status: 'recusado' });

    const first = (await as(writer, 'GET', '/api/requests?limit=2')).json();
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([made[4], made[3]]);
    expect(first.counts).toEqual({ aberto: 3, em_andamento: 1, atendido: 0, recusado: 1 });
    const second = (await as(writer, 'GET', `/api/requests?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([made[2], made[1]]);
    const last = (await as(writer, 'GET', `/api/requests?limit=2&cursor=${second.nextCursor}`)).json();
    expect(last.items.map((item: { id: string }) => item.id)).toEqual([made[0]]);
    expect(last.nextCursor).toBeNull();

    const open = (await as(writer, 'GET', '/api/requests?status=aberto')).json();
    expect(open.items.map((item: { id: string }) => item.id)).toEqual([made[4], made[2], made[0]]);
    expect(open.counts.recusado).toBe(1);

    for (const cursor of ['abc', 'MjAyNi0wMy0xMHxub3Bl', '%00', `${first.nextCursor}x`]) {
      const res = await as(writer, 'GET', `/api/requests?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(['CURSOR_INVALID', 'VALIDATION', 'INVALID_TEXT']).toContain(res.json().error.code);
    }
    expect((await as(writer, 'GET', '/api/requests?status=fechado')).statusCode).toBe(400);
  });

  it('refuses the admin routes to users and franqueados, the requester included (403), changing nothing', async () => {
    const { id } = await ask(fernanda, 'Arte para o Dia das Mães');
    const asset = await insertAsset(t.db, 'Dia das Mães');
    for (const who of [fernanda, gustavo, ulisses]) {
      const patch = await as(who, 'PATCH', `/api/requests/${id}`, { status: 'atendido' });
      expect(patch.statusCode).toBe(403);
      expect(patch.json().error.code).toBe('FORBIDDEN');
      const deliver = await as(who, 'POST', `/api/requests/${id}/deliver`, { assetIds: [asset] });
      expect(deliver.statusCode).toBe(403);
    }
    const seen = (await as(fernanda, 'GET', `/api/requests/${id}`)).json();
    expect(seen).toMatchObject({ status: 'aberto', deliveredAssets: [] });
  });

  it('answers 404 for a request that does not exist', async () => {
    const missing = randomUUID();
    for (const [method, url, payload] of [
      ['GET', `/api/requests/${missing}`, undefined],
      ['PATCH', `/api/requests/${missing}`, { status: 'atendido' }],
      ['POST', `/api/requests/${missing}/comments`, { body: 'Olá' }],
      ['POST', `/api/requests/${missing}/deliver`, { assetIds: [randomUUID()] }],
    ] as const) {
      const res = await as(admin, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('REQUEST_NOT_FOUND');
    }
    expect((await as(admin, 'GET', '/api/requests/nao-e-um-id')).statusCode).toBe(400);
  });
});

describe('admin changes that cannot be made', () => {
  it('refuses an assignee who is not an admin, unknown assets and empty changes, changing nothing', async () => {
    const { id } = await ask(gustavo, 'Cartão de visita da unidade');
    const asset = await insertAsset(t.db, 'Cartão de visita');
    const cases: Array<[string, object, number, string]> = [
      [`/api/requests/${id}`, { assigneeId: fernanda.user.id }, 400, 'REQUEST_ASSIGNEE_NOT_ADMIN'],
      [
        `/api/requests/${id}`,
        { status: 'em_andamento', assigneeId: randomUUID() },
        400,
        'REQUEST_ASSIGNEE_NOT_ADMIN',
      ],
      [`/api/requests/${id}`, {}, 400, 'VALIDATION'],
      [`/api/requests/${id}`, { status: 'fechado' }, 400, 'VALIDATION'],
      [`/api/requests/${id}`, { assigneeId: 'ana' }, 400, 'VALIDATION'],
      [`/api/requests/${id}/deliver`, { assetIds: [] }, 400, 'VALIDATION'],
      [`/api/requests/${id}/deliver`, { assetIds: ['x'] }, 400, 'VALIDATION'],
      [`/api/requests/${id}/deliver`, { assetIds: [asset, randomUUID()] }, 400, 'REQUEST_ASSETS_MISSING'],
    ];
    for (const [url, payload, status, code] of cases) {
      const res = await as(admin, url.endsWith('deliver') ? 'POST' : 'PATCH', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.code, JSON.stringify(payload)).toBe(code);
    }
    const missing = await as(admin, 'POST', `/api/requests/${id}/deliver`, {
      assetIds: [asset, randomUUID()],
    });
    expect(missing.json().error.message).toBe(
      '1 dos arquivos escolhidos não existem mais. Atualize a lista e escolha de novo.',
    );
    const seen = (await as(admin, 'GET', `/api/requests/${id}`)).json();
    expect(seen).toMatchObject({ status: 'aberto', assignee: null, deliveredAssets: [], answeredAt: null });
    const [links] = await t.db
      .select({ n: count() })
      .from(materialRequestAssets)
      .where(eq(materialRequestAssets.requestId, id));
    expect(links!.n).toBe(0);
  });
});

describe('asking with bad fields', () => {
  it('refuses each bad field with its code and a Portuguese message, storing nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(materialRequests);
    const cases: Array<[object, string, string]> = [
      [{ description: '   ', channel: 'instagram' }, 'FIELD_INVALID', 'description'],
      [{ channel: 'instagram' }, 'FIELD_INVALID', 'description'],
      [{ description: 'x'.repeat(2001), channel: 'instagram' }, 'FIELD_INVALID', 'description'],
      [{ description: 'Post', channel: 'tiktok' }, 'FIELD_INVALID', 'channel'],
      [{ description: 'Post' }, 'FIELD_INVALID', 'channel'],
      [{ description: 'Post', channel: 'site', neededBy: '2026-02-30' }, 'FIELD_INVALID', 'neededBy'],
      [
        { description: 'Post', channel: 'site', neededBy: addDays(today, -1) },
        'REQUEST_NEEDED_BY_PAST',
        'neededBy',
      ],
      [{ description: 'Post', channel: 'site', fromSearch: 'a'.repeat(201) }, 'FIELD_INVALID', 'fromSearch'],
      [{ description: 'Post\u0000', channel: 'site' }, 'INVALID_TEXT', 'description'],
      [{ description: 'Post', channel: 'site', status: 'atendido' }, 'FIELD_INVALID', ''],
    ];
    for (const [payload, code, field] of cases) {
      const res = await postRequestJson(t.app, fernanda, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const { error } = res.json();
      expect(error.code, JSON.stringify(payload).slice(0, 80)).toBe(code);
      expect(error.message).toMatch(/[a-zà-ú]{3}/i);
      expect(error.details.issues[0].field).toBe(field);
    }
    expect(
      (
        await postRequestJson(t.app, fernanda, {
          description: 'x',
          channel: 'site',
          neededBy: addDays(today, -1),
        })
      ).json().error.message,
    ).toBe('A data não pode estar no passado. Escolha hoje ou uma data futura.');
    const [after] = await t.db.select({ n: count() }).from(materialRequests);
    expect(after!.n).toBe(before!.n);

    // Today and an empty date are fine.
    expect(
      (await postRequestJson(t.app, fernanda, { description: 'Hoje', channel: 'site', neededBy: today }))
        .statusCode,
    ).toBe(201);
    const noDate = await postRequestJson(t.app, fernanda, {
      description: 'Sem data',
      channel: 'outro',
      neededBy: '',
      fromSearch: '',
    });
    expect(noDate.json()).toMatchObject({ neededBy: null, fromSearch: null });
  });

  it('refuses empty and overlong comments', async () => {
    const { id } = await ask(fernanda, 'Etiqueta para kits de higiene');
    for (const body of ['', '   ', 'x'.repeat(2001)]) {
      const res = await as(fernanda, 'POST', `/api/requests/${id}/comments`, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    expect((await as(fernanda, 'GET', `/api/requests/${id}`)).json().comments).toEqual([]);
  });

  it('limits how many requests one person asks in a while', async () => {
    const eager = await createUser(t.app, admin, 'user', 'Ivo Apressado');
    for (let n = 1; n <= 20; n++) await ask(eager, `Pedido ${n}`);
    const res = await postRequestJson(t.app, eager, { description: 'Mais um', channel: 'site' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });
});
