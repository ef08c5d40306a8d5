import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { unusedCleanOriginals } from '../../../../tests/helpers/unused-clean-originals';
import { categoryIds, replaceFile, uploadRequest } from '../../../../tests/helpers/uploads';
import { networkDay } from '../../../shared/domain/network-date';
import { messages } from '../../../shared/messages/pt-BR';
import { renderDownload } from '../../media/stamp';
import { assets, units, users } from '../../platform/db/schema/index';
import { CLEANER_VERSION, cleanOriginalKey, RENDERER_VERSION } from '../asset-read/render-key';
import { createAssetsRepository } from '../assets/assets.repository';
import { createAssetsService } from '../assets/assets.service';
import { createDownloadsRepository } from './downloads.repository';
import { createDownloadsService } from './downloads.service';

/** A franqueado's view of the library now (every asset of this file is published). */
const FRANQUEADO_TODAY = { today: networkDay(new Date()), seesAll: false };

let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;
let unitId: string;
let cats: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Marketing' });
  franqueado = await createUser(t.app, admin, 'user', 'Clínica Centro');
  const [unit] = await t.db
    .insert(units)
    .values({
      name: 'OdontoRede Joinville',
      city: 'Joinville',
      uf: 'SC',
      croRegistration: 'CRO-SC EPAO 321',
      rtName: 'Paulo Mendes',
      rtCro: '4567',
      rtUf: 'SC',
    })
    .returning({ id: units.id });
  unitId = unit!.id;
  await t.db.update(users).set({ role: 'franqueado', unitId }).where(eq(users.id, franqueado.user.id));
  cats = await categoryIds(t.db, ['fachada']);
});

afterAll(async () => {
  await t.close();
});

async function upload(title: string, data: Buffer): Promise<string> {
  const res = await uploadRequest(t.app, admin.cookie, { title, categoryIds: cats }, [
    { name: 'x.jpg', data },
  ]);
  return res.json().items[0].asset.id;
}

const download = (id: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/assets/${id}/download?${query}`,
    headers: { cookie: franqueado.cookie },
  });

/** The stored key named by a render's ETag. */
const keyOf = (etag: string | string[] | undefined) => String(etag).replace(/^"|"$/g, '');

async function rendersOf(id: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.storage.list(`renders/${id}/`)) keys.push(key);
  return keys.sort();
}

describe('stored renders', () => {
  it('stores the first render under its key and serves the next request from it, without rendering', async () => {
    const id = await upload('Reuso', await fx.jpeg(1500, 1000, '#0e7490'));
    const [row] = await t.db.select({ sha: assets.sha256 }).from(assets).where(eq(assets.id, id));
    const first = await download(id, 'format=square&stamp=1');
    expect(first.statusCode).toBe(200);
    const key = keyOf(first.headers.etag);
    expect(key).toBe(
      `renders/${id}/${row!.sha!.slice(0, 16)}-c-square-${unitId}-v1.r${RENDERER_VERSION}.jpg`,
    );
    const stored = await t.storage.stat(key);
    expect(stored?.size).toBe(first.rawPayload.length);

    // A service with a counting renderer, on the same database and files: the stored object is used.
    let renders = 0;
    const service = createDownloadsService({
      assets: createAssetsRepository(t.db),
      downloads: createDownloadsRepository(t.db),
      storage: t.storage,
      // Never reached here (no original of an image is sent): a stripper that would say so.
      cleanOriginals: unusedCleanOriginals,
      render: (options) => {
        renders++;
        return renderDownload(options);
      },
    });
    const again = await service.prepareDownload(id, franqueado.user.id, FRANQUEADO_TODAY, {
      format: 'square',
      stamp: true,
    });
    expect(again.kind === 'stored' && again.file.etag).toBe(`"${key}"`);
    expect(renders).toBe(0);
    await service.prepareDownload(id, franqueado.user.id, FRANQUEADO_TODAY, {
      format: 'instagram-feed',
      stamp: true,
    });
    expect(renders).toBe(1);

    // Through HTTP too: same bytes, the object untouched, even with the original gone from storage.
    const [original] = await t.db.select({ key: assets.storageKey }).from(assets).where(eq(assets.id, id));
    await t.storage.delete(original!.key!);
    const second = await download(id, 'format=square&stamp=1');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await t.storage.stat(key))?.modifiedAt).toEqual(stored!.modifiedAt);
  });

  it('makes a new key when the unit data changes (data_version), never serving the old band', async () => {
    const id = await upload('Unidade muda', await fx.jpeg(1200, 1200, '#334155'));
    const before = keyOf((await download(id, 'format=square&stamp=1')).headers.etag);
    await t.db
      .update(units)
      .set({ rtName: 'Paula Mendes', dataVersion: sql`${units.dataVersion} + 1` })
      .where(eq(units.id, unitId));
    const after = await download(id, 'format=square&stamp=1');
    const key = keyOf(after.headers.etag);
    expect(key).not.toBe(before);
    expect(key).toContain(`-${unitId}-v2.r${RENDERER_VERSION}.jpg`);
    expect(await t.storage.stat(key)).not.toBeNull();
  });

  it('replacing the file deletes its renders; the next render has the new sha in its key', async () => {
    const id = await upload('Troca', await fx.jpeg(1200, 900, '#7c2d12'));
    const old = keyOf((await download(id, 'format=instagram-feed')).headers.etag);
    expect(await rendersOf(id)).toEqual([old]);
    const res = await replaceFile(t.app, admin, id, {
      name: 'nova.jpg',
      contentType: 'image/jpeg',
      data: await fx.jpeg(1300, 900, '#14532d'),
    });
    expect(res.statusCode).toBe(200);
    expect(await rendersOf(id)).toEqual([]);
    const fresh = await download(id, 'format=instagram-feed');
    expect(keyOf(fresh.headers.etag)).not.toBe(old);
    const { dominant } = await sharp(fresh.rawPayload).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r); // the new green picture, not the old red one
  });
});

describe('the focal point', () => {
  it('is set by an admin (0..1), shown on the asset, moves the crop key and drops the old renders', async () => {
    const id = await upload('Foco', await fx.jpeg(2000, 1000, '#1e3a8a'));
    const centred = keyOf((await download(id, 'format=square')).headers.etag);
    expect(centred).toContain('-c-square-');
    const patch = (cookie: string, focalPoint: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/assets/${id}`,
        headers: { cookie },
        payload: { focalPoint },
      });
    const res = await patch(admin.cookie, { x: 0.25, y: 0.7 });
    expect(res.statusCode).toBe(200);
    expect(res.json().focalPoint).toEqual({ x: 0.25, y: 0.7 });
    expect(await rendersOf(id)).toEqual([]);
    expect(keyOf((await download(id, 'format=square')).headers.etag)).toContain('-250x700-square-');
    // WhatsApp does not crop: its key does not depend on the point.
    expect(keyOf((await download(id, 'format=whatsapp')).headers.etag)).toContain('-c-whatsapp-');

    const outside = await patch(admin.cookie, { x: 1.5, y: 0.2 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.message).toContain(messages.unitFields.focalInvalid);
    expect((await patch(franqueado.cookie, { x: 0.5, y: 0.5 })).statusCode).toBe(403);
    const reset = await patch(admin.cookie, null);
    expect(reset.json().focalPoint).toBeNull();
    const [row] = await t.db
      .select({ x: assets.focalX, y: assets.focalY })
      .from(assets)
      .where(eq(assets.id, id));
    expect(row).toEqual({ x: null, y: null });
  });
});

