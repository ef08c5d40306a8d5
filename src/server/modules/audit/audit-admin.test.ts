import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUnit,
  createUser,
  PASSWORD,
  register,
  type SignedIn,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import { requestAs, sendParts } from '../../../../tests/helpers/api-suite';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { auditRows, onlyAuditRow } from '../../../../tests/helpers/audit';
import * as fx from '../../../../tests/helpers/fixtures';
import { startSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { DEFAULT_FORBIDDEN_EXPRESSIONS } from '../../../shared/domain/content-check';
import { units } from '../../platform/db/schema/index';
import { createMailer, createSmtpTransport } from '../../platform/mail/mailer';

/** Issue 17: accounts, units, campaigns and settings changed by an admin each leave their entry. */

let smtp: TestSmtpServer;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const silent = { info() {}, warn() {}, error() {} };
  const mailer = createMailer({
    transport: createSmtpTransport(smtp.url),
    from: 'Banco de Imagens <nao-responda@rede.com.br>',
    log: silent,
    retryDelaysMs: [5, 5],
  });
  t = await createTestApp({ smtpUrl: smtp.url }, { mailer });
  admin = await register(t.app, { name: 'Equipe Marketing' });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  requestAs(t.app, admin, method, url, payload);
const ADMIN = () => ({ actorId: admin.user.id, actorName: 'Equipe Marketing', ip: '127.0.0.1' });

describe('accounts', () => {
  it('a creation records the person, never the password', async () => {
    const email = uniqueEmail('nova');
    const res = await asAdmin('POST', '/api/users', {
      name: 'Nina Nova',
      email,
      password: PASSWORD,
      role: 'user',
    });
    expect(res.statusCode).toBe(201);
    const entry = await onlyAuditRow(t.db, 'user.create', res.json().id);
    expect(entry).toMatchObject({ ...ADMIN(), targetType: 'user', before: null });
    expect(entry.after).toEqual({ name: 'Nina Nova', email, role: 'user' });
  });

  it('a role change is its own kind, with the role before and after', async () => {
    const person = await createUser(t.app, admin, 'user', 'Rui Promovido');
    expect((await asAdmin('PATCH', `/api/users/${person.user.id}`, { role: 'admin' })).statusCode).toBe(200);
    const entry = await onlyAuditRow(t.db, 'user.role', person.user.id);
    expect(entry).toMatchObject({ ...ADMIN(), before: { role: 'user' }, after: { role: 'admin' } });
    expect(await auditRows(t.db, { kind: 'user.edit', targetId: person.user.id })).toEqual([]);
  });

  it('other edits of an account (name, unit) are recorded apart from the role', async () => {
    const unit = await createUnit(t.app, admin, { name: 'OdontoRede Santos' });
    const person = await createUser(t.app, admin, 'user', 'Sara Santos');
    const res = await asAdmin('PATCH', `/api/users/${person.user.id}`, {
      name: 'Sara Santos Lima',
      role: 'franqueado',
      unitId: unit.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await onlyAuditRow(t.db, 'user.role', person.user.id)).toMatchObject({
      before: { role: 'user' },
      after: { role: 'franqueado' },
    });
    expect(await onlyAuditRow(t.db, 'user.edit', person.user.id)).toMatchObject({
      before: { name: 'Sara Santos', unit: null },
      after: { name: 'Sara Santos Lima', unit: 'OdontoRede Santos' },
    });
  });

  it('a deletion, signing someone out everywhere and sending a reset link are recorded', async () => {
    const person = await createUser(t.app, admin, 'user', 'Tiago Saída');
    expect((await asAdmin('POST', `/api/users/${person.user.id}/password-reset`)).statusCode).toBe(202);
    expect(await onlyAuditRow(t.db, 'user.password-reset', person.user.id)).toMatchObject({
      ...ADMIN(),
      after: { email: person.user.email },
    });
    expect((await asAdmin('DELETE', `/api/users/${person.user.id}/sessions`)).statusCode).toBe(204);
    expect(await onlyAuditRow(t.db, 'user.sessions-end', person.user.id)).toMatchObject({
      after: { sessions: 1 },
    });
    expect((await asAdmin('DELETE', `/api/users/${person.user.id}`)).statusCode).toBe(204);
    expect((await onlyAuditRow(t.db, 'user.delete', person.user.id)).before).toEqual({
      name: 'Tiago Saída',
      email: person.user.email,
      role: 'user',
    });
  });
});

describe('units', () => {
  it('creating and editing a unit, and its logo', async () => {
    const unit = await createUnit(t.app, admin, { name: 'OdontoRede Sorocaba', phone: '(15) 3232-1000' });
    expect((await onlyAuditRow(t.db, 'unit.create', unit.id)).after).toMatchObject({
      name: 'OdontoRede Sorocaba',
      city: 'Campinas',
      phone: '(15) 3232-1000',
      active: true,
    });
    await asAdmin('PATCH', `/api/units/${unit.id}`, { city: 'Sorocaba', active: false });
    const logo = await sendParts(
      t.app,
      admin,
      `/api/units/${unit.id}/logo`,
      [{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: await fx.flatPng(300, 120) }],
      'PUT',
    );
    expect(logo.statusCode).toBe(200);
    const [edited, logoAdded] = await auditRows(t.db, { kind: 'unit.edit', targetId: unit.id });
    expect(edited).toMatchObject({
      ...ADMIN(),
      before: { city: 'Campinas', active: true },
      after: { city: 'Sorocaba', active: false },
    });
    const [row] = await t.db.select({ logoKey: units.logoKey }).from(units).where(eq(units.id, unit.id));
    expect(logoAdded).toMatchObject({
      before: { logo: null },
      after: { logo: /-([0-9a-f]{8})\.png$/.exec(row!.logoKey!)![1] },
    });
  });

  it('a CSV import records each unit it creates or changes', async () => {
    await createUnit(t.app, admin, { name: 'OdontoRede Bauru', phone: '(14) 3000-0000' });
    const sheet =
      'Nome;Cidade;UF;Telefone\nOdontoRede Bauru;Bauru;SP;(14) 3111-2222\nOdontoRede Marília;Marília;SP;\n';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/units/import',
      headers: { cookie: admin.cookie, 'content-type': 'text/csv; charset=utf-8' },
      payload: sheet,
    });
    expect(res.json()).toMatchObject({ created: 1, updated: 1 });
    const rows = await auditRows(t.db);
    const created = rows.find(
      (row) =>
        row.kind === 'unit.create' &&
        row.after &&
        (row.after as { name: string }).name === 'OdontoRede Marília',
    );
    expect(created).toMatchObject({
      ...ADMIN(),
      after: { name: 'OdontoRede Marília', city: 'Marília', uf: 'SP' },
    });
    const updated = rows.filter((row) => row.kind === 'unit.edit').at(-1);
    expect(updated).toMatchObject({
      before: { city: 'Campinas', phone: '(14) 3000-0000' },
      after: { city: 'Bauru', phone: '(14) 3111-2222' },
    });
  });
});

