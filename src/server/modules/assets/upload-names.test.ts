import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import type { TestApp } from '../../../../tests/helpers/test-app';
import { replaceFile, storedState, uploadRequest, uploadTestApp } from '../../../../tests/helpers/uploads';

let t: TestApp;
let admin: SignedIn;
let cats: string[];

beforeAll(async () => {
  ({ t, admin, cats } = await uploadTestApp(['clareamento']));
});

afterAll(async () => {
  await t.close();
});

const snapshot = () => storedState(t);

const meta = (title = 'Lote com nome ruim') => ({ title, categoryIds: cats, tags: [] });

// A batch is refused whole, before anything is committed: the good file must not be stored either.
describe.each([
  ['a NUL character', 'foto\u0000.jpg', /caracteres de controle/, 'FILE_NAME_CONTROL_CHARACTERS'],
  ['an escape character', 'foto\u001b[31m.jpg', /caracteres de controle/, 'FILE_NAME_CONTROL_CHARACTERS'],
  ['a bidi override', 'foto\u202Egpj.exe', /caracteres de controle/, 'FILE_NAME_CONTROL_CHARACTERS'],
  ['more than 255 characters', `${'a'.repeat(252)}.jpg`, /no máximo 255 caracteres/, 'FILE_NAME_TOO_LONG'],
])('a batch in which one file name has %s', (_kind, badName, message, code) => {
  it('is 400 with the file-name code and stores nothing', async () => {
    const res = await uploadRequest(t.app, admin.cookie, meta(), [
      { name: 'boa.jpg', data: await fx.jpeg(300, 200, '#0f766e') },
      { name: badName, data: await fx.jpeg(300, 200, '#be123c') },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.params).toEqual(expect.objectContaining({ n: 2 }));
    expect(res.json().error.message).toMatch(message);
    expect(await snapshot()).toEqual({ rows: 0, keys: [] });
  });
});

it('accepts a name of exactly 255 characters', async () => {
  const res = await uploadRequest(t.app, admin.cookie, meta(), [
    { name: `${'b'.repeat(251)}.jpg`, data: await fx.jpeg(300, 200, '#1d4ed8') },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().items[0].asset.originalName).toHaveLength(255);
});

it('refuses a replacement file whose name has a control character', async () => {
  const created = await uploadRequest(t.app, admin.cookie, meta('Para trocar'), [
    { name: 'original.jpg', data: await fx.jpeg(300, 200, '#7c3aed') },
  ]);
  const asset = created.json().items[0].asset;
  const before = await snapshot();
  const res = await replaceFile(t.app, admin, asset.id, {
    name: 'nova\u0007.jpg',
    contentType: 'image/jpeg',
    data: await fx.jpeg(320, 200),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('FILE_NAME_CONTROL_CHARACTERS');
  expect(await snapshot()).toEqual(before);
});
