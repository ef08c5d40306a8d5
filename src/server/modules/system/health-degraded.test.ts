import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/helpers/test-app';
import { buildApp } from '../../boot/app';
import { loadConfig } from '../../platform/config';
import { createLocalStorage } from '../../platform/storage/local';

/** The real app on a database and a storage folder the test then breaks. */
async function appWith(storageRoot: (dataDir: string) => Promise<string>) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-health-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir }), webDir: undefined };
  const database = await openTestDatabase();
  const storage = createLocalStorage(await storageRoot(dataDir));
  const app = await buildApp(config, { database: database.handle, storage, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.handle.close().catch(() => {});
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('health and readiness when something is unreachable', () => {
  it('answers 503 degraded, naming storage, when the storage cannot be read', async () => {
    // The storage root is a plain file: every probe fails with ENOTDIR, as with a lost mount.
    const t = await appWith(async (dataDir) => {
      const root = path.join(dataDir, 'files');
      await fs.writeFile(root, 'not a folder');
      return root;
    });
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        status: 'degraded',
        db: { kind: process.env.TEST_DB, ok: true },
        storage: { kind: 'local', ok: false },
        mail: 'off',
      });
      // Readiness is about the database: a storage fault is shown by health, not hidden by routing.
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ ready: true });
    } finally {
      await t.close();
    }
  });

  it('answers 503 on health and readiness when the database is gone', async () => {
    const t = await appWith(async (dataDir) => path.join(dataDir, 'files'));
    try {
      await t.database.handle.close();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        status: 'degraded',
        db: { kind: process.env.TEST_DB, ok: false },
        storage: { kind: 'local', ok: true },
        mail: 'off',
      });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false });
    } finally {
      await t.close();
    }
  });
});
