import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createUnit,
  createUser,
  PASSWORD,
  setPublicSignup,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import { apiSuite, type Method, requestAs } from '../../../../tests/helpers/api-suite';
import { messages } from '../../../shared/messages/pt-BR';
import { units, users } from '../../platform/db/schema/index';

/** Users belong to a unit (issue 15): required for franqueado, optional for the others. */
const s = apiSuite();
const asAdmin = (method: Method, url: string, payload?: unknown) =>
  requestAs(s.t.app, s.admin, method, url, payload);

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

async function userRow(email: string) {
  const [row] = await s.t.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('creating accounts with a unit', () => {
  it('refuses a franqueado without a unit (400 UNIT_REQUIRED) and stores nothing', async () => {
    const email = uniqueEmail('sem-unidade');
    for (const unitId of [undefined, null, '']) {
      const res = await asAdmin('POST', '/api/users', {
        name: 'Franqueada Sem Unidade',
        email,
        password: PASSWORD,
        role: 'franqueado',
        ...(unitId === undefined ? {} : { unitId }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'UNIT_REQUIRED', message: messages.validation.unitRequired });
    }
    expect(await userRow(email)).toBeUndefined();
  });

  it('refuses a unit that does not exist (404) or is inactive (400)', async () => {
    const closed = await createUnit(s.t.app, s.admin, { name: 'Unidade Desativada Usuários' });
    await asAdmin('PATCH', `/api/units/${closed.id}`, { active: false });
    const email = uniqueEmail('unidade-ruim');
    const base = { name: 'Pessoa Teste', email, password: PASSWORD, role: 'franqueado' };
    const missing = await asAdmin('POST', '/api/users', { ...base, unitId: MISSING_UUID });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'UNIT_NOT_FOUND']);
    const inactive = await asAdmin('POST', '/api/users', { ...base, unitId: closed.id });
    expect(inactive.json().error).toEqual({ code: 'UNIT_INACTIVE', message: messages.units.inactive });
    const malformed = await asAdmin('POST', '/api/users', { ...base, unitId: 'campinas' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.issues).toContainEqual({
      field: 'body.unitId',
      message: messages.validation.unitRequired,
    });
    expect(await userRow(email)).toBeUndefined();
  });

  it('lets admin and user go without a unit, and shows the unit in /api/users and /api/me', async () => {
    const unit = await createUnit(s.t.app, s.admin, { name: 'OdontoRede Jundiaí' });
    const plain = await createUser(s.t.app, s.admin, 'user', 'Usuária Sem Unidade');
    expect(plain.user).toMatchObject({ unitId: null, unitName: null });
    const rita = await createUser(s.t.app, s.admin, 'franqueado', 'Rita Jundiaí', { unitId: unit.id });
    expect(rita.user).toMatchObject({ unitId: unit.id, unitName: 'OdontoRede Jundiaí' });

    const list = (await asAdmin('GET', '/api/users')).json().items as Array<Record<string, unknown>>;
    expect(list.find((u) => u.id === rita.user.id)).toMatchObject({
      unitId: unit.id,
      unitName: 'OdontoRede Jundiaí',
    });
    expect(list.find((u) => u.id === plain.user.id)).toMatchObject({ unitId: null, unitName: null });

    const me = await requestAs(s.t.app, rita, 'PATCH', '/api/me', { name: 'Rita Jundiaí' });
    expect(me.json().user).toMatchObject({ unitId: unit.id, unitName: 'OdontoRede Jundiaí' });
    const session = await requestAs(s.t.app, rita, 'GET', '/api/auth/session');
    expect(session.json().user).toMatchObject({ unitId: unit.id, unitName: 'OdontoRede Jundiaí' });
    const mine = await requestAs(s.t.app, rita, 'GET', '/api/me');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user).toMatchObject({ unitId: unit.id, unitName: 'OdontoRede Jundiaí' });

    // A renamed unit shows its new name at once.
    await asAdmin('PATCH', `/api/units/${unit.id}`, { name: 'OdontoRede Jundiaí Centro' });
    const after = await requestAs(s.t.app, rita, 'GET', '/api/auth/session');
    expect(after.json().user.unitName).toBe('OdontoRede Jundiaí Centro');
  });
});

