import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { StartupError } from '../startup-error';
import type { PgliteRemote } from './pglite-remote';
import { errorText, hostSyncCounter, openPgliteThread } from './pglite-thread';

export { durability, openPgliteThread } from './pglite-thread';

import type * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** `select 1` for the health probe: on PGlite it goes before the queries already waiting. */
  ping(): Promise<void>;
  /**
   * PostgreSQL only: a dedicated connection that LISTENs on `channel`, so that app processes sharing
   * the database hear each other's NOTIFY. Returns a function that stops listening.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** `dataDir` is a folder, or 'memory://'; `loadDataDir` starts from a dumped template. */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob };

interface EmscriptenModule {
  FS: { lookupPath(path: string): { node: { stream_ops: Record<string, unknown> } } };
  ENV: { PGDATA?: string };
}

/**
 * Durable commits for the embedded database. PGlite starts PostgreSQL with `-F` (fsync off), and its
 * Node filesystem answers fsync without asking the host (electric-sql/pglite#1107): a committed
 * upload would survive a killed process but not a power cut. So PostgreSQL runs with fsync on and
 * `wal_sync_method=fsync`, and the filesystem's fsync is made a real `fsync(2)` of the file.
 */
function durableStartParams(defaults: string[]): string[] {
  return [...defaults.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

function syncFilesToHost(client: PGlite): void {
  const mod = (client as unknown as { mod: EmscriptenModule }).mod;
  const { node } = mod.FS.lookupPath(mod.ENV.PGDATA ?? '/pglite/data');
  node.stream_ops.fsync = (stream: { nfd?: number }) => {
    if (typeof stream.nfd !== 'number') return 0;
    fs.fsyncSync(stream.nfd);
    Atomics.add(new Int32Array(hostSyncCounter), 0, 1);
    return 0;
  };
}

/**
 * PGlite on this thread. The app opens it on a thread of its own (`PgliteRemote`); this one is for
 * tools that need PGlite itself (the test template's dump, the benchmark's comparison).
 */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const onDisk = !dataDir.startsWith('memory://');
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir,
    ...(onDisk ? { startParams: durableStartParams(defaults) } : {}),
  });
  if (onDisk) syncFilesToHost(client);
  return client;
}

/**
 * The handle over an embedded database thread: its own drizzle instance, so a handle made anew over
 * a thread another handle used (the tests' pool) shares nothing with it but the database.
 */
export async function pgliteHandle(opening: PgliteRemote | Promise<PgliteRemote>): Promise<DatabaseHandle> {
  // The driver loads here while the database thread starts.
  const [client, { drizzle: drizzlePglite }, { migrate: migratePglite }, schema] = await Promise.all([
    opening,
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./schema/index'),
  ]);
  // drizzle's PGlite driver asks only for query/exec/transaction, which the remote answers alike.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite(asPglite, { schema }) as unknown as Database;
  keepPreparedStatements(db, client);
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      if (!(await upToDate(db)))
        await migratePglite(drizzlePglite(asPglite, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
    ping: () => client.ping(),
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite')
    return await pgliteHandle(openPgliteThread(options.dataDir, options.loadDataDir));

  // Each database's driver is loaded only when it is the one configured.
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }, schema] = await Promise.all(
    [
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./schema/index'),
    ],
  );
  const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StartupError(`Cannot connect to DATABASE_URL (${redactUrl(options.url)}): ${errorText(error)}`);
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      if (await upToDate(db)) return;
      await withMigrationLock(pool, () =>
        migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      );
    },
    close: () => pool.end(),
    ping: () => ping(db),
    async listen(channel, onMessage) {
      const client = new pg.Client({ connectionString: options.url });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload) onMessage(message.payload);
      });
      await client.query(`LISTEN ${channel}`);
      return async () => {
        await client.end().catch(() => {});
      };
    },
  };
}

/**
 * The queries the app prepares with a name (`.prepare('session_with_user')`) become named statements
 * on PostgreSQL through node-postgres; drizzle's PGlite driver drops the name, so it is caught here,
 * where the query is prepared, and the remote told to keep that text parsed.
 */
function keepPreparedStatements(db: Database, client: PgliteRemote): void {
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: unknown[]) => {
    const [query, , name] = args as [{ sql: string }, unknown, string | undefined];
    if (name) client.nameStatement(query.sql);
    return prepare(...args);
  };
}

/** When drizzle recorded the newest migration this build carries (its journal's `when`). */
function newestMigration(): number {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration already, the usual case at a start. drizzle's migrate
 * would apply none, but only after creating its schema and table "if not exists" and an empty
 * transaction, each written and synced to disk; a read answers the same. It decides as drizzle
 * does, by the time of the newest migration recorded.
 */
async function upToDate(db: Database): Promise<boolean> {
  try {
    const [row] = await queryRows<{ newest: string | null }>(
      db,
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    return row?.newest != null && Number(row.newest) >= newestMigration();
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
}

/** Any fixed number: the advisory lock that lets one of several starting instances migrate at a time. */
const MIGRATION_LOCK = 872_114_001;

async function withMigrationLock(pool: Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** Rows of a raw SQL query: PGlite and node-postgres shape the result of `execute` differently. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The URL with its password hidden, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'invalid URL';
  }
}
