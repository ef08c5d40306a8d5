import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/boot/app';
import type { Clock } from '../../src/server/platform/clock';
import { type Config, loadConfig } from '../../src/server/platform/config';
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  pgliteHandle,
} from '../../src/server/platform/db/client';
import type { Mailer } from '../../src/server/platform/mail/mailer';
import { createStorage } from '../../src/server/platform/storage/create-storage';
import { createLocalStorage } from '../../src/server/platform/storage/local';
import type { StorageDriver } from '../../src/server/platform/storage/storage';
import { acquirePglite, openFromTemplate } from './pglite-pool';
import { startS3Server, type TestS3Server } from './s3-server';
import { PG_TEMPLATE_DB, postgresUrl, uniqueDatabaseName, withAdminClient } from './test-databases';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  storage: StorageDriver;
  config: Config;
  dataDir: string;
  /** The in-process S3 server behind `storage`, when the app was made with `{ storage: 's3' }`. */
  s3?: TestS3Server;
  /**
   * A second app process on the same database and files, as behind a load balancer: on PostgreSQL
   * with its own connection pool; on PGlite (one process by construction) a second app with its own
   * services on the same database handle, which still proves nothing is kept in app memory. It is
   * closed with this one.
   */
  anotherProcess(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A fresh database for one test file: PGlite from the dumped template, or a PostgreSQL copy of it. */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop(): Promise<void>;
}> {
  if (process.env.TEST_DB === 'postgres') {
    const name = uniqueDatabaseName();
    // Copying a template needs it to have no other session, so test files take turns.
    await withAdminClient(async (client) => {
      await client.query('SELECT pg_advisory_lock(4242100)');
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
      } finally {
        await client.query('SELECT pg_advisory_unlock(4242100)');
      }
    });
    const handle = await openDatabase({ kind: 'postgres', url: postgresUrl(name) });
    return {
      handle,
      url: postgresUrl(name),
      drop: () =>
        withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
          () => {},
        ),
    };
  }
  return { handle: await pgliteHandle(await openFromTemplate()), drop: async () => {} };
}

/**
 * The test app's database, which the app's `close` gives back: on PGlite one of the worker's pool
 * (pglite-pool.ts), reset to the template; on PostgreSQL a copy of the template, dropped.
 */
async function openAppDatabase(): Promise<{ handle: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const database = await openTestDatabase();
    return { ...database, drop: () => database.handle.close().then(database.drop) };
  }
  const { handle, release } = await acquirePglite();
  return { handle, drop: release };
}

/** A new PostgreSQL database with no tables at all (a restore or migration target). */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueDatabaseName();
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: postgresUrl(name),
    drop: () =>
      withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

/**
 * Requests through `inject` act as the site's own pages do: a browser marks every request from a page
 * of the same site with `Sec-Fetch-Site: same-origin`, which the cross-site check accepts. A test
 * that sets `origin` or `sec-fetch-site` itself (a value, or undefined for none) is left as it is.
 */
export function injectAsOwnPages(app: FastifyInstance): FastifyInstance {
  const original = app.inject.bind(app);
  const patched = ((options?: unknown, callback?: unknown) => {
    if (!options || typeof options !== 'object')
      return (original as (...a: unknown[]) => unknown)(options, callback);
    const opts = options as { headers?: Record<string, unknown> };
    const headers = { ...(opts.headers ?? {}) };
    if (!('origin' in headers) && !('sec-fetch-site' in headers)) headers['sec-fetch-site'] = 'same-origin';
    for (const key of Object.keys(headers)) if (headers[key] === undefined) delete headers[key];
    return (original as (...a: unknown[]) => unknown)({ ...opts, headers }, callback);
  }) as FastifyInstance['inject'];
  app.inject = patched;
  return app;
}

export interface TestAppOptions {
  /** 's3': files in a bucket of an s3rver started for this app (closed with it), as S3_* would set. */
  storage?: 'local' | 's3';
  /** A mailer (e.g. on a test SMTP server); absent, e-mail is off. */
  mailer?: Mailer;
  /** The app's clock (src/server/platform/clock.ts fixedClock); the system clock when absent. */
  clock?: Clock;
  /**
   * Periodic jobs on their timers (default false: a test runs a sweep when it means to, through
   * `app.scheduler.runNow(name)`, so no result depends on timing).
   */
  jobs?: boolean;
  /** Every line the app logs (at debug and above) is pushed here; absent, the app logs nothing. */
  logLines?: string[];
}

/**
 * The real app on a fresh database and a temporary storage folder (or an S3 bucket), driven through
 * `inject`.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-test-'));
  const s3 = options.storage === 's3' ? await startS3Server() : undefined;
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, BRAND_NAME: 'Rede Teste' }),
    webDir: undefined,
    ...(s3 ? { s3: s3.config } : {}),
    ...overrides,
  };
  const { handle, url, drop } = await openAppDatabase();
  const storage = s3 ? await createStorage(config) : createLocalStorage(path.join(dataDir, 'files'));
  const app = injectAsOwnPages(
    await buildApp(config, {
      database: handle,
      storage,
      logger: options.logLines
        ? { level: 'debug', stream: { write: (line: string) => void options.logLines?.push(line) } }
        : false,
      mailer: options.mailer,
      clock: options.clock,
      jobs: options.jobs ?? false,
    }),
  );
  await app.ready();
  const others: Array<{ app: FastifyInstance; handle?: DatabaseHandle }> = [];
  return {
    app,
    db: handle.db,
    storage,
    config,
    dataDir,
    s3,
    async anotherProcess() {
      if (!url) {
        const otherApp = injectAsOwnPages(
          await buildApp(config, {
            database: handle,
            storage,
            logger: false,
            clock: options.clock,
            jobs: options.jobs ?? false,
          }),
        );
        others.push({ app: otherApp });
        return otherApp;
      }
      const other = await openDatabase({ kind: 'postgres', url });
      const otherApp = injectAsOwnPages(
        await buildApp(config, { database: other, storage, logger: false, jobs: options.jobs ?? false }),
      );
      others.push({ app: otherApp, handle: other });
      return otherApp;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.handle?.close();
      }
      await app.close();
      await drop();
      await s3?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
