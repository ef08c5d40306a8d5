import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jpeg } from '../helpers/fixtures';
import { migratedDataDir } from '../helpers/pglite-pool';
import { freePort, type ServerProcess, spawnServer, waitUntilHealthy } from '../helpers/server-process';

/**
 * SIGTERM as a process manager or a container runtime sends it: the server stops taking
 * connections, lets the request in flight finish, closes the database, releases DATA_DIR and exits 0
 * within seconds, whatever idle keep-alive or event-stream connections are still open ("promptly":
 * well before the 20 s grace period, with room for a loaded 2-core machine).
 */
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
});

async function start(dataDir: string, graceSeconds = '20'): Promise<ServerProcess> {
  const server = spawnServer(await freePort(), { DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: graceSeconds });
  servers.push(server);
  await waitUntilHealthy(server);
  return server;
}

async function newDataDir(): Promise<string> {
  const dir = await migratedDataDir('bdi-shutdown-');
  dataDirs.push(dir);
  return dir;
}

async function signIn(base: string): Promise<string> {
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Admin Desliga',
      email: 'desliga@rede.com.br',
      password: 'senha-segura-123',
    }),
  });
  return reg.headers.get('set-cookie')!.split(';')[0]!;
}

/** The exit code, or 'still running' if the process has not ended within `ms`. */
async function exitWithin(server: ServerProcess, ms: number): Promise<number | null | 'still running'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'still running'>((resolve) => {
    timer = setTimeout(() => resolve('still running'), ms);
  });
  const result = await Promise.race([server.exited, limit]);
  clearTimeout(timer);
  return result;
}

/** Waits until the server no longer accepts connections. */
async function waitUntilRefused(base: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server still accepts connections');
}

describe.runIf(process.env.TEST_DB === 'pglite')('shutdown on SIGTERM', () => {
  it('finishes the upload in flight, exits 0 promptly and leaves DATA_DIR ready for a restart', async () => {
    const dataDir = await newDataDir();
    const server = await start(dataDir);
    const cookie = await signIn(server.base);
    const tree = await (await fetch(`${server.base}/api/categories`, { headers: { cookie } })).json();
    const meta = JSON.stringify({
      title: 'Chega no desligamento',
      categoryIds: [tree.items[0].children[0].id],
    });

    // A client that keeps its connection open after a request, as browsers and proxies do.
    const agent = new http.Agent({ keepAlive: true });
    const idle = await new Promise<number>((resolve, reject) => {
      http
        .get(`${server.base}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    expect(idle).toBe(200);

    const boundary = '----shutdownboundary';
    let upload: http.ClientRequest | undefined;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload = http.request(`${server.base}/api/assets`, {
        method: 'POST',
        agent,
        headers: { cookie, origin: server.base, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      upload.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += String(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      upload.on('error', reject);
    });
    const image = await jpeg(1600, 1200);
    upload!.write(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${meta}\r\n`);
    upload!.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="desliga.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    upload!.write(image.subarray(0, 4096));
    const staging = path.join(dataDir, 'tmp', 'uploads');
    for (let i = 0; i < 100 && (await fs.readdir(staging).catch(() => [])).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await fs.readdir(staging)).toHaveLength(1);

    server.child.kill('SIGTERM');
    await waitUntilRefused(server.base);
    upload!.write(image.subarray(4096));
    upload!.end(`\r\n--${boundary}--\r\n`);
    const { status, body } = await answer;
    expect(status).toBe(201);
    const assetId = JSON.parse(body).items[0].asset.id as string;

    expect(await exitWithin(server, 15_000)).toBe(0);
    agent.destroy();
    await expect(fs.access(path.join(dataDir, 'instance.lock'))).rejects.toMatchObject({ code: 'ENOENT' });

    const again = await start(dataDir);
    const asset = await fetch(`${again.base}/api/assets/${assetId}`, { headers: { cookie } });
    expect(asset.status).toBe(200);
    expect((await asset.json()).title).toBe('Chega no desligamento');
    again.child.kill('SIGTERM');
    expect(await exitWithin(again, 15_000)).toBe(0);
  });

  it('does not wait for an open event stream', async () => {
    const server = await start(await newDataDir());
    const cookie = await signIn(server.base);
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${server.base}/api/events`, { headers: { cookie } }, (res) => resolve(res))
        .on('error', reject);
    });
    expect(stream.statusCode).toBe(200);
    const ended = new Promise<void>((resolve) => {
      stream.on('close', () => resolve());
      stream.resume();
    });

    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 15_000)).toBe(0);
    await ended;
  });

  it('stops moments after its start without logging an error', async () => {
    const server = await start(await newDataDir());
    // The image thread still loading (it starts once the server answers): closing it is part of
    // stopping, not a failure to report.
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 15_000)).toBe(0);
    expect(server.stdout()).toBe('');
  });

  it('exits 1 once the grace period passes with a request still running', async () => {
    const dataDir = await newDataDir();
    const server = await start(dataDir, '1');
    const cookie = await signIn(server.base);
    const tree = await (await fetch(`${server.base}/api/categories`, { headers: { cookie } })).json();
    const meta = JSON.stringify({ title: 'Nunca termina', categoryIds: [tree.items[0].children[0].id] });
    const boundary = '----stuckboundary';
    const upload = http.request(`${server.base}/api/assets`, {
      method: 'POST',
      headers: { cookie, origin: server.base, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    upload.on('error', () => {});
    // A file whose body never ends: the server is storing it when told to stop.
    upload.write(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${meta}\r\n`);
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="preso.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    upload.write((await jpeg(800, 600)).subarray(0, 4096));
    const staging = path.join(dataDir, 'tmp', 'uploads');
    for (let i = 0; i < 100 && (await fs.readdir(staging).catch(() => [])).length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await fs.readdir(staging)).toHaveLength(1);

    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 30_000)).toBe(1);
    upload.destroy();
  });
});
