import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, register, type SignedIn, uniqueEmail } from '../../../../tests/helpers/accounts';
import { auditRows, onlyAuditRow } from '../../../../tests/helpers/audit';
import { postConsent } from '../../../../tests/helpers/consents';
import * as fx from '../../../../tests/helpers/fixtures';
import { multipartBody } from '../../../../tests/helpers/multipart';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { categoryIds } from '../../../../tests/helpers/uploads';
import { recordAudit } from '../../platform/audit/audit-log';

/**
 * The actor of an entry comes from the request's context (@fastify/request-context), set once the
 * session is known: it must reach every kind of handler — JSON bodies, multipart streams read part
 * by part, handlers that await storage, image work and several transactions — and never leak from
 * one request into another running at the same time.
 */

const IP_A = '198.51.100.10';
const IP_B = '203.0.113.20';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let cats: string[];

beforeAll(async () => {
  t = await createTestApp();
  ana = await register(t.app, { name: 'Ana Admin' });
  bruno = await createUser(t.app, ana, 'admin', 'Bruno Admin');
  cats = await categoryIds(t.db, ['clareamento']);
});

afterAll(async () => {
  await t?.close();
});

const as = (who: SignedIn, ip: string, method: 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, remoteAddress: ip, headers: { cookie: who.cookie }, payload });

function multipart(who: SignedIn, ip: string, method: 'POST' | 'PUT', url: string, file: Buffer) {
  const { body, contentType } = multipartBody([
    { name: 'file', filename: 'arquivo.jpg', contentType: 'image/jpeg', data: file },
  ]);
  return t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { cookie: who.cookie, 'content-type': contentType },
    payload: body,
  });
}

const actorOf = (row: { actorId: string | null; actorName: string | null; ip: string | null }) => ({
  actorId: row.actorId,
  actorName: row.actorName,
  ip: row.ip,
});
const ANA = () => ({ actorId: ana.user.id, actorName: 'Ana Admin', ip: IP_A });
const BRUNO = () => ({ actorId: bruno.user.id, actorName: 'Bruno Admin', ip: IP_B });

describe('the actor of an audit entry', () => {
  it('reaches a JSON route', async () => {
    const carla = await createUser(t.app, ana, 'user', 'Carla Usuária');
    const res = await as(ana, IP_A, 'PATCH', `/api/users/${carla.user.id}`, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(actorOf(await onlyAuditRow(t.db, 'user.role', carla.user.id))).toEqual(ANA());
  });

  it('reaches a multipart upload that stores several files, and a concurrent request keeps its own', async () => {
    const files = await Promise.all(
      ['#0e7490', '#b45309', '#4d7c0f'].map(async (color, i) => ({
        name: `foto-${i}.jpg`,
        contentType: 'image/jpeg',
        data: await fx.jpeg(400 + i * 10, 300, color),
      })),
    );
    const meta = { title: 'Campanha de inverno', categoryIds: cats, tags: ['inverno'] };
    const [uploaded, tagged] = await Promise.all([
      uploadWith(bruno, IP_B, meta, files),
      as(ana, IP_A, 'POST', '/api/tags', { name: 'Sorriso de inverno' }),
    ]);
    expect(uploaded.statusCode).toBe(201);
    expect(tagged.statusCode).toBe(201);
    const ids = uploaded.json().items.map((item: { asset: { id: string } }) => item.asset.id);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(actorOf(await onlyAuditRow(t.db, 'asset.upload', id))).toEqual(BRUNO());
    expect(actorOf(await onlyAuditRow(t.db, 'tag.create', tagged.json().id))).toEqual(ANA());
  });

  it('reaches handlers that read one multipart file and await storage and image work', async () => {
    const meta = { title: 'Sorriso', categoryIds: cats, items: [{ containsPatient: true }] };
    const created = await uploadWith(ana, IP_A, meta, [
      { name: 'sorriso.jpg', contentType: 'image/jpeg', data: await fx.jpeg(500, 300, '#be123c') },
    ]);
    const id = created.json().items[0].asset.id as string;

    const replaced = await multipart(bruno, IP_B, 'PUT', `/api/assets/${id}/file`, await fx.jpeg(520, 300));
    expect(replaced.statusCode).toBe(200);
    expect(actorOf(await onlyAuditRow(t.db, 'asset.file-replace', id))).toEqual(BRUNO());

    const consent = await postConsent(
      t.app,
      ana,
      id,
      { patientRef: 'M.S.A.', signedOn: '2025-01-10' },
      { name: 'tcle.pdf', data: fx.pdf(['TCLE']), contentType: 'application/pdf' },
    );
    expect(consent.statusCode).toBe(201);
    // postConsent sends no address of its own: the inject default.
    expect(await onlyAuditRow(t.db, 'consent.register', consent.json().id)).toMatchObject({
      actorId: ana.user.id,
      actorName: 'Ana Admin',
      ip: '127.0.0.1',
    });

    const banner = await multipart(ana, IP_A, 'PUT', '/api/settings/banner', await fx.jpeg(1600, 400));
    expect(banner.statusCode).toBe(200);
    const [entry] = await auditRows(t.db, { kind: 'banner.edit' });
    expect(actorOf(entry!)).toEqual(ANA());
  });

  it('of a sign-in is the admin signing in, from the address they sign in from', async () => {
    const email = uniqueEmail('admin');
    const made = await as(ana, IP_A, 'POST', '/api/users', {
      name: 'Diana Admin',
      email,
      password: 'senha-segura-123',
      role: 'admin',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: IP_B,
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36' },
      payload: { email, password: 'senha-segura-123' },
    });
    expect(res.statusCode).toBe(200);
    const entry = await onlyAuditRow(t.db, 'auth.sign-in', made.json().id);
    expect(entry).toMatchObject({ actorId: made.json().id, actorName: 'Diana Admin', ip: IP_B });
    expect(entry.after).toEqual({ device: 'Chrome 126 em Windows' });

    // A user's or franqueado's sign-in is not an admin action (createUser signs them in).
    for (const role of ['user', 'franqueado'] as const) {
      const person = await createUser(t.app, ana, role, 'Eva Pessoa');
      await login(t.app, person.user.email);
      expect(await auditRows(t.db, { kind: 'auth.sign-in', targetId: person.user.id })).toEqual([]);
    }
  });

  it('is nobody outside a request (a job): the entry says so rather than guessing', async () => {
    await recordAudit(t.db, { kind: 'settings.edit', targetId: null, after: { publicSignup: false } });
    const rows = await auditRows(t.db, { kind: 'settings.edit' });
    expect(actorOf(rows.at(-1)!)).toEqual({ actorId: null, actorName: null, ip: null });
  });
});

function uploadWith(
  who: SignedIn,
  ip: string,
  meta: Record<string, unknown>,
  files: Array<{ name: string; data: Buffer; contentType?: string }>,
) {
  const { body, contentType } = multipartBody([
    { name: 'meta', data: JSON.stringify(meta) },
    ...files.map((f) => ({
      name: 'files',
      filename: f.name,
      contentType: f.contentType ?? 'application/octet-stream',
      data: f.data,
    })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/assets',
    remoteAddress: ip,
    headers: { cookie: who.cookie, 'content-type': contentType },
    payload: body,
  });
}
