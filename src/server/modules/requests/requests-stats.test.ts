import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { postRequestJson } from '../../../../tests/helpers/requests';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { fixedClock } from '../../platform/clock';
import { searchLogs } from '../../platform/db/schema/index';

/**
 * Issue 17 on /stats: each search that found nothing leads to the requests made from it, and the
 * median time to answer a request (asked -> first atendido or recusado) over the period.
 */
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const clock = fixedClock(new Date(Date.now() - 60 * DAY));

let t: TestApp;
let admin: SignedIn;
let fernanda: SignedIn;
let gustavo: SignedIn;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await register(t.app, { name: 'Equipe Marketing' });
  fernanda = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  gustavo = await createUser(t.app, admin, 'franqueado', 'Gustavo Franqueado');
});

afterAll(async () => {
  await t?.close();
});

const as = (who: SignedIn, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
const ask = async (who: SignedIn, description: string, fromSearch?: string) => {
  const res = await postRequestJson(t.app, who, { description, channel: 'instagram', fromSearch });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const stats = async (days: number) => (await as(admin, 'GET', `/api/stats?days=${days}`)).json();

describe('requests on /stats', () => {
  it('gives no median (null) before any request is answered', async () => {
    expect((await stats(30)).requests).toEqual({ answered: 0, medianAnswerSeconds: null });
  });

  it('gives the median time to answer over the requests answered in the period', async () => {
    // 60 days ago: one answered after 100 hours (outside 30 days, inside 90).
    const old = await ask(fernanda, 'Arte antiga');
    clock.advance(100 * HOUR);
    await as(admin, 'PATCH', `/api/requests/${old}`, { status: 'atendido' });

    // 10 days ago: answered after 1, 3 and 10 hours; one still open; one answered twice (the first counts).
    const base = Date.now() - 10 * DAY;
    clock.set(new Date(base));
    const asked = [
      await ask(fernanda, 'Post 1'),
      await ask(gustavo, 'Post 2'),
      await ask(fernanda, 'Post 3'),
    ];
    await ask(gustavo, 'Ainda aberto');
    for (const [index, hours] of [1, 3, 10].entries()) {
      clock.set(new Date(base + hours * HOUR));
      await as(admin, 'PATCH', `/api/requests/${asked[index]}`, {
        status: index === 1 ? 'recusado' : 'atendido',
      });
    }
    clock.advance(50 * HOUR);
    await as(admin, 'PATCH', `/api/requests/${asked[0]}`, { status: 'aberto' });
    await as(admin, 'PATCH', `/api/requests/${asked[0]}`, { status: 'atendido' });

    expect((await stats(30)).requests).toEqual({ answered: 3, medianAnswerSeconds: 3 * 3600 });
    expect((await stats(90)).requests).toEqual({ answered: 4, medianAnswerSeconds: 6.5 * 3600 });
    expect((await stats(7)).requests).toEqual({ answered: 0, medianAnswerSeconds: null });
  });

  it('counts, for each search that found nothing, the requests made from it, whatever the case', async () => {
    clock.set(new Date(Date.now() - DAY));
    await t.db.insert(searchLogs).values([
      { query: 'Implante carga imediata', resultCount: 0, at: new Date(Date.now() - 2 * DAY) },
      { query: 'implante carga imediata', resultCount: 0, at: new Date(Date.now() - DAY) },
      { query: 'lente de contato dental', resultCount: 0, at: new Date(Date.now() - DAY) },
    ]);
    const first = await ask(fernanda, 'Post sobre carga imediata', 'implante CARGA imediata');
    clock.advance(60_000);
    const second = await ask(gustavo, 'Folder sobre carga imediata', 'Implante carga imediata');
    await ask(gustavo, 'Outra coisa', 'clareamento caseiro');

    const zero = (await stats(30)).zeroResultSearches as Array<{
      query: string;
      count: number;
      requests: number;
    }>;
    expect(zero.map((s) => [s.query.toLowerCase(), s.count, s.requests])).toEqual([
      ['implante carga imediata', 2, 2],
      ['lente de contato dental', 1, 0],
    ]);

    // The link's list: the admin sees both requests of the term; each franqueado only their own.
    const ids = async (who: SignedIn, search: string) =>
      (await as(who, 'GET', `/api/requests?search=${encodeURIComponent(search)}`))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await ids(admin, 'IMPLANTE CARGA IMEDIATA')).toEqual([second, first]);
    expect(await ids(admin, '  implante carga imediata ')).toEqual([second, first]);
    expect(await ids(fernanda, 'implante carga imediata')).toEqual([first]);
    expect(await ids(admin, 'implante')).toEqual([]);
    const listed = (
      await as(admin, 'GET', `/api/requests?search=${encodeURIComponent('Implante carga imediata')}`)
    ).json();
    expect(listed.counts).toEqual({ aberto: 2, em_andamento: 0, atendido: 0, recusado: 0 });
  });
});
