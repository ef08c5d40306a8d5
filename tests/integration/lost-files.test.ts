import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../../src/server/platform/db/schema/index';
import type { SignedIn } from '../helpers/accounts';
import * as fx from '../helpers/fixtures';
import { multipartStream } from '../helpers/multipart';
import type { TestApp } from '../helpers/test-app';
import { uploadRequest, uploadTestApp } from '../helpers/uploads';

// The server's own files disappearing (a cleaner, a full or failing disk) fails the one request with a
// pt-BR message; the process stays up and answers the next request.
let t: TestApp;
let admin: SignedIn;
let cats: string[];

beforeAll(async () => {
  ({ t, admin, cats } = await uploadTestApp(['clareamento']));
});

afterAll(async () => {
  await t.close();
});

async function healthy(): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
}

/** Waits for the upload's temporary file to exist (it is created when its part starts arriving). */
async function stagedFiles(dir: string): Promise<string[]> {
  for (;;) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    if (names.length > 0) return names;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a staged upload removed while its request is still arriving', () => {
  it('fails that request with 503 STORAGE_UNAVAILABLE, stores nothing, and the server stays up', async () => {
    const stagingDir = path.join(t.dataDir, 'tmp', 'uploads');
    const photo = await fx.jpeg(800, 600);
    async function* slowFile() {
      yield photo.subarray(0, 1024);
      // The first bytes are on disk; the rest of the body has not been sent yet.
      for (const name of await stagedFiles(stagingDir)) await fs.rm(path.join(stagingDir, name));
      yield photo.subarray(1024);
    }
    const { body, contentType } = multipartStream([
      { name: 'meta', data: JSON.stringify({ title: 'Perdido no disco', categoryIds: cats, tags: [] }) },
      {
        name: 'files',
        filename: 'perdida.jpg',
        contentType: 'image/jpeg',
        data: (await import('node:stream')).Readable.from(slowFile()),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: { cookie: admin.cookie, 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'STORAGE_UNAVAILABLE',
      message: 'O armazenamento de arquivos está indisponível no momento. Tente novamente em instantes.',
    });
    const [rows] = await t.db.select({ n: count() }).from(assets);
    expect(rows?.n).toBe(0);
    const keys: string[] = [];
    for await (const key of t.storage.list()) keys.push(key);
    expect(keys).toEqual([]);
    expect(await healthy()).toBe(200);
  });
});

describe('a ZIP whose stored file has disappeared', () => {
  it('ends that download without taking the process down', async () => {
    const res = await uploadRequest(t.app, admin.cookie, { title: 'Some do disco', categoryIds: cats }, [
      { name: 'some.jpg', data: await fx.jpeg(400, 300, '#be123c') },
    ]);
    const id = res.json().items[0].asset.id;
    const [row] = await t.db.select().from(assets).where(eq(assets.id, id));
    await fs.rm(path.join(t.dataDir, 'files', ...row!.storageKey!.split('/')));

    const zip = await t.app.inject({
      method: 'POST',
      url: '/api/downloads/zip',
      headers: { cookie: admin.cookie },
      payload: { ids: [id] },
    });
    // The missing file is found before anything is sent, so the answer can still say so.
    expect(zip.statusCode).toBe(503);
    expect(zip.json().error.code).toBe('STORAGE_UNAVAILABLE');
    expect(await healthy()).toBe(200);
  });
});
