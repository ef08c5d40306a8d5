import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/platform/db/client';
import { assets } from '../../src/server/platform/db/schema/index';
import { jpeg } from '../helpers/fixtures';
import { migratedDataDir } from '../helpers/pglite-pool';
import { freePort, spawnServer, waitUntilHealthy } from '../helpers/server-process';

// Only the PGlite project runs it: a folder made for the other one was never removed (a file whose
// tests are all skipped runs no afterAll).
const runs = process.env.TEST_DB === 'pglite';
const dataDir = runs ? await migratedDataDir('bdi-crash-') : '';
const filesDir = path.join(dataDir, 'files');
const stagingDir = path.join(dataDir, 'tmp', 'uploads');
let server: ChildProcess | undefined;

async function start(port: number): Promise<void> {
  const started = spawnServer(port, { DATA_DIR: dataDir });
  server = started.child;
  await waitUntilHealthy(started);
}

async function filesOnDisk(): Promise<string[]> {
  const entries = await fs.readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(filesDir, path.join(e.parentPath, e.name)))
    .filter((p) => !p.startsWith('.tmp'))
    .sort();
}

afterAll(async () => {
  server?.kill('SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

// Kill -9 in the middle of an upload: after a restart there is neither an orphan row nor an orphan
// file, and the upload that had already been answered 201 is still there (PGlite durability).
describe.runIf(runs)('crash during upload', () => {
  it('leaves no orphan rows or files and keeps what was committed', async () => {
    const port = await freePort();
    await start(port);
    const base = `http://127.0.0.1:${port}`;
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Admin Crash', email: 'crash@rede.com.br', password: 'senha-segura-123' }),
    });
    const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
    const tree = await (await fetch(`${base}/api/categories`, { headers: { cookie } })).json();
    // Node's fetch sends no Origin; a browser page would send the site's own.
    const unsafe = { cookie, origin: base };
    const categoryId = tree.items[0].children[0].id;
    const meta = JSON.stringify({ title: 'Sobrevive ao crash', categoryIds: [categoryId], tags: [] });

    const form = new FormData();
    form.append('meta', meta);
    form.append(
      'files',
      new Blob([new Uint8Array(await jpeg(800, 600))], { type: 'image/jpeg' }),
      'sobrevive.jpg',
    );
    const committed = await fetch(`${base}/api/assets`, { method: 'POST', headers: unsafe, body: form });
    expect(committed.status).toBe(201);
    const committedId = (await committed.json()).items[0].asset.id;

    // What a crash between storing a file and committing its row leaves behind.
    const orphan = path.join(filesDir, 'image', '22222222-2222-4222-8222-222222222222.jpg');
    await fs.writeFile(orphan, await jpeg(20, 20));

    // A second upload that is still arriving when the process is killed.
    const boundary = '----crashboundary';
    const request = http.request(`${base}/api/assets`, {
      method: 'POST',
      headers: { ...unsafe, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.on('error', () => {});
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${meta}\r\n`);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="parcial.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    request.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    for (let i = 0; i < 8; i++) request.write(Buffer.alloc(512 * 1024, i));
    for (let i = 0; i < 100 && (await fs.readdir(stagingDir).catch(() => [])).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await fs.readdir(stagingDir)).length).toBe(1);
    server!.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
    request.destroy();

    await start(port);
    const survivor = await fetch(`${base}/api/assets/${committedId}`, { headers: { cookie } });
    expect(survivor.status).toBe(200);
    server!.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    server = undefined;

    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const rows = await handle.db.select().from(assets);
    await handle.close();
    expect(rows.map((r) => r.title)).toEqual(['Sobrevive ao crash']);
    const referenced = rows
      .flatMap((r) => [r.storageKey, r.gridThumbKey, r.previewThumbKey])
      .filter(Boolean)
      .sort();
    expect(await filesOnDisk()).toEqual(referenced);
    expect(await fs.readdir(stagingDir).catch(() => [])).toEqual([]);
  });
});
