import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assets,
  consents,
  invitations,
  materialRequests,
  rateLimits,
  settings,
  units,
  users,
} from '../../src/server/platform/db/schema/index';
import { addDays, networkDay } from '../../src/shared/domain/network-date';
import { createUnit, register, type SignedIn } from '../helpers/accounts';
import { sendParts } from '../helpers/api-suite';
import { insertAsset } from '../helpers/asset-factory';
import * as fx from '../helpers/fixtures';
import type { Part } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { categoryIds, uploadRequest } from '../helpers/uploads';

/**
 * Multipart by contract (issue 36, point 8): every upload route declares its parts, and a second
 * file, a file or a text field it does not know, or a flood of parts is refused with nothing stored.
 */
let t: TestApp;
let admin: SignedIn;
let image: Buffer;
let assetId: string;
let patientAssetId: string;
let unitId: string;
let meta: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Equipe Marketing' });
  image = await fx.jpeg(64, 48, '#0e7490');
  meta = JSON.stringify({
    title: 'Recepção da clínica',
    categoryIds: await categoryIds(t.db, ['clareamento']),
  });
  const uploaded = await uploadRequest(t.app, admin.cookie, JSON.parse(meta), [
    { name: 'recepcao.jpg', data: await fx.jpeg(80, 60, '#4d7c0f'), contentType: 'image/jpeg' },
  ]);
  expect(uploaded.statusCode).toBe(201);
  assetId = uploaded.json().items[0].asset.id;
  patientAssetId = await insertAsset(t.db, 'Sorriso da paciente', {
    values: { containsPatient: true, consentBlocked: true },
  });
  unitId = (await createUnit(t.app, admin, { name: 'Unidade Contrato' })).id;
});

afterAll(async () => {
  await t?.close();
});

// Several refusals per route: the per-user upload allowances are not this test's subject.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const today = networkDay(new Date());

interface UploadRoute {
  method: 'POST' | 'PUT';
  url: () => string;
  /** The text parts a valid body carries, before its files. */
  fields: () => Part[];
  /** The field its files go under. */
  fileField: string;
  /** How many files it takes (one, but 30 for the batch upload). */
  maxFiles: number;
}

const ROUTES: Record<string, UploadRoute> = {
  'asset upload': {
    method: 'POST',
    url: () => '/api/assets',
    fields: () => [{ name: 'meta', data: meta }],
    fileField: 'files',
    maxFiles: 30,
  },
  'asset file replacement': {
    method: 'PUT',
    url: () => `/api/assets/${assetId}/file`,
    fields: () => [],
    fileField: 'file',
    maxFiles: 1,
  },
  avatar: { method: 'PUT', url: () => '/api/me/avatar', fields: () => [], fileField: 'file', maxFiles: 1 },
  banner: {
    method: 'PUT',
    url: () => '/api/settings/banner',
    fields: () => [],
    fileField: 'file',
    maxFiles: 1,
  },
  'unit logo': {
    method: 'PUT',
    url: () => `/api/units/${unitId}/logo`,
    fields: () => [],
    fileField: 'file',
    maxFiles: 1,
  },
  consent: {
    method: 'POST',
    url: () => `/api/assets/${patientAssetId}/consent`,
    fields: () => [
      { name: 'patientRef', data: 'M.S.A.' },
      { name: 'signedOn', data: addDays(today, -10) },
    ],
    fileField: 'file',
    maxFiles: 1,
  },
  'material request': {
    method: 'POST',
    url: () => '/api/requests',
    fields: () => [
      { name: 'description', data: 'Post de clareamento para o Instagram' },
      { name: 'channel', data: 'instagram' },
    ],
    fileField: 'file',
    maxFiles: 1,
  },
  'invitation sheet': {
    method: 'POST',
    url: () => '/api/invitations/import',
    fields: () => [],
    fileField: 'file',
    maxFiles: 1,
  },
  'similar-image search': {
    method: 'POST',
    url: () => '/api/assets/similar',
    fields: () => [],
    fileField: 'file',
    maxFiles: 1,
  },
};

it('covers every route that takes a multipart body', () => {
  const multipart = t.app.routeTable.filter((route) =>
    ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data'),
  );
  const covered = Object.values(ROUTES).map((route) => route.url().replace(/[0-9a-f-]{36}/, ':id'));
  expect(multipart.map((route) => route.url).sort()).toEqual(covered.sort());
});

