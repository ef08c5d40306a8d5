import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUnit, createUser } from '../../../../tests/helpers/accounts';
import { apiSuite, type Method, requestAs, sendParts } from '../../../../tests/helpers/api-suite';
import { messages } from '../../../shared/messages/pt-BR';
import { units } from '../../platform/db/schema/index';
import { createAssetsRepository } from '../assets/assets.repository';
import { createAssetsService } from '../assets/assets.service';

const s = apiSuite({ people: true });
const asAdmin = (method: Method, url: string, payload?: unknown) =>
  requestAs(s.t.app, s.admin, method, url, payload);
const f = messages.unitFields;

const complete = {
  name: 'OdontoRede Campinas Centro',
  city: 'Campinas',
  uf: 'sp',
  address: 'Rua Barão de Jaguara, 1200 – Centro',
  phone: '19 3232 1234',
  whatsapp: '(19) 99876-5432',
  croRegistration: 'CRO-SP EPAO 12345',
  rtName: 'Ana Paula Souza',
  rtCro: '98765',
  rtUf: 'SP',
};

async function unitRow(id: string) {
  const [row] = await s.t.db.select().from(units).where(eq(units.id, id));
  return row!;
}

describe('creating and reading units', () => {
  it('creates a unit with normalised data and lists it with its user count', async () => {
    const res = await asAdmin('POST', '/api/units', complete);
    expect(res.statusCode, res.body).toBe(201);
    const unit = res.json();
    expect(unit).toMatchObject({
      name: 'OdontoRede Campinas Centro',
      uf: 'SP',
      phone: '(19) 3232-1234',
      active: true,
      isFranchisor: false,
      stampReady: true,
      userCount: 0,
      logoUrl: null,
    });
    const row = await unitRow(unit.id);
    expect([row.uf, row.phone, row.dataVersion]).toEqual(['SP', '(19) 3232-1234', 1]);

    await createUser(s.t.app, s.admin, 'franqueado', 'Rita Campinas', { unitId: unit.id });
    await createUser(s.t.app, s.admin, 'user', 'Caio Campinas', { unitId: unit.id });
    const list = (await asAdmin('GET', '/api/units')).json();
    expect(list.total).toBe(list.items.length);
    expect(list.items.find((u: { id: string }) => u.id === unit.id).userCount).toBe(2);
    expect(list.items.some((u: { isFranchisor: boolean }) => u.isFranchisor)).toBe(true);
  });

  it('orders by name ignoring case and filters by name or city (accents ignored) and by status', async () => {
    await createUnit(s.t.app, s.admin, { name: 'clínica Zeta', city: 'São José dos Campos', uf: 'SP' });
    const alpha = await createUnit(s.t.app, s.admin, { name: 'Alfa Sorrisos', city: 'Goiânia', uf: 'GO' });
    await asAdmin('PATCH', `/api/units/${alpha.id}`, { active: false });

    const names = (await asAdmin('GET', '/api/units')).json().items.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const byCity = (await asAdmin('GET', '/api/units?q=sao%20jose')).json();
    expect(byCity.items.map((u: { name: string }) => u.name)).toEqual(['clínica Zeta']);
    const byName = (await asAdmin('GET', '/api/units?q=ZETA')).json();
    expect(byName.total).toBe(1);
    expect((await asAdmin('GET', '/api/units?q=100%25')).json().total).toBe(0);

    const inactive = (await asAdmin('GET', '/api/units?active=false')).json();
    expect(inactive.items.map((u: { name: string }) => u.name)).toEqual(['Alfa Sorrisos']);
    const active = (await asAdmin('GET', '/api/units?active=true')).json();
    expect(active.items.every((u: { active: boolean }) => u.active)).toBe(true);
    expect(active.items.some((u: { name: string }) => u.name === 'Alfa Sorrisos')).toBe(false);
    expect((await asAdmin('GET', '/api/units?active=talvez')).statusCode).toBe(400);
  });

  it('lets every signed-in person read the list, and nobody signed out', async () => {
    expect((await requestAs(s.t.app, s.franqueado, 'GET', '/api/units')).statusCode).toBe(200);
    expect((await requestAs(s.t.app, null, 'GET', '/api/units')).statusCode).toBe(401);
  });

  it('offers active clinic units to sign-up only while it is open; 401 to visitors while closed', async () => {
    const inactive = await createUnit(s.t.app, s.admin, { name: 'Unidade Fechada' });
    await asAdmin('PATCH', `/api/units/${inactive.id}`, { active: false });
    // Closed by default (issue 36): a visitor learns nothing about the network's clinics.
    const closed = await requestAs(s.t.app, null, 'GET', '/api/units/options');
    expect(closed.statusCode).toBe(401);
    expect(closed.json().error.code).toBe('UNAUTHENTICATED');
    expect((await requestAs(s.t.app, s.user, 'GET', '/api/units/options')).statusCode).toBe(200);

    await asAdmin('PATCH', '/api/settings', { publicSignup: true });
    try {
      const open = await requestAs(s.t.app, null, 'GET', '/api/units/options');
      expect(open.statusCode).toBe(200);
      const items = open.json().items as Array<Record<string, unknown>>;
      expect(items.some((u) => u.id === inactive.id)).toBe(false);
      // Never the franchisor's own unit: a franqueado who picked it could download nothing.
      expect(items.some((u) => u.name === 'Franqueadora')).toBe(false);
      expect(items.length).toBeGreaterThan(0);
      expect(Object.keys(items[0]!).sort()).toEqual(['city', 'id', 'isFranchisor', 'name', 'uf']);
    } finally {
      await asAdmin('PATCH', '/api/settings', { publicSignup: false });
    }
  });
});

