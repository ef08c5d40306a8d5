import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, redactUrl } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { createLocalStorage } from '../storage/local';
import { createS3Storage } from '../storage/s3';
import type { Log } from './backup';
import { checksumFiles, copyFilesIn, verifyFiles } from './backup-files';
import { countRows, dumpDatabase, RestoreRefusedError, restoreDatabase } from './database-dump';

/**
 * `npm run migrate:to-postgres`: moves an embedded instance (DATA_DIR/db and DATA_DIR/files) into the
 * PostgreSQL database of DATABASE_URL and, when S3_* is set, the bucket. The server must be stopped
 * (anything written after the copy would be left behind). Counts and checksums are compared on the
 * target before it says how to switch.
 */
export async function migrateToPostgres(config: Config, log: Log): Promise<void> {
  if (!config.databaseUrl) {
    throw new RestoreRefusedError('set DATABASE_URL to the PostgreSQL database to move into');
  }
  const release = await acquireDataDirLock(config.dataDir).catch((error: Error) => {
    throw new RestoreRefusedError(`${error.message} The server must be stopped while its data moves.`);
  });
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-migrate-'));
  try {
    const source = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
    let dump: Awaited<ReturnType<typeof dumpDatabase>>;
    try {
      dump = await dumpDatabase(source.db, work);
    } finally {
      await source.close();
    }
    log(`embedded database read: ${total(dump.tables)} rows in ${Object.keys(dump.tables).length} tables`);

    const target = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    try {
      await target.migrate();
      await restoreDatabase(target.db, work, dump);
      const counted = await countRows(target.db, Object.keys(dump.tables));
      const differing = Object.keys(dump.tables).filter((table) => counted[table] !== dump.tables[table]);
      if (differing.length > 0) throw new Error(`row counts differ in ${differing.join(', ')}`);
    } finally {
      await target.close();
    }
    log(`PostgreSQL: ${total(dump.tables)} rows copied, counts match`);

    const local = createLocalStorage(path.join(config.dataDir, 'files'));
    const files = await checksumFiles(local);
    if (config.s3 && Object.keys(files).length > 0) {
      const bucket = createS3Storage(config.s3);
      for await (const key of bucket.list()) {
        throw new RestoreRefusedError(`the bucket ${config.s3.bucket} is not empty (it has ${key})`);
      }
      await copyFilesIn(bucket, config.dataDir, files);
      const wrong = await verifyFiles(bucket, files);
      if (wrong.length > 0) throw new Error(`${wrong.length} files differ in the bucket, e.g. ${wrong[0]}`);
      log(`S3: ${Object.keys(files).length} files copied to ${config.s3.bucket}, checksums match`);
    } else {
      log(`files: ${Object.keys(files).length} stay in ${path.join(config.dataDir, 'files')}`);
    }
    log(
      [
        'Done. To switch: start the server with the same DATA_DIR and',
        `  DATABASE_URL=${redactUrl(config.databaseUrl)}${config.s3 ? ' and the same S3_* settings' : ''}.`,
        `Keep ${path.join(config.dataDir, 'db')} until you have checked the new instance; then remove it.`,
      ].join('\n'),
    );
  } finally {
    await fs.rm(work, { recursive: true, force: true });
    await release();
  }
}

function total(tables: Record<string, number>): number {
  return Object.values(tables).reduce((sum, count) => sum + count, 0);
}
