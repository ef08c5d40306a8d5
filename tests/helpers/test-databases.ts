import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Name of the migrated, seeded PostgreSQL database every test file copies (CREATE DATABASE ... TEMPLATE). */
export const PG_TEMPLATE_DB = 'bdi_test_template';

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

export function uniqueDatabaseName(prefix = 'bdi_t'): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}
