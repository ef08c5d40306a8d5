import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * This test run's id: the PostgreSQL suite's global setup sets it before the workers start, so two
 * runs against one server (a developer's beside CI's) neither drop nor copy each other's databases.
 */
process.env.BDI_TEST_RUN ??= randomBytes(4).toString('hex');
export const PG_RUN_ID = process.env.BDI_TEST_RUN;

/** Name of the migrated, seeded PostgreSQL database every test file copies (CREATE DATABASE ... TEMPLATE). */
export const PG_TEMPLATE_DB = `bdi_test_template_${PG_RUN_ID}`;

export function postgresUrl(database?: string): string {
  const raw = process.env.TEST_DATABASE_URL;
  if (!raw) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(raw);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** This run's databases all start with it (the global teardown drops them and only them). */
export const PG_RUN_PREFIX = `bdi_t_${PG_RUN_ID}`;

export function uniqueDatabaseName(): string {
  return `${PG_RUN_PREFIX}_${process.pid}_${randomBytes(4).toString('hex')}`;
}
