import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import { postRequestForm } from '../../../../tests/helpers/requests';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { materialRequests } from '../../platform/db/schema/index';

/** Issue 17: the optional reference image of a request, validated like the other images and private. */
let t: TestApp;
let admin: SignedIn;
let fernanda: SignedIn;
let gustavo: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Equipe Marketing' });
  fernanda = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  gustavo = await createUser(t.app, admin, 'franqueado', 'Gustavo Franqueado');
});

afterAll(async () => {
  await t?.close();
});

const fields = { description: 'Um post parecido com este, com a nossa fachada', channel: 'facebook' };
const storedReferences = async () => {
  const keys: string[] = [];
  for await (const key of t.storage.list()) if (key.startsWith('requests/')) keys.push(key);
  return keys;
};
const requestCount = async () => (await t.db.select({ n: count() }).from(materialRequests))[0]!.n;
const get = (who: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

describe('the reference image', () => {
  it('is stored as WebP and served to the requester and admins only', async () => {
    const photo = await fx.jpeg(2400, 1600, '#be185d');
    const res = await postRequestForm(
      t.app,
      fernanda,
      { ...fields, fromSearch: 'fachada' },
      {
        name: 'exemplo.jpg',
        data: photo,
        contentType: 'image/jpeg',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({ channel: 'facebook', fromSearch: 'fachada' });
    expect(request.referenceImageUrl).toMatch(new RegExp(`^/api/requests/${request.id}/reference\\?v=`));
    expect(await storedReferences()).toHaveLength(1);

    for (const who of [fernanda, admin]) {
      const image = await get(who, request.referenceImageUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      // Shrunk to 1600 px on its longer side, proportions kept.
      expect([meta.width, meta.height]).toEqual([1600, 1067]);
    }
    const foreign = await get(gustavo, request.referenceImageUrl);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('REQUEST_NOT_FOUND');
  });

  it('answers REQUEST_REFERENCE_NOT_FOUND for a request without one; an empty file part is no image', async () => {
    const res = await postRequestForm(t.app, fernanda, fields, { name: '', data: Buffer.alloc(0) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().referenceImageUrl).toBeNull();
    const image = await get(fernanda, `/api/requests/${res.json().id}/reference`);
    expect(image.statusCode).toBe(404);
    expect(image.json().error.code).toBe('REQUEST_REFERENCE_NOT_FOUND');
  });

  it('refuses what is not an image, a picture past the pixel budget and a file past 10 MB, storing nothing', async () => {
    const before = await requestCount();
    const files = await storedReferences();
    const cases: Array<[{ name: string; data: Buffer; contentType: string }, number, string]> = [
      [
        { name: 'foto.jpg', data: fx.textDocument(), contentType: 'image/jpeg' },
        415,
        'REQUEST_REFERENCE_INVALID',
      ],
      [
        { name: 'manual.pdf', data: fx.pdf(), contentType: 'application/pdf' },
        415,
        'REQUEST_REFERENCE_INVALID',
      ],
      [
        { name: 'cortada.jpg', data: await fx.truncatedJpeg(), contentType: 'image/jpeg' },
        415,
        'REQUEST_REFERENCE_INVALID',
      ],
      // 26 megapixels, over the 25 a reference image may have: refused from its header.
      [
        { name: 'grande.png', data: await fx.flatPng(5200, 5000), contentType: 'image/png' },
        422,
        'IMAGE_TOO_LARGE',
      ],
      [
        { name: 'enorme.jpg', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), contentType: 'image/jpeg' },
        413,
        'REQUEST_REFERENCE_TOO_LARGE',
      ],
    ];
    for (const [file, status, code] of cases) {
      const res = await postRequestForm(t.app, gustavo, fields, file);
      expect(res.statusCode, file.name).toBe(status);
      expect(res.json().error.code, file.name).toBe(code);
    }
    // The fields are checked like JSON ones, each refusal named by its field.
    const bad = await postRequestForm(t.app, gustavo, { description: '', channel: 'impresso' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'FIELD_INVALID',
      message: 'Descreva o material de que você precisa.',
      details: { issues: [{ field: 'description' }] },
    });
    // A field the form's multipart contract does not take (issue 36, point 8).
    const unknownField = await postRequestForm(t.app, gustavo, { ...fields, ...{ status: 'atendido' } });
    expect(unknownField.json().error).toMatchObject({
      code: 'UNEXPECTED_FIELD',
      params: { campo: 'status' },
    });

    expect(await requestCount()).toBe(before);
    expect(await storedReferences()).toEqual(files);
  });
});
