import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, PASSWORD, register, testUnitId, uniqueEmail } from '../../../../tests/helpers/accounts';
import { apiSuite, type Method, requestAs } from '../../../../tests/helpers/api-suite';
import { createTestApp } from '../../../../tests/helpers/test-app';
import { albums, assets, sessions, users } from '../../platform/db/schema/index';

const s = apiSuite();

const asAdmin = (method: Method, url: string, payload?: object) =>
  requestAs(s.t.app, s.admin, method, url, payload);

describe('user management (s.admin)', () => {
  it('creates users of any role and lists them with their creation date', async () => {
    const res = await asAdmin('POST', '/api/users', {
      name: 'Rita Franqueada',
      email: uniqueEmail('rita'),
      password: PASSWORD,
      role: 'franqueado',
      unitId: await testUnitId(s.t.app, s.admin),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Rita Franqueada', role: 'franqueado', avatarUrl: null });
    const second = await asAdmin('POST', '/api/users', {
      name: 'Outro Admin',
      email: uniqueEmail(),
      password: PASSWORD,
      role: 'admin',
    });
    expect(second.json().role).toBe('admin');

    const list = await asAdmin('GET', '/api/users');
    expect(list.json().total).toBe(list.json().items.length);
    const rita = list.json().items.find((u: { name: string }) => u.name === 'Rita Franqueada');
    expect(new Date(rita.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(rita).not.toHaveProperty('passwordHash');
  });

  it('refuses incomplete or malformed users and stores nothing', async () => {
    const email = uniqueEmail('incompleto');
    for (const payload of [
      { name: 'Sem Senha', email, role: 'user' },
      { name: 'Sem Papel', email, password: PASSWORD },
      { name: 'Papel Errado', email, password: PASSWORD, role: 'superuser' },
      { name: '', email, password: PASSWORD, role: 'user' },
    ]) {
      const res = await asAdmin('POST', '/api/users', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/[ãáéíóúç]|Informe|inválido/);
    }
    expect(await s.t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('changes roles, and the change applies to the live session at once', async () => {
    const person = await createUser(s.t.app, s.admin, 'user');
    const res = await asAdmin('PATCH', `/api/users/${person.user.id}`, { role: 'admin' });
    expect(res.json().role).toBe('admin');
    const now = await s.t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: person.cookie },
    });
    expect(now.statusCode).toBe(200);
  });

  it('never deletes nor demotes the last admin', async () => {
    const solo = await createTestApp();
    try {
      const only = await register(solo.app, { name: 'Única Admin' });
      const demote = await solo.app.inject({
        method: 'PATCH',
        url: `/api/users/${only.user.id}`,
        headers: { cookie: only.cookie },
        payload: { role: 'user' },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.code).toBe('LAST_ADMIN');
      const del = await solo.app.inject({
        method: 'DELETE',
        url: `/api/users/${only.user.id}`,
        headers: { cookie: only.cookie },
      });
      expect(del.statusCode).toBe(409);
      const [row] = await solo.db.select().from(users).where(eq(users.id, only.user.id));
      expect(row?.role).toBe('admin');
    } finally {
      await solo.close();
    }
  });

  it('deletes a user: assets stay without uploader, albums and sessions go', async () => {
    const person = await createUser(s.t.app, s.admin, 'franqueado', 'Pedro Saída');
    const [asset] = await s.t.db
      .insert(assets)
      .values({ title: 'Fachada Centro', type: 'image', uploadedBy: person.user.id })
      .returning();
    await s.t.db.insert(albums).values({ ownerId: person.user.id, name: 'Favoritos' });

    const res = await asAdmin('DELETE', `/api/users/${person.user.id}`);
    expect(res.statusCode).toBe(204);
    const [kept] = await s.t.db.select().from(assets).where(eq(assets.id, asset!.id));
    expect(kept?.uploadedBy).toBeNull();
    expect(await s.t.db.select().from(albums).where(eq(albums.ownerId, person.user.id))).toHaveLength(0);
    expect(await s.t.db.select().from(sessions).where(eq(sessions.userId, person.user.id))).toHaveLength(0);
    const after = await s.t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: person.cookie },
    });
    expect(after.json().error.code).toBe('SESSION_EXPIRED');
    expect((await asAdmin('DELETE', `/api/users/${person.user.id}`)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const res = await asAdmin('PATCH', '/api/users/1%20OR%201=1', { role: 'user' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Identificador inválido/);
  });

  it('keeps user management from franqueados and users', async () => {
    for (const role of ['franqueado', 'user'] as const) {
      const person = await createUser(s.t.app, s.admin, role);
      const res = await s.t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: { cookie: person.cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Você não tem permissão para realizar esta ação.',
      });
      const promote = await s.t.app.inject({
        method: 'PATCH',
        url: `/api/users/${person.user.id}`,
        headers: { cookie: person.cookie },
        payload: { role: 'admin' },
      });
      expect(promote.statusCode).toBe(403);
      const [row] = await s.t.db.select().from(users).where(eq(users.id, person.user.id));
      expect(row?.role).toBe(role);
    }
  });
});