describe('refusals', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['uf', { uf: 'XX' }, f.ufInvalid],
    ['rtUf', { rtUf: 'ZZ' }, f.rtUfInvalid],
    ['rtCro', { rtCro: 'CRO 123' }, f.rtCroInvalid],
    ['rtCro', { rtCro: '123456789' }, f.rtCroInvalid],
    ['phone', { phone: '3232-1234' }, f.phoneInvalid],
    ['whatsapp', { whatsapp: 'abc' }, f.whatsappInvalid],
    ['croRegistration', { croRegistration: 'CRO-SP EPAO' }, f.croRegistrationInvalid],
    ['rtName', { rtName: 'Dra. <b>Ana</b>' }, f.rtNameInvalid],
    ['city', { city: '' }, f.cityRequired],
    ['name', { name: '  ' }, f.nameRequired],
    ['name', { name: '<script>' }, f.nameCharacters],
  ];

  it.each(cases)(
    'refuses a bad %s with its pt-BR message and stores nothing',
    async (field, change, message) => {
      const before = await s.t.db.select({ n: sql<number>`count(*)::int` }).from(units);
      const res = await asAdmin('POST', '/api/units', { ...complete, name: 'Unidade Recusada', ...change });
      expect(res.statusCode).toBe(400);
      const issues = res.json().error.details.issues as Array<{ field: string; message: string }>;
      expect(issues).toContainEqual({ field: `body.${field}`, message });
      const after = await s.t.db.select({ n: sql<number>`count(*)::int` }).from(units);
      expect(after).toEqual(before);
    },
  );

  it('refuses a bad field on update and changes nothing', async () => {
    const unit = await createUnit(s.t.app, s.admin, { name: 'Unidade Intocada' });
    const res = await asAdmin('PATCH', `/api/units/${unit.id}`, { rtCro: '12a', city: 'Outra' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues).toContainEqual({ field: 'body.rtCro', message: f.rtCroInvalid });
    const row = await unitRow(unit.id);
    expect([row.rtCro, row.city, row.dataVersion]).toEqual(['98765', 'Campinas', 1]);
    expect((await asAdmin('PATCH', `/api/units/${unit.id}`, {})).statusCode).toBe(400);
    expect((await asAdmin('PATCH', `/api/units/${unit.id}`, { logoKey: 'x' })).statusCode).toBe(400);
  });

  it('answers 409 UNIT_NAME_TAKEN for a name taken in any case, on create and rename', async () => {
    const taken = await createUnit(s.t.app, s.admin, { name: 'OdontoRede Santos' });
    const other = await createUnit(s.t.app, s.admin, { name: 'OdontoRede Guarujá' });
    const dup = await asAdmin('POST', '/api/units', { ...complete, name: 'odontorede SANTOS' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ code: 'UNIT_NAME_TAKEN', message: messages.units.nameTaken });
    const rename = await asAdmin('PATCH', `/api/units/${other.id}`, { name: 'ODONTOREDE santos' });
    expect(rename.statusCode).toBe(409);
    expect((await unitRow(other.id)).name).toBe('OdontoRede Guarujá');
    expect((await unitRow(taken.id)).name).toBe('OdontoRede Santos');
  });

  it('keeps writes from user and franqueado (403) and changes nothing', async () => {
    const unit = await createUnit(s.t.app, s.admin, { name: 'Unidade Protegida' });
    for (const who of [s.user, s.franqueado]) {
      const writes = [
        await requestAs(s.t.app, who, 'POST', '/api/units', { ...complete, name: 'Unidade Invasora' }),
        await requestAs(s.t.app, who, 'PATCH', `/api/units/${unit.id}`, { rtCro: '1' }),
        await requestAs(s.t.app, who, 'DELETE', `/api/units/${unit.id}/logo`),
      ];
      for (const res of writes) expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await unitRow(unit.id)).rtCro).toBe('98765');
    const invaders = await s.t.db.select().from(units).where(eq(units.name, 'Unidade Invasora'));
    expect(invaders).toHaveLength(0);
  });

  it('answers 404 for a unit that does not exist', async () => {
    const res = await asAdmin('PATCH', '/api/units/00000000-0000-4000-8000-000000000000', { city: 'X' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('UNIT_NOT_FOUND');
  });

  it('never deactivates the franchisor unit', async () => {
    const [franchisor] = await s.t.db.select().from(units).where(eq(units.isFranchisor, true));
    const res = await asAdmin('PATCH', `/api/units/${franchisor!.id}`, { active: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'UNIT_FRANCHISOR_ACTIVE',
      message: 'A unidade da franqueadora não pode ser desativada.',
    });
    expect((await unitRow(franchisor!.id)).active).toBe(true);
    // Its data can still be completed.
    expect((await asAdmin('PATCH', `/api/units/${franchisor!.id}`, { city: 'São Paulo' })).statusCode).toBe(
      200,
    );
  });
});

