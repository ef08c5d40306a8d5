import type { DatabaseHandle } from '../db/client';

/** What the database's client tells of its load; a count it does not tell is left out, never 0. */
export interface DatabaseLoad {
  /** Connections open (PostgreSQL's pool). */
  total?: number;
  /** Of those, idle. */
  idle?: number;
  /** Queries waiting for a connection (PostgreSQL), or queued on the embedded database's thread. */
  waiting?: number;
}

/**
 * Read from drizzle's `$client`, at scrape time: node-postgres' `Pool` (`totalCount`, `idleCount`,
 * `waitingCount`) or the embedded database's thread when it tells its queue (`waiting`). Duck-typed
 * rather than `instanceof pg.Pool`: `pg` is loaded only when PostgreSQL is the database configured.
 */
export function databaseLoad(database: Pick<DatabaseHandle, 'db'>): DatabaseLoad {
  const client = (database.db as unknown as { $client?: Record<string, unknown> }).$client ?? {};
  const count = (key: string) => {
    const value = client[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  return {
    total: count('totalCount'),
    idle: count('idleCount'),
    waiting: count('waitingCount') ?? count('waiting'),
  };
}
