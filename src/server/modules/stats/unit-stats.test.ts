import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { assetEvents, units, users } from '../../platform/db/schema/index';
import { dayStart } from './stats.service';

let t: TestApp;
let admin: SignedIn;
let franchisee: SignedIn;
let campinas: string;
let santos: string;
let quiet: string;
let poster: string;
let flyer: string;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin' });
  franchisee = await createUser(t.app, admin, 'user', 'Franqueada');
  const made = await t.db
    .insert(units)
    .values([
      { name: 'OdontoRede Campinas Centro', city: 'Campinas', uf: 'SP' },
      { name: 'OdontoRede Santos', city: 'Santos', uf: 'SP' },
      { name: '=HYPERLINK("x") Parada', city: 'Goiânia', uf: 'GO' },
    ])
    .returning({ id: units.id });
  [campinas, santos, quiet] = made.map((row) => row.id) as [string, string, string];
  await t.db.update(users).set({ unitId: campinas }).where(eq(users.email, franchisee.user.email));
  poster = await insertAsset(t.db, 'Cartaz clareamento');
  flyer = await insertAsset(t.db, 'Folheto implante');
  const userId = franchisee.user.id;
  await t.db.insert(assetEvents).values([
    // Campinas: 3 downloads of the poster and 1 of the flyer this week, one of them stamped.
    {
      assetId: poster,
      userId,
      unitId: campinas,
      kind: 'download',
      format: 'square',
      stamped: true,
      at: daysAgo(1),
    },
    {
      assetId: poster,
      userId,
      unitId: campinas,
      kind: 'download',
      format: 'original',
      stamped: false,
      at: daysAgo(2),
    },
    {
      assetId: poster,
      userId,
      unitId: campinas,
      kind: 'download',
      format: 'instagram-feed',
      stamped: false,
      at: daysAgo(3),
    },
    {
      assetId: flyer,
      userId,
      unitId: campinas,
      kind: 'download',
      format: 'original',
      stamped: false,
      at: daysAgo(3),
    },
    { assetId: flyer, userId, unitId: campinas, kind: 'view', at: daysAgo(0) },
    // Santos: one download 40 days ago and nothing since: outside the default period, idle.
    { assetId: flyer, unitId: santos, kind: 'download', format: 'whatsapp', stamped: true, at: daysAgo(40) },
    // A download with no unit (an admin) is nobody's.
    {
      assetId: poster,
      userId: admin.user.id,
      kind: 'download',
      format: 'original',
      stamped: false,
      at: daysAgo(1.5),
    },
  ]);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, who: SignedIn = admin) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

type UnitRow = {
  unitId: string;
  downloads: number;
  stamped: number;
  users: number;
  idle: boolean;
  lastActivityAt: string | null;
  lastDownloadAt: string | null;
  topAssets: Array<{ id: string; title: string; downloads: number }>;
};

describe('downloads per unit (/stats "Unidades")', () => {
  it('counts each unit’s downloads in the last 30 days, with its most downloaded pieces', async () => {
    const response = await get('/api/stats/units');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const byId = new Map<string, UnitRow>(body.items.map((item: UnitRow) => [item.unitId, item]));
    expect(body.items[0].unitId).toBe(campinas);
    expect(byId.get(campinas)).toMatchObject({ downloads: 4, stamped: 1, users: 1, idle: false });
    expect(byId.get(campinas)?.topAssets).toEqual([
      { id: poster, title: 'Cartaz clareamento', downloads: 3 },
      { id: flyer, title: 'Folheto implante', downloads: 1 },
    ]);
    // The view today is the last activity; the last download was yesterday.
    const campinasRow = byId.get(campinas)!;
    expect(Date.parse(campinasRow.lastActivityAt!)).toBeGreaterThan(Date.parse(campinasRow.lastDownloadAt!));
    expect(byId.get(santos)).toMatchObject({ downloads: 0, idle: true, topAssets: [] });
    expect(byId.get(santos)?.lastDownloadAt).not.toBeNull();
    expect(byId.get(quiet)).toMatchObject({ downloads: 0, idle: true, lastActivityAt: null, users: 0 });
  });

  it('covers exactly the days asked for, in São Paulo time', async () => {
    const fortyOneDaysAgo = new Date(Date.now() - 41 * DAY).toISOString().slice(0, 10);
    const thirtyFiveDaysAgo = new Date(Date.now() - 35 * DAY).toISOString().slice(0, 10);
    const body = (await get(`/api/stats/units?from=${fortyOneDaysAgo}&to=${thirtyFiveDaysAgo}`)).json();
    const santosRow = body.items.find((item: UnitRow) => item.unitId === santos);
    expect(santosRow).toMatchObject({ downloads: 1, stamped: 1 });
    expect(body.items.find((item: UnitRow) => item.unitId === campinas).downloads).toBe(0);
    expect(body).toMatchObject({ from: fortyOneDaysAgo, to: thirtyFiveDaysAgo });
    // São Paulo is three hours behind UTC (no daylight saving since 2019).
    expect(dayStart('2026-03-10').toISOString()).toBe('2026-03-10T03:00:00.000Z');
  });

  it('exports the report as a semicolon CSV that Excel opens, formulas made inert', async () => {
    const response = await get('/api/stats/units/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="unidades-\d{4}-\d{2}-\d{2}-a-/,
    );
    const text = response.body;
    expect(text.startsWith('\uFEFFUnidade;Cidade;UF;')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(1 + (await t.db.select().from(units)).length);
    expect(lines[1]).toMatch(/^OdontoRede Campinas Centro;Campinas;SP;sim;1;4;1;/);
    expect(lines[1]).toContain('Cartaz clareamento (3) | Folheto implante (1)');
    expect(text).toContain(`"'=HYPERLINK(""x"") Parada"`);
  });

  it('refuses a bad period and is for admins only', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?from=2026-05-10&to=2026-05-01',
      '?from=2020-01-01&to=2026-01-01',
      '?to=amanhã',
    ]) {
      const response = await get(`/api/stats/units${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toContain('Período');
    }
    expect((await get('/api/stats/units', franchisee)).statusCode).toBe(403);
    expect((await get('/api/stats/units/export', franchisee)).statusCode).toBe(403);
  });
});

describe("an asset's downloads (admin, asset page)", () => {
  it('lists who downloaded it, from which unit and in which format, latest first, with a count per unit', async () => {
    const body = (await get(`/api/assets/${poster}/downloads`)).json();
    expect(body.total).toBe(4);
    expect(body.byUnit).toEqual([
      expect.objectContaining({ unitId: campinas, unitName: 'OdontoRede Campinas Centro', downloads: 3 }),
      expect.objectContaining({ unitId: null, unitName: null, downloads: 1 }),
    ]);
    expect(body.items.map((item: { format: string }) => item.format)).toEqual([
      'square',
      'original',
      'original',
      'instagram-feed',
    ]);
    expect(body.items[0]).toMatchObject({
      userName: 'Franqueada',
      unitName: 'OdontoRede Campinas Centro',
      stamped: true,
    });
  });

  it('answers 404 for an unknown asset and 403 to non-admins', async () => {
    expect((await get('/api/assets/00000000-0000-4000-8000-000000000000/downloads')).statusCode).toBe(404);
    expect((await get(`/api/assets/${poster}/downloads`, franchisee)).statusCode).toBe(403);
  });
});
