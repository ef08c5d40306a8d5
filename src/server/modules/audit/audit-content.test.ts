import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, type SignedIn } from '../../../../tests/helpers/accounts';
import { requestAs } from '../../../../tests/helpers/api-suite';
import { auditRows, onlyAuditRow } from '../../../../tests/helpers/audit';
import { postConsent } from '../../../../tests/helpers/consents';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { categoryIds, replaceFile, uploadRequest } from '../../../../tests/helpers/uploads';

/** Issue 17: every admin action on the library's content leaves its entry, with what changed. */

let t: TestApp;
let admin: SignedIn;
let cats: { clareamento: string; implantes: string; estrutura: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Equipe Marketing' });
  const [clareamento, implantes, estrutura] = await categoryIds(t.db, [
    'clareamento',
    'implantes',
    'estrutura',
  ]);
  cats = { clareamento: clareamento!, implantes: implantes!, estrutura: estrutura! };
});

afterAll(async () => {
  await t?.close();
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  requestAs(t.app, admin, method, url, payload);
const ADMIN = () => ({ actorId: admin.user.id, actorName: 'Equipe Marketing', ip: '127.0.0.1' });

async function uploadOne(title: string, color: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await uploadRequest(t.app, admin.cookie, { title, categoryIds: [cats.clareamento], ...extra }, [
    { name: `${title}.jpg`, contentType: 'image/jpeg', data: await fx.jpeg(640, 480, color) },
  ]);
  expect(res.statusCode).toBe(201);
  return res.json().items[0].asset.id;
}

describe('assets', () => {
  it('an upload records each created asset, with its file, categories and tags', async () => {
    const res = await uploadRequest(
      t.app,
      admin.cookie,
      { title: 'Clareamento a laser', categoryIds: [cats.clareamento], tags: ['Laser', 'Sorriso branco'] },
      [
        { name: 'laser-1.jpg', contentType: 'image/jpeg', data: await fx.jpeg(800, 600, '#0f766e') },
        { name: 'laser-2.jpg', contentType: 'image/jpeg', data: await fx.jpeg(810, 600, '#7c2d12') },
      ],
    );
    expect(res.statusCode).toBe(201);
    const items = res.json().items as Array<{ fileName: string; asset: { id: string; size: number } }>;
    for (const [i, item] of items.entries()) {
      const entry = await onlyAuditRow(t.db, 'asset.upload', item.asset.id);
      expect(entry).toMatchObject({ ...ADMIN(), targetType: 'asset', before: null });
      expect(entry.after).toEqual({
        title: `Clareamento a laser (${i + 1})`,
        type: 'image',
        fileName: item.fileName,
        size: item.asset.size,
        containsPatient: false,
        categories: ['Clareamento'],
        tags: ['Laser', 'Sorriso branco'],
      });
    }
  });

  it('an external link is recorded as an upload too', async () => {
    const res = await asAdmin('POST', '/api/assets/external', {
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Vídeo institucional',
      categoryIds: [cats.clareamento],
      tags: [],
    });
    expect(res.statusCode).toBe(201);
    expect((await onlyAuditRow(t.db, 'asset.upload', res.json().id)).after).toMatchObject({
      title: 'Vídeo institucional',
      type: 'video',
      externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it('an edit records only the fields that changed, categories and tags by name', async () => {
    const id = await uploadOne('Antes e depois', '#1d4ed8');
    const res = await asAdmin('PATCH', `/api/assets/${id}`, {
      title: 'Antes e depois do clareamento',
      description: 'Resultado após três sessões',
      validUntil: '2030-12-31',
      categoryIds: [cats.clareamento, cats.implantes],
      tags: ['Resultado'],
      focalPoint: { x: 0.25, y: 0.5 },
    });
    expect(res.statusCode).toBe(200);
    const entry = await onlyAuditRow(t.db, 'asset.edit', id);
    expect(entry).toMatchObject(ADMIN());
    expect(entry.before).toEqual({
      title: 'Antes e depois',
      description: '',
      validUntil: null,
      focalPoint: null,
      categories: ['Clareamento'],
      tags: [],
    });
    expect(entry.after).toEqual({
      title: 'Antes e depois do clareamento',
      description: 'Resultado após três sessões',
      validUntil: '2030-12-31',
      focalPoint: { x: 0.25, y: 0.5 },
      categories: ['Clareamento', 'Implantes'],
      tags: ['Resultado'],
    });

    // Saving the same values again is not an action: nothing new is recorded.
    await asAdmin('PATCH', `/api/assets/${id}`, { title: 'Antes e depois do clareamento' });
    expect(await auditRows(t.db, { kind: 'asset.edit', targetId: id })).toHaveLength(1);
  });

  it('a file replacement records the file before and after', async () => {
    const id = await uploadOne('Fachada nova', '#334155');
    const replacement = await fx.jpeg(700, 500, '#a21caf');
    const res = await replaceFile(t.app, admin, id, {
      name: 'fachada-2026.jpg',
      contentType: 'image/jpeg',
      data: replacement,
    });
    expect(res.statusCode).toBe(200);
    const entry = await onlyAuditRow(t.db, 'asset.file-replace', id);
    expect(entry.before).toMatchObject({ fileName: 'Fachada nova.jpg', type: 'image' });
    expect(entry.after).toEqual({ fileName: 'fachada-2026.jpg', type: 'image', size: replacement.length });
  });

  it('a deletion records what was deleted, one entry per asset', async () => {
    const ids = [await uploadOne('Recepção A', '#15803d'), await uploadOne('Recepção B', '#b91c1c')];
    for (const id of ids) expect((await asAdmin('DELETE', `/api/assets/${id}`)).statusCode).toBe(204);
    for (const [i, id] of ids.entries()) {
      const entry = await onlyAuditRow(t.db, 'asset.delete', id);
      expect(entry).toMatchObject({ ...ADMIN(), after: null });
      expect(entry.before).toEqual({
        title: `Recepção ${'AB'[i]}`,
        type: 'image',
        fileName: `Recepção ${'AB'[i]}.jpg`,
      });
    }
  });
});

describe('patient consents', () => {
  it('a registration and a revocation are recorded with the asset, the patient reference and the reason', async () => {
    const id = await uploadOne('Sorriso da paciente', '#9a3412', { items: [{ containsPatient: true }] });
    const registered = await postConsent(
      t.app,
      admin,
      id,
      { patientRef: 'PR-2024-118', signedOn: '2025-03-01', expiresOn: '2030-03-01' },
      { name: 'tcle.pdf', data: fx.pdf(['TCLE assinado']), contentType: 'application/pdf' },
    );
    expect(registered.statusCode).toBe(201);
    const consentId = registered.json().id;
    expect((await onlyAuditRow(t.db, 'consent.register', consentId)).after).toEqual({
      asset: 'Sorriso da paciente',
      patientRef: 'PR-2024-118',
      signedOn: '2025-03-01',
      expiresOn: '2030-03-01',
      fileName: 'tcle.pdf',
    });

    const revoked = await asAdmin('POST', `/api/consents/${consentId}/revoke`, {
      reason: 'A paciente pediu a retirada',
    });
    expect(revoked.statusCode).toBe(200);
    expect(await onlyAuditRow(t.db, 'consent.revoke', consentId)).toMatchObject({
      ...ADMIN(),
      after: { revokeReason: 'A paciente pediu a retirada' },
    });
  });
});

describe('categories and tags', () => {
  it('creating, renaming, moving and deleting a category', async () => {
    const created = await asAdmin('POST', '/api/categories', {
      name: 'Lentes de Contato',
      parentId: (await asAdmin('GET', '/api/categories')).json().items[0].id,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(await onlyAuditRow(t.db, 'category.create', id)).toMatchObject({
      ...ADMIN(),
      targetType: 'category',
      after: { name: 'Lentes de Contato', parent: 'Procedimentos Odontológicos' },
    });

    expect((await asAdmin('PATCH', `/api/categories/${id}`, { name: 'Lentes Dentais' })).statusCode).toBe(
      200,
    );
    expect((await asAdmin('PATCH', `/api/categories/${id}`, { parentId: cats.estrutura })).statusCode).toBe(
      200,
    );
    const [renamed, moved] = await auditRows(t.db, { kind: 'category.edit', targetId: id });
    expect(renamed).toMatchObject({
      before: { name: 'Lentes de Contato' },
      after: { name: 'Lentes Dentais' },
    });
    expect(moved).toMatchObject({
      before: { parent: 'Procedimentos Odontológicos' },
      after: { parent: 'Estrutura das Clínicas' },
    });

    expect((await asAdmin('DELETE', `/api/categories/${id}`)).statusCode).toBe(204);
    expect((await onlyAuditRow(t.db, 'category.delete', id)).before).toEqual({
      name: 'Lentes Dentais',
      parent: 'Estrutura das Clínicas',
    });
  });

  it('deleting a group names the subcategories that went with it', async () => {
    const group = (await asAdmin('POST', '/api/categories', { name: 'Eventos Regionais' })).json();
    for (const name of ['Congressos', 'Feiras'])
      await asAdmin('POST', '/api/categories', { name, parentId: group.id });
    expect((await asAdmin('DELETE', `/api/categories/${group.id}`)).statusCode).toBe(204);
    expect((await onlyAuditRow(t.db, 'category.delete', group.id)).before).toEqual({
      name: 'Eventos Regionais',
      subcategories: ['Congressos', 'Feiras'],
    });
  });

  it('creating, renaming and deleting a tag', async () => {
    const created = await asAdmin('POST', '/api/tags', { name: 'Harmonização' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await onlyAuditRow(t.db, 'tag.create', id)).after).toEqual({ name: 'Harmonização' });
    await asAdmin('PATCH', `/api/tags/${id}`, { name: 'Harmonização Facial' });
    expect(await onlyAuditRow(t.db, 'tag.edit', id)).toMatchObject({
      before: { name: 'Harmonização' },
      after: { name: 'Harmonização Facial' },
    });
    await asAdmin('DELETE', `/api/tags/${id}`);
    expect((await onlyAuditRow(t.db, 'tag.delete', id)).before).toEqual({ name: 'Harmonização Facial' });
  });
});
