import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/server/platform/db/client';
import { seedDatabase } from '../../src/server/platform/db/seed';
import {
  freePort,
  repoRoot,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from '../helpers/server-process';
import { Results } from './results';

export type DbKind = 'pglite' | 'postgres';

/** Where a rung's data lives: a temporary DATA_DIR, and for PostgreSQL a database made for the rung. */
export interface RungStore {
  kind: DbKind;
  dataDir: string;
  databaseUrl?: string;
  /** Opens the rung's database (migrated and seeded); the PGlite one must be closed before the server starts. */
  open(): Promise<DatabaseHandle>;
  /** Removes the DATA_DIR and drops the database. */
  remove(): Promise<void>;
}

/** One statement on the admin connection (create or drop a bench database). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createStore(kind: DbKind, adminUrl?: string): Promise<RungStore> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `bdi-bench-${kind}-`));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (kind === 'postgres') {
    if (!adminUrl) throw new Error('the postgres rung needs BENCH_DATABASE_URL');
    dbName = `bench_${randomBytes(5).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  return {
    kind,
    dataDir,
    databaseUrl,
    async open() {
      const handle = databaseUrl
        ? await openDatabase({ kind: 'postgres', url: databaseUrl })
        : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      await handle.migrate();
      await seedDatabase(handle.db);
      return handle;
    },
    async remove() {
      await fs.rm(dataDir, { recursive: true, force: true });
      if (dbName && adminUrl) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
    },
  };
}

export const webDir = path.join(repoRoot, 'dist/web');

export interface BenchServer extends ServerProcess {
  pid: number;
  /** Session cookie of the admin the harness registered. */
  cookie: string;
  /** Headers of an unsafe request as the site's own pages send it (the cross-site check). */
  ownPage: Record<string, string>;
  stop(): Promise<void>;
}

/** The harness's account: the first one registered over HTTP from this machine becomes the admin. */
const BENCH_ACCOUNT = { name: 'Bench Admin', email: 'bench@rede.com.br', password: 'Banco-de-imagens-2025!' };

/**
 * `src/server/boot/main.ts` in its own process (its event loop is not the harness's), on 127.0.0.1 with the
 * built web app and `env` besides, then signed in as the harness's admin (registered on first start).
 */
export async function startServer(store: RungStore, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const server = spawnServer(port, {
    DATA_DIR: store.dataDir,
    WEB_DIR: webDir,
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    ...env,
  });
  await waitUntilHealthy(server);
  const ownPage = { origin: server.base };
  const post = (route: string, body: object) =>
    fetch(`${server.base}${route}`, {
      method: 'POST',
      headers: { ...ownPage, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let res = await post('/api/auth/login', { email: BENCH_ACCOUNT.email, password: BENCH_ACCOUNT.password });
  if (res.status === 401) res = await post('/api/auth/register', BENCH_ACCOUNT);
  if (res.status !== 200 && res.status !== 201) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { role: string } };
  if (user.role !== 'admin') throw new Error(`sign-in: the bench account is ${user.role}, not admin`);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('bdi_session='));
  if (!session) throw new Error('sign-in: no session cookie');
  const cookie = session.split(';')[0]!;
  return {
    ...server,
    pid: server.child.pid!,
    cookie,
    ownPage,
    async stop() {
      server.child.kill('SIGTERM');
      const ended = await Promise.race([
        server.exited.then(() => true),
        new Promise((r) => setTimeout(r, 30_000, false)),
      ]);
      if (!ended) server.child.kill('SIGKILL');
    },
  };
}

/** A signed-in GET, body read in full. */
export function getter(server: BenchServer) {
  return async (url: string) => {
    const res = await fetch(`${server.base}${url}`, { headers: { cookie: server.cookie } });
    return { status: res.status, body: await res.text() };
  };
}

/**
 * One measurement alone (`npx tsx tests/bench/stamp.ts`): a fresh PGlite store and server, `measure`
 * given them and the id of a category to file uploads under, then the rows printed under `title`.
 */
export async function measureAlone(
  title: string,
  measure: (server: BenchServer, categoryId: string, results: Results) => Promise<void>,
): Promise<void> {
  const results = new Results();
  const store = await createStore('pglite');
  try {
    await (await store.open()).close();
    const server = await startServer(store);
    try {
      const res = await fetch(`${server.base}/api/categories`, { headers: { cookie: server.cookie } });
      const tree = (await res.json()) as { items: Array<{ children: Array<{ id: string }> }> };
      await measure(server, tree.items[0]!.children[0]!.id, results);
    } finally {
      await server.stop();
    }
  } finally {
    await store.remove();
  }
  results.print(title);
}
