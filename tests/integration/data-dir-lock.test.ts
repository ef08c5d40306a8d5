import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jpeg } from '../helpers/fixtures';
import { migratedDataDir } from '../helpers/pglite-pool';
import { freePort, type ServerProcess, spawnServer, waitUntilHealthy } from '../helpers/server-process';
import { openTestDatabase } from '../helpers/test-app';

/**
 * A second server started by mistake on the same DATA_DIR (a second terminal, a restarted
 * container that overlaps the old one) must refuse to start and touch nothing: not the staged
 * upload the first one is receiving, not its files. Runs with the embedded database and with
 * PostgreSQL (where the database itself could be shared, but DATA_DIR cannot).
 */
const servers: ServerProcess[] = [];
const dataDir = await migratedDataDir('bdi-lock-');
const database = await openTestDatabase();

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  if (database.url) await database.handle.close();
  await database.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the DATA_DIR lock', () => {
  it('makes a second process refuse to start before it cleans anything', async () => {
    if (!database.url) await database.handle.close();
    const env = { DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) };
    const first = spawnServer(await freePort(), env);
    servers.push(first);
    await waitUntilHealthy(first);

    const reg = await fetch(`${first.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Admin Trava', email: 'trava@rede.com.br', password: 'senha-segura-123' }),
    });
    const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
    const tree = await (await fetch(`${first.base}/api/categories`, { headers: { cookie } })).json();
    const meta = JSON.stringify({ title: 'Chega inteira', categoryIds: [tree.items[0].children[0].id] });

    // An upload still arriving at the first process: its file is staged under DATA_DIR/tmp.
    const boundary = '----lockboundary';
    let pending: http.ClientRequest | undefined;
    const answer = new Promise<number>((resolve, reject) => {
      const request = http.request(`${first.base}/api/assets`, {
        method: 'POST',
        headers: {
          cookie,
          origin: first.base,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      request.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      request.on('error', reject);
      pending = request;
    });
    const image = await jpeg(1600, 1200);
    pending!.write(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${meta}\r\n`);
    pending!.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="inteira.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    pending!.write(image.subarray(0, 4096));
    const staging = path.join(dataDir, 'tmp', 'uploads');
    for (let i = 0; i < 100 && (await fs.readdir(staging).catch(() => [])).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const staged = await fs.readdir(staging);
    expect(staged).toHaveLength(1);

    const second = spawnServer(await freePort(), env);
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(/DATA_DIR .* is in use by process \d+/);
    expect(await fs.readdir(staging)).toEqual(staged);

    pending!.write(image.subarray(4096));
    pending!.end(`\r\n--${boundary}--\r\n`);
    expect(await answer).toBe(201);
    const health = await fetch(`${first.base}/api/health`);
    expect(health.status).toBe(200);
  });
});
