import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, users } from '../../src/server/platform/db/schema/index';
import { createUser, register, type SignedIn } from '../helpers/accounts';
import * as fx from '../helpers/fixtures';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { categoryIds, uploadRequest } from '../helpers/uploads';

// A 16000 × 16000 PNG is 256 megapixels in under 1 MB: decoding it would take seconds and ~1 GB.
// Every image route must refuse it from its header alone.
let t: TestApp;
let admin: SignedIn;
let member: SignedIn;
let huge: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Equipe Marketing' });
  member = await createUser(t.app, admin, 'user');
  huge = await fx.flatPng(16_000, 16_000);
});

afterAll(async () => {
  await t.close();
});

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.storage.list()) keys.push(key);
  return keys.sort();
}

function sendFile(method: 'POST' | 'PUT', url: string, cookie: string, data: Buffer) {
  const { body, contentType } = multipartBody([
    { name: 'file', filename: 'enorme.png', contentType: 'image/png', data },
  ]);
  return t.app.inject({ method, url, headers: { cookie, 'content-type': contentType }, payload: body });
}

function expectTooLarge(
  res: { statusCode: number; json(): { error: { code: string; message: string } } },
  mp: number,
) {
  expect(res.statusCode).toBe(422);
  expect(res.json().error).toMatchObject({
    code: 'IMAGE_TOO_LARGE',
    message: `A imagem é grande demais: no máximo ${mp} megapixels.`,
  });
}

describe('images with too many pixels are refused from their header', () => {
  it('refuses a 256-megapixel probe for similar images (limit 25 MP)', async () => {
    const started = performance.now();
    const res = await sendFile('POST', '/api/assets/similar', member.cookie, huge);
    console.info(`similar probe 16000×16000 refused in ${(performance.now() - started).toFixed(1)} ms`);
    expectTooLarge(res, 25);
  });

  it('refuses a 256-megapixel profile photo and keeps the old one (limit 25 MP)', async () => {
    const before = await storedKeys();
    const started = performance.now();
    const res = await sendFile('PUT', '/api/me/avatar', member.cookie, huge);
    console.info(`avatar 16000×16000 refused in ${(performance.now() - started).toFixed(1)} ms`);
    expectTooLarge(res, 25);
    expect(await storedKeys()).toEqual(before);
    const [row] = await t.db
      .select({ avatarKey: users.avatarKey })
      .from(users)
      .where(eq(users.id, member.user.id));
    expect(row!.avatarKey).toBeNull();
  });

  it('refuses a 256-megapixel banner (limit 25 MP)', async () => {
    const before = await storedKeys();
    const res = await sendFile('PUT', '/api/settings/banner', admin.cookie, huge);
    expectTooLarge(res, 25);
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses a 256-megapixel upload per file and stores nothing (limit 100 MP)', async () => {
    const cats = await categoryIds(t.db, ['clareamento']);
    const meta = { title: 'Imagem enorme', categoryIds: cats, tags: [] };
    const started = performance.now();
    const res = await uploadRequest(t.app, admin.cookie, meta, [{ name: 'enorme.png', data: huge }]);
    console.info(`upload 16000×16000 refused in ${(performance.now() - started).toFixed(1)} ms`);
    expectTooLarge(res, 100);
    expect(res.json().error.details.items).toMatchObject([
      { fileName: 'enorme.png', status: 'failed', error: { code: 'IMAGE_TOO_LARGE' } },
    ]);
    const [rows] = await t.db.select({ n: count() }).from(assets);
    expect(rows?.n).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it('still accepts an ordinary photo on the same routes', async () => {
    const photo = await fx.jpeg(1200, 800);
    expect((await sendFile('PUT', '/api/me/avatar', member.cookie, photo)).statusCode).toBe(200);
    expect((await sendFile('POST', '/api/assets/similar', member.cookie, photo)).statusCode).toBe(200);
  });
});
