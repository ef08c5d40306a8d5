import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/boot/app';
import { loadConfig } from '../../src/server/platform/config';
import { openDatabase } from '../../src/server/platform/db/client';
import { categories, settings } from '../../src/server/platform/db/schema/index';

// Only the PGlite project runs it: a folder made for the other one was never removed (a file whose
// tests are all skipped runs no afterAll).
const runs = process.env.TEST_DB === 'pglite';
const dataDir = runs ? await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-restart-')) : '';
const dbDir = path.join(dataDir, 'db');

afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

// The default run keeps its data in DATA_DIR/db; a second start must find what the first left.
describe.runIf(runs)('embedded database on disk', () => {
  it('creates DATA_DIR/db on first start and keeps data across restarts', async () => {
    const config = { ...loadConfig({ DATA_DIR: dataDir }), webDir: undefined };
    const first = await buildApp(config, { logger: false });
    expect((await first.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      db: { kind: 'pglite', ok: true },
    });
    await first.close();

    const direct = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    await direct.db.insert(settings).values({ key: 'restart-probe', value: { saved: 42 } });
    const [before] = await direct.db.select({ n: count() }).from(categories);
    await direct.close();

    const second = await buildApp(config, { logger: false });
    expect((await second.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await second.close();

    const reopened = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    const [row] = await reopened.db.select().from(settings).where(eq(settings.key, 'restart-probe'));
    const [after] = await reopened.db.select({ n: count() }).from(categories);
    await reopened.close();
    expect(row?.value).toEqual({ saved: 42 });
    expect(after).toEqual(before);
  });
});