describe('campaigns', () => {
  it('creating, editing, setting the pieces and deleting a campaign', async () => {
    const pieces = [await insertAsset(t.db, 'Post sorriso'), await insertAsset(t.db, 'Story clareamento')];
    const created = await asAdmin('POST', '/api/campaigns', {
      name: 'Setembro Sorridente',
      startsOn: '2026-09-01',
      endsOn: '2026-09-30',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(await onlyAuditRow(t.db, 'campaign.create', id)).toMatchObject({
      ...ADMIN(),
      after: { name: 'Setembro Sorridente', startsOn: '2026-09-01', endsOn: '2026-09-30' },
    });

    await asAdmin('PATCH', `/api/campaigns/${id}`, { endsOn: '2026-10-15' });
    expect((await asAdmin('PUT', `/api/campaigns/${id}/assets`, { assetIds: pieces })).statusCode).toBe(200);
    const [dates, setPieces] = await auditRows(t.db, { kind: 'campaign.edit', targetId: id });
    expect(dates).toMatchObject({ before: { endsOn: '2026-09-30' }, after: { endsOn: '2026-10-15' } });
    expect(setPieces).toMatchObject({
      before: { pieces: [] },
      after: { pieces: ['Post sorriso', 'Story clareamento'] },
    });

    expect((await asAdmin('DELETE', `/api/campaigns/${id}`)).statusCode).toBe(204);
    expect((await onlyAuditRow(t.db, 'campaign.delete', id)).before).toEqual({
      name: 'Setembro Sorridente',
      startsOn: '2026-09-01',
      endsOn: '2026-10-15',
    });
  });
});

describe('settings', () => {
  it('the public sign-up switch and the forbidden expressions, as they were in effect', async () => {
    expect((await asAdmin('PATCH', '/api/settings', { publicSignup: true })).statusCode).toBe(200);
    const [signup] = await auditRows(t.db, { kind: 'settings.edit' });
    expect(signup).toMatchObject({
      ...ADMIN(),
      targetType: 'settings',
      targetId: null,
      before: { publicSignup: false },
      after: { publicSignup: true },
    });

    await asAdmin('PATCH', '/api/settings', { forbiddenExpressions: ['garantia de resultado'] });
    const expressions = (await auditRows(t.db, { kind: 'settings.edit' })).at(-1);
    expect(expressions).toMatchObject({
      before: { forbiddenExpressions: [...DEFAULT_FORBIDDEN_EXPRESSIONS] },
      after: { forbiddenExpressions: ['garantia de resultado'] },
    });

    // The same value again changes nothing: no entry.
    const count = (await auditRows(t.db, { kind: 'settings.edit' })).length;
    await asAdmin('PATCH', '/api/settings', { publicSignup: true });
    expect(await auditRows(t.db, { kind: 'settings.edit' })).toHaveLength(count);
  });

  it('a new homepage banner', async () => {
    const put = () =>
      sendParts(
        t.app,
        admin,
        '/api/settings/banner',
        [{ name: 'file', filename: 'banner.jpg', contentType: 'image/jpeg', data: banner }],
        'PUT',
      );
    const banner = await fx.jpeg(1600, 500, '#155e75');
    const first = (await put()).json();
    const second = (await put()).json();
    const entries = await auditRows(t.db, { kind: 'banner.edit' });
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ version: null }, { version: first.version }],
      [{ version: first.version }, { version: second.version }],
    ]);
  });
});
