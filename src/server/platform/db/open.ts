import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from './client';
import { openPgliteThread } from './pglite-thread';

/**
 * The database the configuration names: DATABASE_URL, else the embedded one in DATA_DIR/db. The
 * embedded database's thread starts at once, before drizzle and the drivers are loaded (client.ts
 * comes after): the thread's start is most of a server's start.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const { openDatabase } = await import('./client');
    return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  }
  const thread = openPgliteThread(path.join(config.dataDir, 'db'));
  // Its failure is reported below, once client.ts has loaded.
  thread.catch(() => {});
  const { pgliteHandle } = await import('./client');
  return pgliteHandle(thread);
}
