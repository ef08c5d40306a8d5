import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, rateLimits } from '../../src/server/platform/db/schema/index';
import { login, register, type SignedIn } from '../helpers/accounts';
import { jpeg } from '../helpers/fixtures';
import {
  bodyProbes,
  fillPath,
  isMultipartRoute,
  multipartProbes,
  type Probe,
  request,
  send,
  snapshot,
  summarize,
  unharmed,
  walkableRoutes,
} from '../helpers/hostile';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every unsafe route of the route table, signed in as an admin, with each hostile value alone in each
 * body field its schema declares, whole hostile bodies (broken JSON, prototype keys, 1 MB+) and, on
 * upload routes, malformed multipart: never a 5xx, our error shape, and nothing stored except what a
 * valid one-field body is allowed to create (counted from its 201).
 */
let t: TestApp;
let admin: SignedIn;
let before: Record<string, number>;
let filesBefore: string[];

/** Every file under the data folder: traversal in names and ids must never write outside of it or into it. */
async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(t.dataDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** One-field bodies that are valid create an album, a tag or a category: counted, not forbidden. */
const CREATES: Record<string, string> = {
  'POST /api/albums': 'albums',
  'POST /api/tags': 'tags',
  'POST /api/categories': 'categories',
};
const created: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin Hostil' });
  // The content check's list becomes a settings row when first saved: saved now, a valid probe only changes it.
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { cookie: admin.cookie },
    payload: { forbiddenExpressions: ['grátis'] },
  });
  expect(saved.statusCode).toBe(200);
  // Dismissing the first-run checklist stores a row too (any body is valid): stored now, likewise.
  const dismissed = await t.app.inject({
    method: 'POST',
    url: '/api/setup/checklist/dismiss',
    headers: { cookie: admin.cookie },
  });
  expect(dismissed.statusCode).toBe(204);
  before = await snapshot(t.db);
  filesBefore = await storedFiles();
});

afterAll(async () => {
  await t.close();
});

async function walk(probes: Probe[]) {
  const broken = await send(t.app, probes, 25, (probe, status) => {
    const table = CREATES[probe.label.split(' ').slice(0, 2).join(' ')];
    if (table && status === 201) created[table] = (created[table] ?? 0) + 1;
  });
  return summarize(broken);
}

describe('hostile input in bodies', () => {
  it('answers every body probe of every unsafe route below 500, with our error shape', async () => {
    // Signing out would end the admin's session for the rest of the walk: that route gets its own.
    const spare = await login(t.app, admin.user.email);
    const probes = walkableRoutes(t.app).flatMap((route) =>
      bodyProbes(route, route.url === '/api/auth/logout' ? spare.cookie : admin.cookie),
    );
    expect(probes.length).toBeGreaterThan(2000);
    expect(await walk(probes)).toEqual([]);
    // Thousands of requests through the whole app: about 45 s alone, longer beside another worker.
  }, 240_000);

  it('answers malformed multipart on every upload route below 500', async () => {
    const probes = walkableRoutes(t.app).flatMap((route) => multipartProbes(route, admin.cookie));
    expect(probes.length).toBeGreaterThanOrEqual(5 * 8);
    expect(await walk(probes)).toEqual([]);
  });

  it('refuses a file name with a control character on every upload route, before storing anything', async () => {
    // The walk above used up the admin's avatar and banner allowance; limits are not this test's subject.
    await t.db.delete(rateLimits);
    const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
    const image = await jpeg(64, 48);
    const meta = JSON.stringify({ title: 'Foto da recepção', categoryIds: [category!.id] });
    for (const route of walkableRoutes(t.app).filter(isMultipartRoute)) {
      for (const filename of ['a\u0000b.jpg', 'foto\u202Egpj.exe', '\u001b[2J.jpg']) {
        const parts = route.url === '/api/assets' ? [{ name: 'meta', data: meta }] : [];
        const { body, contentType } = multipartBody([
          ...parts,
          {
            name: route.url === '/api/assets' ? 'files' : 'file',
            data: image,
            filename,
            contentType: 'image/jpeg',
          },
        ]);
        const res = await t.app.inject(
          request(route, fillPath(route.url), admin.cookie, {
            payload: body,
            headers: { 'content-type': contentType },
          }),
        );
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(filename)}`).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'FILE_NAME_CONTROL_CHARACTERS',
          message: expect.stringContaining('caracteres de controle'),
        });
      }
    }
    expect((await snapshot(t.db)).assets).toBe(before.assets);
  });

  it('stores only what valid bodies created, no control character, and stays healthy', async () => {
    const after = await snapshot(t.db);
    const expected = { ...before };
    for (const [table, n] of Object.entries(created)) expected[table] = (expected[table] ?? 0) + n;
    expect(after).toEqual(expected);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await unharmed(t.app, t.db, admin.cookie)).toEqual([]);
  });
});