describe('the start-up sweep', () => {
  it('deletes stale renders (asset gone, old sha, old focal, old unit version, not a render) and keeps current ones', async () => {
    const id = await upload('Varredura', await fx.jpeg(1200, 800, '#581c87'));
    const current = keyOf((await download(id, 'format=square&stamp=1')).headers.etag);
    const plain = keyOf((await download(id, 'format=whatsapp')).headers.etag);
    const [row] = await t.db.select({ sha: assets.sha256 }).from(assets).where(eq(assets.id, id));
    const sha = row!.sha!.slice(0, 16);
    // The original without its metadata (issue 36) is kept while its file is the asset's.
    expect((await download(id, '')).statusCode).toBe(200);
    const clean = cleanOriginalKey(id, sha, 'jpg');
    const [unit] = await t.db.select({ v: units.dataVersion }).from(units).where(eq(units.id, unitId));
    const stale = [
      `renders/11111111-1111-4111-8111-111111111111/${sha}-c-square-none-v0.r${RENDERER_VERSION}.jpg`,
      `renders/${id}/0123456789abcdef-c-square-none-v0.r${RENDERER_VERSION}.jpg`,
      `renders/${id}/${sha}-100x100-square-none-v0.r${RENDERER_VERSION}.jpg`,
      `renders/${id}/${sha}-c-square-${unitId}-v${unit!.v - 1}.r${RENDERER_VERSION}.jpg`,
      `renders/${id}/${sha}-c-square-22222222-2222-4222-8222-222222222222-v1.r${RENDERER_VERSION}.jpg`,
      `renders/${id}/leftover.jpg`,
      // Made by an older layout of the band.
      `renders/${id}/${sha}-c-square-none-v0.r${RENDERER_VERSION - 1}.jpg`,
      // A clean original of another file, or cleaned the old way.
      `renders/${id}/0123456789abcdef-original.c${CLEANER_VERSION}.jpg`,
      `renders/${id}/${sha}-original.c${CLEANER_VERSION - 1}.jpg`,
    ];
    for (const key of stale) await t.storage.put(key, Readable.from([Buffer.from('old')]));
    const service = createAssetsService({
      assets: createAssetsRepository(t.db),
      storage: t.storage,
      taxonomy: { assertCategoriesExist: async () => {}, resolveTagIds: async () => [] },
      franchisorUnitId: async () => null,
    });
    const removed = await service.sweepOrphans();
    expect(removed).toBeGreaterThanOrEqual(stale.length);
    for (const key of stale) expect(await t.storage.stat(key)).toBeNull();
    expect(await t.storage.stat(current)).not.toBeNull();
    expect(await t.storage.stat(plain)).not.toBeNull();
    expect(await t.storage.stat(clean)).not.toBeNull();
  });

  it('deleting an asset deletes its renders', async () => {
    const id = await upload('Apagar', await fx.jpeg(800, 800, '#0f766e'));
    await download(id, 'format=square');
    expect(await rendersOf(id)).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/assets/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await rendersOf(id)).toEqual([]);
  });
});
