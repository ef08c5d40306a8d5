import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { durability, openDatabase, queryRows } from '../../src/server/platform/db/client';

// A committed upload must survive a power cut, not only a killed process: the embedded database
// runs with fsync on, and each commit reaches the host's fsync(2) before it is answered.
describe.runIf(process.env.TEST_DB === 'pglite')('embedded database durability', () => {
  it('runs with fsync on and syncs the write-ahead log to the host on every commit', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-durable-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      const settings = await queryRows<{ name: string; setting: string }>(
        handle.db,
        sql`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name`,
      );
      expect(settings).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
      await handle.db.execute(sql`create table duravel (n int)`);
      const before = durability.hostSyncs;
      for (let n = 0; n < 5; n++) await handle.db.execute(sql`insert into duravel values (${n})`);
      expect(durability.hostSyncs - before).toBeGreaterThanOrEqual(5);
    } finally {
      await handle.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