const imagePart = (name: string, filename = 'foto.jpg'): Part => ({
  name,
  filename,
  contentType: 'image/jpeg',
  data: image,
});

/** Everything an upload route could leave behind: rows, stored files, staged copies, pointers. */
async function state() {
  const keys: string[] = [];
  for await (const key of t.storage.list()) keys.push(key);
  const staged = await fs.readdir(path.join(t.dataDir, 'tmp', 'uploads')).catch(() => []);
  const total = async (
    table: typeof assets | typeof consents | typeof materialRequests | typeof invitations,
  ) => (await t.db.select({ n: count() }).from(table))[0]?.n;
  const [asset] = await t.db
    .select({ key: assets.storageKey, sha: assets.sha256 })
    .from(assets)
    .where(eq(assets.id, assetId));
  const [me] = await t.db.select({ key: users.avatarKey }).from(users).where(eq(users.id, admin.user.id));
  const [unit] = await t.db.select({ key: units.logoKey }).from(units).where(eq(units.id, unitId));
  return {
    keys: keys.sort(),
    staged,
    assets: await total(assets),
    consents: await total(consents),
    requests: await total(materialRequests),
    invitations: await total(invitations),
    asset,
    avatar: me?.key,
    logo: unit?.key,
    settings: await t.db.select({ key: settings.key, value: settings.value }).from(settings),
  };
}

async function expectRefused(route: UploadRoute, parts: Part[], status: number, code: string) {
  const before = await state();
  const res = await sendParts(t.app, admin, route.url(), parts, route.method);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  expect(await state()).toEqual(before);
  return res.json().error as { code: string; message: string; params?: Record<string, unknown> };
}

describe.each(Object.entries(ROUTES))('%s', (_label, route) => {
  it('refuses a file more than it takes', async () => {
    const files = Array.from({ length: route.maxFiles + 1 }, (_, i) =>
      imagePart(route.fileField, `foto-${i}.jpg`),
    );
    const code = route.maxFiles === 1 ? 'UNEXPECTED_FILE' : 'UPLOAD_TOO_MANY_FILES';
    const status = route.maxFiles === 1 ? 400 : 413;
    await expectRefused(route, [...route.fields(), ...files], status, code);
  });

  it('refuses a file under a field it does not know, after a good one', async () => {
    const error = await expectRefused(
      route,
      [...route.fields(), imagePart(route.fileField), imagePart('anexo')],
      400,
      'UNEXPECTED_FILE',
    );
    expect(error.params).toEqual({ campo: 'anexo' });
    expect(error.message).toContain('anexo');
  });

  it('refuses a text field it does not know', async () => {
    const error = await expectRefused(
      route,
      [...route.fields(), imagePart(route.fileField), { name: 'status', data: 'atendido' }],
      400,
      'UNEXPECTED_FIELD',
    );
    expect(error.params).toEqual({ campo: 'status' });
  });

  it('stops a flood of 10,000 file parts: 413 TOO_MANY_PARTS', async () => {
    const flood = Array.from({ length: 10_000 }, (_, i) => ({
      name: route.fileField,
      filename: `f${i}.jpg`,
      data: 'x',
    }));
    const error = await expectRefused(route, [...route.fields(), ...flood], 413, 'TOO_MANY_PARTS');
    expect(error.message).toBe('Arquivos demais.');
  });

  it('stops a flood of 10,000 text parts: 413 TOO_MANY_PARTS', async () => {
    const flood = Array.from({ length: 10_000 }, () => ({ name: 'x', data: 'y' }));
    await expectRefused(
      route,
      [...route.fields(), ...flood, imagePart(route.fileField)],
      413,
      'TOO_MANY_PARTS',
    );
  });
});

describe('the consent file', () => {
  it('passes the decoding limits of every image: a 16000 × 16000 interlaced PNG is refused', async () => {
    const png = await fx.flatPng(16_000, 16_000, { interlaced: true });
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
    const route = ROUTES.consent!;
    const error = await expectRefused(
      route,
      [...route.fields(), { name: 'file', filename: 'tcle.png', contentType: 'image/png', data: png }],
      422,
      'IMAGE_TOO_LARGE',
    );
    expect(error.message).toBe('A imagem é grande demais: no máximo 100 megapixels.');
  }, 120_000);
});
