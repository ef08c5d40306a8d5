import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../src/server/platform/db/schema/index';
import { createUnit, type SignedIn } from '../helpers/accounts';
import * as fx from '../helpers/fixtures';
import type { TestApp } from '../helpers/test-app';
import { uploadRequest, uploadTestApp } from '../helpers/uploads';

let t: TestApp;
let admin: SignedIn;
let assetId: string;
let unitId: string;
let cats: string[];
let photo: Buffer;

beforeAll(async () => {
  ({ t, admin, cats } = await uploadTestApp(['clareamento']));
  photo = await fx.jpeg(300, 200);
  const res = await uploadRequest(t.app, admin.cookie, { title: 'Existente', categoryIds: cats }, [
    { name: 'existente.jpg', data: photo },
  ]);
  assetId = res.json().items[0].asset.id;
  unitId = (await createUnit(t.app, admin, { name: 'Unidade Malformada' })).id;
});

afterAll(async () => {
  await t.close();
});

const PT_BR = /[ãáâçéêíóõú]|Requisição|Envie|arquivo|envio/i;

describe('a JSON body over its limit', () => {
  it('is 413 BODY_TOO_LARGE about the request body, not about 50 MB files', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/assets/${assetId}`,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'BODY_TOO_LARGE',
      message: 'O conteúdo enviado é grande demais (máximo 1 MB).',
    });
  });

  it('leaves the file-size 413 with its file message', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: {
        cookie: admin.cookie,
        'content-type': 'multipart/form-data; boundary=XYZ',
      },
      payload: Buffer.concat([
        Buffer.from(
          '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
        ),
        Buffer.alloc(6 * 1024 * 1024, 1),
        Buffer.from('\r\n--XYZ--\r\n'),
      ]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('AVATAR_TOO_LARGE');
    expect(res.json().error.message).toMatch(/5 ?MB/);
  });
});

/** Each multipart route with the field its file goes in; upload wants `meta` first. */
const ROUTES = [
  { name: 'upload', method: 'POST', url: () => '/api/assets', field: 'files' },
  { name: 'file replace', method: 'PUT', url: () => `/api/assets/${assetId}/file`, field: 'file' },
  { name: 'avatar', method: 'PUT', url: () => '/api/me/avatar', field: 'file' },
  { name: 'banner', method: 'PUT', url: () => '/api/settings/banner', field: 'file' },
  { name: 'unit logo', method: 'PUT', url: () => `/api/units/${unitId}/logo`, field: 'file' },
  { name: 'similar', method: 'POST', url: () => '/api/assets/similar', field: 'file' },
] as const;

function metaPart(boundary: string): string {
  const meta = JSON.stringify({ title: 'Envio quebrado', categoryIds: cats, tags: [] });
  return `--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${meta}\r\n`;
}

function filePart(boundary: string, field: string, head = ''): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n${head}\r\n`,
    ),
    photo,
    Buffer.from('\r\n'),
  ]);
}

function malformedBodies(route: (typeof ROUTES)[number]) {
  const b = 'bdiBoundary';
  const prefix = route.name === 'upload' ? metaPart(b) : '';
  const whole = Buffer.concat([Buffer.from(prefix), filePart(b, route.field), Buffer.from(`--${b}--\r\n`)]);
  return {
    'no boundary': { type: 'multipart/form-data', body: whole },
    'a boundary that is not in the body': { type: 'multipart/form-data; boundary=outra', body: whole },
    'a body cut off in the middle of the file': {
      type: `multipart/form-data; boundary=${b}`,
      body: whole.subarray(0, whole.length - photo.length / 2),
    },
    'a part without a name': {
      type: `multipart/form-data; boundary=${b}`,
      body: Buffer.concat([
        Buffer.from(prefix),
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]),
    },
  } as Record<string, { type: string; body: Buffer }>;
}

const KINDS = [
  'no boundary',
  'a boundary that is not in the body',
  'a body cut off in the middle of the file',
  'a part without a name',
];

describe.each(ROUTES)('a malformed multipart body on $name', (route) => {
  it.each(KINDS)('%s is 400 with a pt-BR message', async (kind) => {
    const before = await t.db.select({ n: count() }).from(assets);
    const { type, body } = malformedBodies(route)[kind]!;
    const res = await t.app.inject({
      method: route.method,
      url: route.url(),
      headers: { cookie: admin.cookie, 'content-type': type },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(PT_BR);
    expect(await t.db.select({ n: count() }).from(assets)).toEqual(before);
  });
});

describe('the upload form fields', () => {
  function upload(metaHead: string, metaValue: string) {
    const b = 'bdiBoundary';
    const body = Buffer.concat([
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="meta"${metaHead}\r\n\r\n${metaValue}\r\n`),
      filePart(b, 'files'),
      Buffer.from(`--${b}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${b}` },
      payload: body,
    });
  }

  it('refuses meta sent as a file (wrong content type) with 400', async () => {
    const meta = JSON.stringify({ title: 'Meta como arquivo', categoryIds: cats });
    const res = await upload('; filename="meta.json"\r\nContent-Type: application/octet-stream', meta);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(PT_BR);
  });

  it('refuses meta that is not JSON with 400', async () => {
    const res = await upload('', '{"title": "sem fim"');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Os dados do formulário (campo "meta") não são um JSON válido.');
  });
});
