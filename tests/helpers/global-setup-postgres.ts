import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../src/server/platform/db/client';
import { seedDatabase } from '../../src/server/platform/db/seed';
import { buildTestServer } from './server-build';
import { PG_RUN_PREFIX, PG_TEMPLATE_DB, postgresUrl, withAdminClient } from './test-databases';

/**
 * Builds the template database the PostgreSQL suite copies per test file, and leaves a marker so
 * that CI can prove this suite really ran (it must fail, not skip, when it did not).
 */
export default async function setup() {
  await buildTestServer();
  await withAdminClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
  });
  const handle = await openDatabase({ kind: 'postgres', url: postgresUrl(PG_TEMPLATE_DB) });
  await handle.migrate();
  await seedDatabase(handle.db);
  await handle.close();

  const markerDir = path.resolve('.test-markers');
  await fs.mkdir(markerDir, { recursive: true });
  await fs.writeFile(path.join(markerDir, 'postgres-suite.ran'), new Date().toISOString());

  return async () => {
    await withAdminClient(async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = $2`,
        [`${PG_RUN_PREFIX}_`, PG_TEMPLATE_DB],
      );
      for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    });
  };
}