describe('changing a person’s unit or role', () => {
  it('refuses making a franqueado of someone without a unit, or taking a franqueado out of theirs', async () => {
    const unit = await createUnit(s.t.app, s.admin, { name: 'OdontoRede Sorocaba' });
    const person = await createUser(s.t.app, s.admin, 'user', 'Paulo Sem Unidade');
    const promote = await asAdmin('PATCH', `/api/users/${person.user.id}`, { role: 'franqueado' });
    expect([promote.statusCode, promote.json().error.code]).toEqual([400, 'UNIT_REQUIRED']);
    expect((await userRow(person.user.email))?.role).toBe('user');

    const both = await asAdmin('PATCH', `/api/users/${person.user.id}`, {
      role: 'franqueado',
      unitId: unit.id,
    });
    expect(both.json()).toMatchObject({
      role: 'franqueado',
      unitId: unit.id,
      unitName: 'OdontoRede Sorocaba',
    });

    const out = await asAdmin('PATCH', `/api/users/${person.user.id}`, { unitId: null });
    expect([out.statusCode, out.json().error.code]).toEqual([400, 'UNIT_REQUIRED']);
    expect((await userRow(person.user.email))?.unitId).toBe(unit.id);

    // As a user again, the unit may go.
    const demoted = await asAdmin('PATCH', `/api/users/${person.user.id}`, { role: 'user', unitId: null });
    expect(demoted.json()).toMatchObject({ role: 'user', unitId: null, unitName: null });
  });

  it('moves a franqueado to another active unit, never to an inactive one', async () => {
    const from = await createUnit(s.t.app, s.admin, { name: 'OdontoRede Bauru' });
    const to = await createUnit(s.t.app, s.admin, { name: 'OdontoRede Marília' });
    const closed = await createUnit(s.t.app, s.admin, { name: 'OdontoRede Fechada' });
    await asAdmin('PATCH', `/api/units/${closed.id}`, { active: false });
    const person = await createUser(s.t.app, s.admin, 'franqueado', 'Lia Bauru', { unitId: from.id });
    const moved = await asAdmin('PATCH', `/api/users/${person.user.id}`, { unitId: to.id });
    expect(moved.json().unitName).toBe('OdontoRede Marília');
    const refused = await asAdmin('PATCH', `/api/users/${person.user.id}`, { unitId: closed.id });
    expect(refused.json().error.code).toBe('UNIT_INACTIVE');
    expect((await userRow(person.user.email))?.unitId).toBe(to.id);

    // Deactivating their current unit keeps them in it, and a rename of them still works.
    await asAdmin('PATCH', `/api/units/${to.id}`, { active: false });
    const renamed = await asAdmin('PATCH', `/api/users/${person.user.id}`, {
      name: 'Lia Marília',
      unitId: to.id,
    });
    expect(renamed.json()).toMatchObject({ name: 'Lia Marília', unitId: to.id });
  });
});

describe('public sign-up', () => {
  it('requires an active clinic unit from a franqueado (never the franchisor), and none from a user', async () => {
    await setPublicSignup(s.t.app, s.admin, true);
    const open = await createUnit(s.t.app, s.admin, { name: 'OdontoRede Cadastro' });
    const closed = await createUnit(s.t.app, s.admin, { name: 'OdontoRede Cadastro Fechada' });
    await asAdmin('PATCH', `/api/units/${closed.id}`, { active: false });
    const attempt = (body: object) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '198.51.100.7',
        payload: { name: 'Nova Franqueada', email: uniqueEmail('cadastro'), password: PASSWORD, ...body },
      });

    const none = await attempt({ role: 'franqueado' });
    expect([none.statusCode, none.json().error.code]).toEqual([400, 'UNIT_REQUIRED']);
    const inactive = await attempt({ role: 'franqueado', unitId: closed.id });
    expect([inactive.statusCode, inactive.json().error.code]).toEqual([400, 'UNIT_INACTIVE']);
    const missing = await attempt({ role: 'franqueado', unitId: MISSING_UUID });
    expect(missing.json().error.code).toBe('UNIT_NOT_FOUND');
    const [franchisor] = await s.t.db.select().from(units).where(eq(units.isFranchisor, true));
    const headOffice = await attempt({ role: 'franqueado', unitId: franchisor!.id });
    expect([headOffice.statusCode, headOffice.json().error.code]).toEqual([400, 'UNIT_NOT_CLINIC']);
    const asUser = await attempt({ role: 'user', unitId: franchisor!.id });
    expect(asUser.json().error.code).toBe('UNIT_NOT_CLINIC');
    expect(await s.t.db.select().from(users).where(eq(users.name, 'Nova Franqueada'))).toHaveLength(0);

    const ok = await attempt({ role: 'franqueado', unitId: open.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user).toMatchObject({
      role: 'franqueado',
      status: 'pending',
      unitId: open.id,
      unitName: 'OdontoRede Cadastro',
    });
    const user = await attempt({ role: 'user', name: 'Usuário Cadastro' });
    expect(user.json().user).toMatchObject({ role: 'user', status: 'pending', unitId: null });
    await setPublicSignup(s.t.app, s.admin, false);
  });
});
