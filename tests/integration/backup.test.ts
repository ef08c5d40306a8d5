import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jpeg, pdf } from '../helpers/fixtures';
import { migratedDataDir } from '../helpers/pglite-pool';
import { s3Env, startS3Server } from '../helpers/s3-server';
import {
  freePort,
  operatorArgs,
  repoRoot,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from '../helpers/server-process';
import { createEmptyPostgresDatabase } from '../helpers/test-app';

/**
 * Backups as an operator runs them (issue 12): `npm run backup` against a running server, `npm run
 * restore` into a new, empty place, `npm run migrate:to-postgres`; then the restored instance must
 * hold every row and every file byte for byte, and work.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
const ADMIN = { name: 'Admin Rede', email: 'admin@rede.com.br', password: 'Sorriso-Claro-2025' };

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(await freePort(), env);
  servers.push(server);
  await waitUntilHealthy(server);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** One of the operator scripts (`npm run backup -- dir` and friends) as its own process. */
function runScript(
  script: Parameters<typeof operatorArgs>[0],
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...operatorArgs(script), ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Signs up the admin (on a new instance) or signs in, and returns the session cookie. */
async function signIn(server: ServerProcess, register: boolean): Promise<string> {
  const res = await fetch(`${server.base}/api/auth/${register ? 'register' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify(register ? ADMIN : { email: ADMIN.email, password: ADMIN.password }),
  });
  expect(res.status).toBe(register ? 201 : 200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** Uploads a photo and a PDF and puts the photo in an album: rows in most tables, several files. */
async function fillWithContent(server: ServerProcess, cookie: string): Promise<Record<string, Buffer>> {
  const headers = { cookie, origin: server.base };
  const tree = await (await fetch(`${server.base}/api/categories`, { headers })).json();
  const files = { photo: await jpeg(900, 600, '#155e75'), manual: pdf(['Manual da marca', 'Cores']) };
  const form = new FormData();
  form.append(
    'meta',
    JSON.stringify({
      title: 'Fachada da clínica',
      categoryIds: [tree.items[0].children[0].id],
      tags: ['fachada'],
    }),
  );
  form.append('files', new Blob([new Uint8Array(files.photo)], { type: 'image/jpeg' }), 'fachada.jpg');
  form.append('files', new Blob([new Uint8Array(files.manual)], { type: 'application/pdf' }), 'manual.pdf');
  const uploaded = await fetch(`${server.base}/api/assets`, { method: 'POST', headers, body: form });
  expect(uploaded.status).toBe(201);
  const ids = (await uploaded.json()).items.map((item: { asset: { id: string } }) => item.asset.id);
  const album = await fetch(`${server.base}/api/albums`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Campanha de verão' }),
  });
  expect(album.status).toBe(201);
  const albumId = (await album.json()).id;
  const added = await fetch(`${server.base}/api/albums/${albumId}/assets`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ assetIds: [ids[0]] }),
  });
  expect(added.status).toBeLessThan(300);
  return { [ids[0]]: files.photo, [ids[1]]: files.manual };
}

/**
 * Waits until `server` has read the words of every file (issue 39's jobs): a copy restored while
 * they were being read reads them again, as it should, which would change the rows compared.
 */
async function filesRead(server: ServerProcess, cookie: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await fetch(`${server.base}/api/jobs?kind=text.read`, { headers: { cookie } });
        const { counts } = (await res.json()) as { counts: Record<string, number> };
        return (counts.pending ?? 0) + (counts.running ?? 0);
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(0);
  // And written into search (in batches a few seconds apart): the manual is found by its words.
  await expect
    .poll(
      async () => {
        const res = await fetch(`${server.base}/api/assets?q=cores`, { headers: { cookie } });
        const { items } = (await res.json()) as { items: Array<{ matches?: unknown[] }> };
        return items.some((item) => item.matches?.length);
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
}

/** Every original downloads from `server` byte for byte. */
async function expectOriginals(server: ServerProcess, cookie: string, originals: Record<string, Buffer>) {
  for (const [id, bytes] of Object.entries(originals)) {
    const res = await fetch(`${server.base}/api/assets/${id}/download`, {
      headers: { cookie, 'sec-fetch-mode': 'cors' },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  }
}

async function readManifest(dir: string) {
  return JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8'));
}

/** Each table's rows as sorted lines: two backups hold the same data when these are equal. */
async function tableRows(dir: string): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const file of await fs.readdir(path.join(dir, 'database'))) {
    const text = await fs.readFile(path.join(dir, 'database', file), 'utf8');
    rows[file] = text.split('\n').filter(Boolean).sort();
  }
  return rows;
}

describe.runIf(!onPostgres)('backup and restore of an embedded instance', () => {
  it('backs up a running server, restores into a new DATA_DIR, and the copy has every row and file', async () => {
    const sourceDir = await migratedDataDir('bdi-backup-source-');
    cleanups.push(() => fs.rm(sourceDir, { recursive: true, force: true }));
    const source = await start({ DATA_DIR: sourceDir });
    const cookie = await signIn(source, true);
    const originals = await fillWithContent(source, cookie);
    await filesRead(source, cookie);

    const backupDir = path.join(await tempDir('bdi-backup-'), 'nightly');
    const backedUp = await runScript('backup', [backupDir], { DATA_DIR: sourceDir });
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const manifest = await readManifest(backupDir);
    expect(manifest.database.kind).toBe('pglite');
    expect(manifest.database.tables).toMatchObject({ users: 1, assets: 2, albums: 1, album_assets: 1 });
    expect(manifest.database.tables.categories).toBeGreaterThan(0);
    expect(manifest.database.tables).not.toHaveProperty('rate_limits');
    expect(manifest.database.tables).not.toHaveProperty('text_changes');
    const keys = Object.keys(manifest.files);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) expect(manifest.files[key].sha256).toMatch(/^[0-9a-f]{64}$/);
    // The server kept answering while it made the dump.
    expect((await fetch(`${source.base}/api/ready`)).status).toBe(200);

    const restoredDir = await tempDir('bdi-restored-');
    const restored = await runScript('restore', [backupDir], { DATA_DIR: restoredDir });
    expect(restored.code, restored.stderr).toBe(0);
    const again = await runScript('restore', [backupDir], { DATA_DIR: restoredDir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('refused');

    const copy = await start({ DATA_DIR: restoredDir });
    const checkDir = path.join(await tempDir('bdi-backup-check-'), 'copy');
    expect((await runScript('backup', [checkDir], { DATA_DIR: restoredDir })).code).toBe(0);
    expect(await tableRows(checkDir)).toEqual(await tableRows(backupDir));
    expect((await readManifest(checkDir)).files).toEqual(manifest.files);

    await expectOriginals(copy, await signIn(copy, false), originals);
    await stop(source);
    await stop(copy);
  }, 300_000);

  it('refuses a folder that is not a finished backup, and backs up only into an empty folder', async () => {
    const dataDir = await tempDir('bdi-restore-target-');
    const notBackup = await tempDir('bdi-not-backup-');
    const refused = await runScript('restore', [notBackup], { DATA_DIR: dataDir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('manifest.json');
    expect(await fs.readdir(dataDir)).toEqual([]);

    const nothing = await runScript('backup', [path.join(notBackup, 'nightly')], { DATA_DIR: dataDir });
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('holds no database');

    await fs.writeFile(path.join(notBackup, 'notes.txt'), 'de outra coisa');
    const full = await runScript('backup', [notBackup], { DATA_DIR: dataDir });
    expect(full.code).toBe(2);
    expect(full.stderr).toContain('not empty');
  }, 180_000);
});

describe.runIf(onPostgres)('moving an embedded instance to PostgreSQL and S3, then backing that up', () => {
  it('migrates rows and files, verifies them, and the PostgreSQL instance backs up and restores', async () => {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const dataDir = await tempDir('bdi-embedded-');
    const embedded = await start({ DATA_DIR: dataDir });
    const cookie = await signIn(embedded, true);
    const originals = await fillWithContent(embedded, cookie);

    const target = await createEmptyPostgresDatabase();
    cleanups.push(target.drop);
    const env = { DATA_DIR: dataDir, DATABASE_URL: target.url, ...s3Env(s3.config) };
    const whileRunning = await runScript('migrate-to-postgres', [], env);
    expect(whileRunning.code).toBe(2);
    expect(whileRunning.stderr).toContain('must be stopped');
    await stop(embedded);

    const migrated = await runScript('migrate-to-postgres', [], env);
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain('counts match');
    expect(migrated.stdout).toContain('checksums match');
    expect(migrated.stdout).toContain('To switch');

    const onPostgresAndS3 = await start({ ...env, DATA_DIR: await tempDir('bdi-pg-instance-') });
    const pgCookie = await signIn(onPostgresAndS3, false);
    await expectOriginals(onPostgresAndS3, pgCookie, originals);

    const backupDir = path.join(await tempDir('bdi-pg-backup-'), 'nightly');
    const backedUp = await runScript('backup', [backupDir], env);
    expect(backedUp.code).toBe(0);
    const manifest = await readManifest(backupDir);
    expect(manifest.database.kind).toBe('postgres');
    expect(manifest.storage.kind).toBe('s3');
    expect(manifest.database.tables).toMatchObject({ users: 1, assets: 2 });

    const second = await createEmptyPostgresDatabase();
    cleanups.push(second.drop);
    const bucket = await s3.newBucket();
    const restoreEnv = {
      DATA_DIR: await tempDir('bdi-pg-restore-'),
      DATABASE_URL: second.url,
      ...s3Env(bucket),
    };
    const restored = await runScript('restore', [backupDir], restoreEnv);
    expect(restored.code, restored.stderr).toBe(0);
    const copy = await start(restoreEnv);
    await expectOriginals(copy, await signIn(copy, false), originals);
    await stop(onPostgresAndS3);
    await stop(copy);
  }, 400_000);
});
