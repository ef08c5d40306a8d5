import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../src/shared/messages/pt-BR';
import { freePort, type ServerProcess, spawnServer, waitUntilHealthy } from '../helpers/server-process';
import { openTestDatabase } from '../helpers/test-app';

/**
 * A load balancer must not send users to an instance still migrating its database (issue 12): the
 * port answers at once, `/api/ready` with 503 until the migrations are done, pages with a pt-BR 503.
 * The test holds the migrations table locked so that the server's migration waits for it.
 */
const runs = process.env.TEST_DB === 'postgres';
let server: ServerProcess | undefined;
let dataDir: string | undefined;
let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (server) await server.exited;
  await database?.handle.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe.runIf(runs)('readiness while migrations run', () => {
  it('answers 503 on /api/ready while migrating, and 200 once they are done', async () => {
    database = await openTestDatabase();
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table drizzle.__drizzle_migrations in access exclusive mode');

    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-migrating-'));
    server = spawnServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: database.url! });
    let ready: Response | undefined;
    for (let i = 0; i < 100 && !ready; i++) {
      ready = await fetch(`${server.base}/api/ready`).catch(() => undefined);
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready?.status).toBe(503);
    expect(await ready?.json()).toEqual({ ready: false });
    const page = await fetch(`${server.base}/api/assets`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect((await page.json()).error).toEqual({ code: 'STARTING', message: errorMessages.STARTING });

    await blocker.query('rollback');
    await blocker.end();
    await waitUntilHealthy(server);
    const after = await fetch(`${server.base}/api/ready`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ ready: true });
  }, 120_000);
});
