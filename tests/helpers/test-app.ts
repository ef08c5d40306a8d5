import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { createLocalStorage } from '../../src/server/storage/local';
import type { StorageDriver } from '../../src/server/storage/storage';
import { PG_TEMPLATE_DB, postgresUrl, uniqueDatabaseName, withAdminClient } from './test-databases';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  storage: StorageDriver;
  config: Config;
  dataDir: string;
  /**
   * PostgreSQL only: a second app process on the same database and files, as behind a load
   * balancer. It is closed with this one.
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
  const template = await fs.readFile(inject('pgliteTemplate'));
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir: 'memory://',
    loadDataDir: new Blob([template]),
  });
  return { handle, drop: async () => {} };
}

/** The real app on a fresh database and a temporary storage folder, driven through `inject`. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, BRAND_NAME: 'Rede Teste' }),
    webDir: undefined,
    ...overrides,
  };
  const { handle, url, drop } = await openTestDatabase();
  const storage = createLocalStorage(path.join(dataDir, 'files'));
  const app = await buildApp(config, { database: handle, storage, logger: false });
  await app.ready();
  const others: Array<{ app: FastifyInstance; handle: DatabaseHandle }> = [];
  return {
    app,
    db: handle.db,
    storage,
    config,
    dataDir,
    async anotherProcess() {
      if (!url) throw new Error('a second process needs PostgreSQL');
      const other = await openDatabase({ kind: 'postgres', url });
      const otherApp = await buildApp(config, { database: other, storage, logger: false });
      others.push({ app: otherApp, handle: other });
      return otherApp;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.handle.close();
      }
      await app.close();
      await handle.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
