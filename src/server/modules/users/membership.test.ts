import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createUnit,
  PASSWORD,
  pendingAccount,
  setPublicSignup,
  signUp,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import { apiSuite, requestAs } from '../../../../tests/helpers/api-suite';
import { auditRows } from '../../../../tests/helpers/audit';
import { notifications, units, users } from '../../platform/db/schema/index';

/**
 * Issue 36, point 3: who belongs to the network. Public sign-up is closed by default (a stranger
 * cannot join any clinic); opened by an admin, a new account waits ('pending') and reads nothing
 * until an admin approves it, and a franqueado picks among active clinic units only.
 */
const s = apiSuite({ people: true });

/** Every kind of material route a member reads: a pending account must get ACCOUNT_PENDING from each. */
const MATERIAL_ROUTES: Array<['GET' | 'POST', string]> = [
  ['GET', '/api/assets'],
  ['GET', '/api/assets/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/assets/00000000-0000-4000-8000-000000000000/download'],
  ['GET', '/api/albums'],
  ['GET', '/api/campaigns'],
  ['GET', '/api/categories'],
  ['GET', '/api/notifications'],
  ['GET', '/api/requests'],
  ['GET', '/api/share-links'],
  ['POST', '/api/downloads/zip'],
];

describe('with public sign-up closed (the default)', () => {
  it('a stranger cannot become a member of any unit, nor list the units', async () => {
    const clinic = await createUnit(s.t.app, s.admin, { name: 'Clínica Aberta Não' });
    const email = uniqueEmail('estranho');
    for (const body of [{}, { role: 'franqueado', unitId: clinic.id }, { role: 'user' }]) {
      const res = await signUp(s.t.app, { email, ...body });
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'SIGNUP_CLOSED']);
    }
    expect(await s.t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const options = await requestAs(s.t.app, null, 'GET', '/api/units/options');
    expect([options.statusCode, options.json().error.code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe('with public sign-up open', () => {
  it('a new account is pending, told so by its session, and reads nothing', async () => {
    await setPublicSignup(s.t.app, s.admin, true);
    const clinic = await createUnit(s.t.app, s.admin, { name: 'Clínica Cadastro Aberto' });
    const person = await pendingAccount(s.t.app, { role: 'franqueado', unitId: clinic.id });
    expect(person.user).toMatchObject({ status: 'pending' });
    const session = await requestAs(s.t.app, person, 'GET', '/api/auth/session');
    expect(session.json().user).toMatchObject({ status: 'pending', role: 'franqueado', unitId: clinic.id });
    for (const [method, url] of MATERIAL_ROUTES) {
      const res = await requestAs(s.t.app, person, method, url, method === 'POST' ? { ids: [] } : undefined);
      expect([res.statusCode, res.json().error.code], `${method} ${url}`).toEqual([403, 'ACCOUNT_PENDING']);
      expect(res.json().error.message).toContain('aguardando a aprovação');
    }
    // Its own account it may see, change and leave.
    expect((await requestAs(s.t.app, person, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await requestAs(s.t.app, person, 'GET', '/api/me/sessions')).statusCode).toBe(200);
    expect((await requestAs(s.t.app, person, 'POST', '/api/auth/logout')).statusCode).toBe(204);
  });

  it('tells every admin, who finds the pending accounts in the users list', async () => {
    const person = await pendingAccount(s.t.app, { name: 'Rita Aguardando' });
    const told = await s.t.db.select().from(notifications).where(eq(notifications.subjectId, person.user.id));
    expect(told.map((row) => [row.userId, row.kind])).toEqual([[s.admin.user.id, 'account-pending']]);
    const pending = await requestAs(s.t.app, s.admin, 'GET', '/api/users?status=pending');
    expect(pending.statusCode).toBe(200);
    const items = pending.json().items as Array<{ id: string; status: string }>;
    expect(items.find((item) => item.id === person.user.id)).toMatchObject({ status: 'pending' });
    expect(items.every((item) => item.status === 'pending')).toBe(true);
    const all = (await requestAs(s.t.app, s.admin, 'GET', '/api/users')).json().items as Array<{
      id: string;
      status: string;
    }>;
    expect(all.find((item) => item.id === s.franqueado.user.id)?.status).toBe('active');
    const bad = await requestAs(s.t.app, s.admin, 'GET', '/api/users?status=talvez');
    expect(bad.statusCode).toBe(400);
  });

  it('an admin approves with the role and unit settled on; the person then reads the library', async () => {
    const clinic = await createUnit(s.t.app, s.admin, { name: 'Clínica Aprovada' });
    const person = await pendingAccount(s.t.app, { name: 'Clara Aprovada' });
    // Only admins approve; a franqueado needs a clinic unit, never the franchisor's.
    expect(
      (await requestAs(s.t.app, s.user, 'POST', `/api/users/${person.user.id}/approve`, {})).statusCode,
    ).toBe(403);
    const noUnit = await requestAs(s.t.app, s.admin, 'POST', `/api/users/${person.user.id}/approve`, {
      role: 'franqueado',
    });
    expect(noUnit.json().error.code).toBe('UNIT_REQUIRED');
    const [franchisor] = await s.t.db.select().from(units).where(eq(units.isFranchisor, true));
    const headOffice = await requestAs(s.t.app, s.admin, 'POST', `/api/users/${person.user.id}/approve`, {
      role: 'franqueado',
      unitId: franchisor!.id,
    });
    expect(headOffice.json().error.code).toBe('UNIT_NOT_CLINIC');
    const approved = await requestAs(s.t.app, s.admin, 'POST', `/api/users/${person.user.id}/approve`, {
      role: 'franqueado',
      unitId: clinic.id,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'active', role: 'franqueado', unitId: clinic.id });
    // The same session now reads the library.
    expect((await requestAs(s.t.app, person, 'GET', '/api/assets')).statusCode).toBe(200);
    const again = await requestAs(s.t.app, s.admin, 'POST', `/api/users/${person.user.id}/approve`, {});
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'ACCOUNT_NOT_PENDING']);
    const [entry] = await auditRows(s.t.db, { kind: 'user.approve', targetId: person.user.id });
    expect(entry).toMatchObject({ before: { status: 'pending' }, after: { status: 'active' } });
  });

  it('an admin refuses: the sessions end and the right password is told so', async () => {
    const email = uniqueEmail('recusada');
    const person = await pendingAccount(s.t.app, { name: 'Rosa Recusada', email });
    const refused = await requestAs(s.t.app, s.admin, 'POST', `/api/users/${person.user.id}/reject`);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().status).toBe('disabled');
    expect((await requestAs(s.t.app, person, 'GET', '/api/auth/session')).json().error.code).toBe(
      'SESSION_EXPIRED',
    );
    const login = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect([login.statusCode, login.json().error.code]).toEqual([403, 'ACCOUNT_DISABLED']);
    const wrong = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'outra-senha-qualquer' },
    });
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    const [entry] = await auditRows(s.t.db, { kind: 'user.reject', targetId: person.user.id });
    expect(entry).toMatchObject({ after: { status: 'disabled' } });
    // An active account cannot be "refused".
    const active = await requestAs(s.t.app, s.admin, 'POST', `/api/users/${s.user.user.id}/reject`);
    expect(active.json().error.code).toBe('ACCOUNT_NOT_PENDING');
    await setPublicSignup(s.t.app, s.admin, false);
  });
});
