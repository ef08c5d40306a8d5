import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/boot/app';
import type { Config, S3Config } from '../../src/server/platform/config';
import { assets } from '../../src/server/platform/db/schema/index';
import { createStorage } from '../../src/server/platform/storage/create-storage';
import { createS3Client } from '../../src/server/platform/storage/s3';
import { createUser, register, type SignedIn } from '../helpers/accounts';
import * as fx from '../helpers/fixtures';
import { createTestApp, injectAsOwnPages, type TestApp } from '../helpers/test-app';
import { categoryIds, uploadRequest } from '../helpers/uploads';

let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;

beforeAll(async () => {
  t = await createTestApp({}, { storage: 's3' });
  admin = await register(t.app, { name: 'Marketing' });
  franqueado = await createUser(t.app, admin, 'franqueado', 'Clínica Centro');
});

afterAll(async () => {
  await t.close();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** What is really in the bucket, asked of S3 itself rather than of the driver under test. */
async function bucketKeys(config: S3Config): Promise<string[]> {
  const client = createS3Client(config);
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
    return (page.Contents ?? []).map((object) => object.Key!).sort();
  } finally {
    client.destroy();
  }
}

async function uploadImage(app: FastifyInstance, cookie: string, cats: string[], data: Buffer) {
  const res = await uploadRequest(app, cookie, { title: 'Fachada: unidade Centro', categoryIds: cats }, [
    { name: 'fachada.jpg', data },
  ]);
  expect(res.statusCode).toBe(201);
  return res.json().items[0].asset.id as string;
}

describe('the app on S3 storage', () => {
  it('reports the bucket as reachable storage in the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', storage: { kind: 's3', ok: true } });
  });

  it('stores an upload in the bucket, serves its thumbnail, redirects its download and deletes it', async () => {
    const original = await fx.jpeg(1600, 1000, '#0e7490');
    const id = await uploadImage(t.app, admin.cookie, await categoryIds(t.db, ['fachada']), original);
    const [row] = await t.db.select().from(assets).where(eq(assets.id, id));
    const keys = [row!.storageKey!, row!.gridThumbKey!, row!.previewThumbKey!];
    expect(await bucketKeys(t.config.s3!)).toEqual(expect.arrayContaining(keys));

    const thumbnail = await t.app.inject({
      method: 'GET',
      url: `/api/assets/${id}/thumbnail?size=grid`,
      headers: { cookie: franqueado.cookie },
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(thumbnail.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/assets/${id}/download`,
      headers: { cookie: franqueado.cookie },
    });
    expect(download.statusCode).toBe(302);
    expect(download.headers['cache-control']).toBe('no-store');
    const location = String(download.headers.location);
    expect(location.startsWith(`${t.config.s3!.endpoint}/${t.config.s3!.bucket}/`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('300');
    const [counted] = await t.db.select({ n: assets.downloadCount }).from(assets).where(eq(assets.id, id));
    expect(counted!.n).toBe(1);

    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Fachada unidade Centro.jpg"');
    expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(sha256(original));

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/assets/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const left = await bucketKeys(t.config.s3!);
    for (const key of keys) expect(left).not.toContain(key);
  });

  it("streams the original through the app to the page's own fetch, which may not leave the origin", async () => {
    const original = fx.pdf();
    const res = await uploadRequest(
      t.app,
      admin.cookie,
      { title: 'Manual da marca', categoryIds: await categoryIds(t.db, ['fachada']) },
      [{ name: 'manual.pdf', data: original }],
    );
    const id = res.json().items[0].asset.id as string;
    const fromPage = { cookie: franqueado.cookie, 'sec-fetch-mode': 'cors' };
    const whole = await t.app.inject({ method: 'GET', url: `/api/assets/${id}/download`, headers: fromPage });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="Manual da marca.pdf"/);
    expect(sha256(whole.rawPayload)).toBe(sha256(original));
    const tail = await t.app.inject({
      method: 'GET',
      url: `/api/assets/${id}/download`,
      headers: { ...fromPage, range: 'bytes=10-' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(original.subarray(10))).toBe(true);
    const [counted] = await t.db.select({ n: assets.downloadCount }).from(assets).where(eq(assets.id, id));
    expect(counted!.n).toBe(1);
  });

  it('answers 503 without counting when the original is gone from the bucket', async () => {
    const id = await uploadImage(t.app, admin.cookie, await categoryIds(t.db, ['fachada']), await fx.jpeg());
    const [row] = await t.db.select().from(assets).where(eq(assets.id, id));
    await t.storage.delete(row!.storageKey!);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/assets/${id}/download`,
      headers: { cookie: franqueado.cookie },
    });
    expect(download.statusCode).toBe(503);
    expect(download.json().error.code).toBe('STORAGE_UNAVAILABLE');
    const [counted] = await t.db.select({ n: assets.downloadCount }).from(assets).where(eq(assets.id, id));
    expect(counted!.n).toBe(0);
  });
});

describe('start-up on S3 storage', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-s3-startup-'));
  });

  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('sweeps objects no row points at from the bucket and keeps the referenced ones', async () => {
    const config: Config = { ...t.config, dataDir, s3: await t.s3!.newBucket() };
    // Its own embedded database, as `npm start` opens it, so the start-up clean-up runs.
    const start = async () =>
      injectAsOwnPages(await buildApp(config, { storage: await createStorage(config), logger: false }));

    const first = await start();
    const owner = await register(first, { name: 'Marketing' });
    const tree = (
      await first.inject({ method: 'GET', url: '/api/categories', headers: { cookie: owner.cookie } })
    ).json();
    await uploadImage(first, owner.cookie, [tree.items[0].children[0].id], await fx.jpeg(400, 300));
    await first.close();
    const kept = await bucketKeys(config.s3!);
    expect(kept).toHaveLength(3);

    // What a crash between storing a file and committing its row leaves behind.
    const storage = await createStorage(config);
    const orphans = [
      'image/22222222-2222-4222-8222-222222222222.jpg',
      'thumbs/22222222-2222-4222-8222-222222222222-grid.webp',
    ];
    for (const key of orphans) await storage.put(key, Readable.from(['orphan']));
    await storage.put('notes/readme.txt', Readable.from(['not ours to sweep']));

    const second = await start();
    await second.close();
    expect(await bucketKeys(config.s3!)).toEqual([...kept, 'notes/readme.txt'].sort());
  });
});