describe('data version', () => {
  it('moves only when something a stamp prints changes, and deactivation keeps the row', async () => {
    const unit = await createUnit(s.t.app, s.admin, { name: 'Unidade Versionada' });
    const version = async () => (await unitRow(unit.id)).dataVersion;
    expect(await version()).toBe(1);

    await asAdmin('PATCH', `/api/units/${unit.id}`, { city: 'Valinhos', uf: 'sp' });
    expect(await version()).toBe(1);
    await asAdmin('PATCH', `/api/units/${unit.id}`, { active: false });
    expect(await version()).toBe(1);
    expect((await unitRow(unit.id)).active).toBe(false);
    await asAdmin('PATCH', `/api/units/${unit.id}`, { rtCro: '98765' }); // the same value
    expect(await version()).toBe(1);

    const before = (await unitRow(unit.id)).updatedAt;
    const res = await asAdmin('PATCH', `/api/units/${unit.id}`, { rtCro: '11111', active: true });
    expect(res.statusCode).toBe(200);
    expect(await version()).toBe(2);
    expect((await unitRow(unit.id)).updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    for (const change of [
      { name: 'Unidade Versionada II' },
      { address: 'Av. Brasil, 10' },
      { phone: '(19) 3333-4444' },
      { whatsapp: '(19) 99876-5432' },
      { whatsapp: '' },
      { croRegistration: 'CRO-SP EPAO 999' },
      { rtName: 'Beatriz Nogueira' },
      { rtUf: 'MG' },
    ]) {
      const previous = await version();
      expect((await asAdmin('PATCH', `/api/units/${unit.id}`, change)).statusCode).toBe(200);
      expect(await version(), JSON.stringify(change)).toBe(previous + 1);
    }
  });

  it('marks a unit without complete CRO data as not stamp-ready until it is completed', async () => {
    const res = await asAdmin('POST', '/api/units', { name: 'Unidade Sem CRO', city: 'Santos', uf: 'SP' });
    expect(res.json()).toMatchObject({ stampReady: false, rtName: null, rtCro: null, croRegistration: null });
    const done = await asAdmin('PATCH', `/api/units/${res.json().id}`, {
      croRegistration: 'CRO-SP EPAO 4321',
      rtName: 'Marcos Dias',
      rtCro: '5544',
      rtUf: 'SP',
    });
    expect(done.json().stampReady).toBe(true);
  });
});

describe('logo', () => {
  it('stores a transparent PNG of at most 600 px, serves it, replaces and removes it', async () => {
    const unit = await createUnit(s.t.app, s.admin, { name: 'Unidade com Logo' });
    const big = await sharp({
      create: { width: 1600, height: 800, channels: 4, background: { r: 0, g: 90, b: 160, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const put = await sendParts(
      s.t.app,
      s.admin,
      `/api/units/${unit.id}/logo`,
      [{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: big }],
      'PUT',
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().logoUrl).toBe(`/api/units/${unit.id}/logo?v=2`);
    const row = await unitRow(unit.id);
    expect(row.logoKey).toMatch(new RegExp(`^units/${unit.id}-[0-9a-f]{8}\\.png$`));
    expect(row.dataVersion).toBe(2);

    const served = await requestAs(s.t.app, s.franqueado, 'GET', put.json().logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 600, 300, true]);

    const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const again = await sendParts(
      s.t.app,
      s.admin,
      `/api/units/${unit.id}/logo`,
      [{ name: 'file', filename: 'logo.jpg', contentType: 'image/jpeg', data: jpeg }],
      'PUT',
    );
    expect(again.statusCode).toBe(200);
    const replaced = await unitRow(unit.id);
    expect(replaced.logoKey).not.toBe(row.logoKey);
    expect(await s.t.storage.stat(row.logoKey!)).toBeNull();
    const small = await sharp(
      (await requestAs(s.t.app, s.user, 'GET', `/api/units/${unit.id}/logo`)).rawPayload,
    ).metadata();
    expect([small.format, small.width, small.height]).toEqual(['png', 300, 400]);

    const removed = await asAdmin('DELETE', `/api/units/${unit.id}/logo`);
    expect(removed.json().logoUrl).toBeNull();
    expect(await s.t.storage.stat(replaced.logoKey!)).toBeNull();
    expect((await unitRow(unit.id)).dataVersion).toBe(4);
    const gone = await asAdmin('GET', `/api/units/${unit.id}/logo`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('UNIT_LOGO_NOT_FOUND');
  });

  it('refuses what is not an image, and a missing file, changing nothing', async () => {
    const unit = await createUnit(s.t.app, s.admin, { name: 'Unidade Logo Recusado' });
    const bad = await sendParts(
      s.t.app,
      s.admin,
      `/api/units/${unit.id}/logo`,
      [{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: Buffer.from('not a png') }],
      'PUT',
    );
    expect(bad.statusCode).toBe(415);
    expect(bad.json().error.code).toBe('UNIT_LOGO_INVALID');
    const missing = await sendParts(s.t.app, s.admin, `/api/units/${unit.id}/logo`, [], 'PUT');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('UNIT_LOGO_MISSING');
    // A field the logo's contract does not take (multipart by contract, issue 36).
    const unknown = await sendParts(
      s.t.app,
      s.admin,
      `/api/units/${unit.id}/logo`,
      [{ name: 'x', data: 'y' }],
      'PUT',
    );
    expect(unknown.json().error.code).toBe('UNEXPECTED_FIELD');
    const row = await unitRow(unit.id);
    expect([row.logoKey, row.dataVersion]).toEqual([null, 1]);
  });

  it('survives the start-up sweep while referenced; an orphan logo file is swept', async () => {
    const unit = await createUnit(s.t.app, s.admin, { name: 'Unidade Varrida' });
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    await sendParts(
      s.t.app,
      s.admin,
      `/api/units/${unit.id}/logo`,
      [{ name: 'file', filename: 'l.png', data: png }],
      'PUT',
    );
    const key = (await unitRow(unit.id)).logoKey!;
    await s.t.storage.put('units/orphan-logo.png', Readable.from([png]), { contentType: 'image/png' });
    const sweeper = createAssetsService({
      assets: createAssetsRepository(s.t.db),
      storage: s.t.storage,
      taxonomy: { assertCategoriesExist: async () => {}, resolveTagIds: async () => [] },
      franchisorUnitId: async () => null,
    });
    await sweeper.sweepOrphans();
    expect(await s.t.storage.stat(key)).not.toBeNull();
    expect(await s.t.storage.stat('units/orphan-logo.png')).toBeNull();
  });
});
