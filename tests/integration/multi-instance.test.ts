import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_TTL_MS } from '../../src/server/platform/security/signed-in-cache';
import { jpeg } from '../helpers/fixtures';
import { s3Env, startS3Server, type TestS3Server } from '../helpers/s3-server';
import { freePort, type ServerProcess, spawnServer, waitUntilHealthy } from '../helpers/server-process';
import { openTestDatabase } from '../helpers/test-app';

/**
 * Several instances behind a load balancer (issue 12): two app processes on two ports, each with its
 * own DATA_DIR, sharing one PostgreSQL database and one S3 bucket. Whatever one process does, the
 * other must see: sessions, files, live events and the sign-in limit.
 */
const runs = process.env.TEST_DB === 'postgres';
let s3: TestS3Server;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
let cookie = '';

async function start(): Promise<ServerProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-instance-'));
  dataDirs.push(dataDir);
  const server = spawnServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url!,
    ...s3Env(s3.config),
  });
  servers.push(server);
  await waitUntilHealthy(server);
  return server;
}

/** An unsafe request as the site's own page sends it (the cross-site check wants its Origin). */
function send(server: ServerProcess, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('origin', server.base);
  if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
  return fetch(`${server.base}${url}`, { ...init, headers, redirect: 'manual' });
}

beforeAll(async () => {
  if (!runs) return;
  database = await openTestDatabase();
  s3 = await startS3Server();
  a = await start();
  b = await start();
  const registered = await send(a, '/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Admin Rede', email: 'admin@rede.com.br', password: 'Sorriso-Claro-2025' }),
  });
  expect(registered.status).toBe(201);
  cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
}, 240_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  if (runs) {
    await s3.close();
    await database.handle.close();
    await database.drop();
  }
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
});

describe.runIf(runs)('two app processes sharing PostgreSQL and S3', () => {
  it('accepts on B the session made on A', async () => {
    const res = await send(b, '/api/auth/session');
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe('admin@rede.com.br');
  });

  it('refuses on B, within a second (the signed-in cache), a session signed out on A', async () => {
    const signedIn = await send(a, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@rede.com.br', password: 'Sorriso-Claro-2025' }),
    });
    expect(signedIn.status).toBe(200);
    const second = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    // B reads the session (and keeps it for a moment), then A ends it.
    expect((await send(b, '/api/categories', { headers: { cookie: second } })).status).toBe(200);
    expect((await send(a, '/api/auth/logout', { method: 'POST', headers: { cookie: second } })).status).toBe(
      204,
    );
    expect((await send(a, '/api/categories', { headers: { cookie: second } })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, SIGNED_IN_TTL_MS + 100));
    expect((await send(b, '/api/categories', { headers: { cookie: second } })).status).toBe(401);
    // The first session is untouched.
    expect((await send(b, '/api/categories')).status).toBe(200);
  });

  it('downloads through B what was uploaded through A', async () => {
    const tree = await (await send(a, '/api/categories')).json();
    const image = await jpeg(640, 480, '#155e75');
    const form = new FormData();
    form.append(
      'meta',
      JSON.stringify({ title: 'Fachada compartilhada', categoryIds: [tree.items[0].children[0].id] }),
    );
    form.append('files', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'fachada.jpg');
    const uploaded = await send(a, '/api/assets', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const id = (await uploaded.json()).items[0].asset.id as string;

    // As a link click asks for it (Node's fetch says Sec-Fetch-Mode: cors, and a page's own fetch is
    // streamed through the app instead of redirected).
    const download = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${b.base}/api/assets/${id}/download`, { headers: { cookie } }, resolve).on('error', reject);
    });
    download.resume();
    expect(download.statusCode).toBe(302);
    const location = download.headers.location;
    const file = await fetch(location!);
    expect(Buffer.from(await file.arrayBuffer()).equals(image)).toBe(true);
    const thumbnail = await send(b, `/api/assets/${id}/thumbnail?size=grid`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
  });

  it('tells a page connected to B about a banner changed on A', async () => {
    const controller = new AbortController();
    const stream = await send(b, '/api/events', { signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const bannerEvent = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return false;
        received += decoder.decode(value, { stream: true });
        if (received.includes('event: banner')) return true;
      }
    })();

    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await jpeg(1200, 400, '#0f766e'))], { type: 'image/jpeg' }),
      'banner.jpg',
    );
    const changed = await send(a, '/api/settings/banner', { method: 'PUT', body: form });
    expect(changed.status).toBe(200);

    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
    expect(await Promise.race([bannerEvent, timeout])).toBe(true);
    controller.abort();
  });

  it('counts failed sign-ins made on both processes toward one limit', async () => {
    const attempt = (server: ServerProcess) =>
      send(server, '/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: '' },
        body: JSON.stringify({ email: 'admin@rede.com.br', password: 'senha-errada-123' }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(a)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(b)).status).toBe(401);
    const blockedOnA = await attempt(a);
    const blockedOnB = await attempt(b);
    expect(blockedOnA.status).toBe(429);
    expect(blockedOnB.status).toBe(429);
    expect(Number(blockedOnB.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
