import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open';
import { StartupError } from '../errors';
import { createStorage } from '../storage/create-storage';
import type { StorageDriver } from '../storage/storage';
import { copyFilesIn, copyFilesOut, type FileEntry, verifyFiles } from './backup-files';
import { requestDatabaseDump } from './control-socket';
import { type DatabaseDump, dumpDatabase, RestoreRefusedError, restoreDatabase } from './database-dump';

/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir>`. A backup folder holds
 * `database/<table>.ndjson` (see database-dump.ts), `files/<key>` and `manifest.json`, written last:
 * a folder without a manifest is an unfinished backup and restores nothing.
 */

export const MANIFEST = 'manifest.json';

const ManifestSchema = z.object({
  format: z.literal('banco-de-imagens-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migrations: z.number().int().nonnegative(),
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  storage: z.object({ kind: z.enum(['local', 's3']) }),
  files: z.record(z.string(), z.object({ size: z.number().int().nonnegative(), sha256: z.string() })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export type Log = (line: string) => void;

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * The embedded database dumped by whoever may open it: this process when no server holds DATA_DIR,
 * the running server (through its control socket) otherwise.
 */
async function dumpEmbedded(config: Config, dir: string): Promise<DatabaseDump> {
  let release: (() => Promise<void>) | undefined;
  try {
    release = await acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return requestDatabaseDump(config.dataDir, dir);
  }
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
    try {
      return await dumpDatabase(handle.db, dir);
    } finally {
      await handle.close();
    }
  } finally {
    await release();
  }
}

async function dumpConfigured(config: Config, dir: string): Promise<DatabaseDump> {
  if (!config.databaseUrl) return dumpEmbedded(config, dir);
  const handle = await openConfiguredDatabase(config);
  try {
    return await dumpDatabase(handle.db, dir);
  } finally {
    await handle.close();
  }
}

/**
 * A consistent backup while the app keeps running. Files are immutable once stored, so they are
 * copied before the database snapshot and again after it: every file a snapshot row points at was
 * either there for the first pass or is new and caught by the second.
 */
export async function backup(config: Config, target: string, log: Log): Promise<Manifest> {
  const dir = path.resolve(target);
  if (!(await isEmptyDir(dir)))
    throw new RestoreRefusedError(`${dir} is not empty; back up into a new folder`);
  if (!config.databaseUrl && (await isEmptyDir(path.join(config.dataDir, 'db')))) {
    throw new RestoreRefusedError(
      `${config.dataDir} holds no database; set DATA_DIR (or DATABASE_URL) to the instance to back up`,
    );
  }
  await fs.mkdir(dir, { recursive: true });
  const storage = await createStorage(config);
  const files = new Map<string, FileEntry>();
  await copyFilesOut(storage, dir, files);
  log(`files: ${files.size} copied`);
  const database = await dumpConfigured(config, path.join(dir, 'database'));
  log(`database: ${Object.keys(database.tables).length} tables, ${sum(database.tables)} rows`);
  const before = files.size;
  await copyFilesOut(storage, dir, files);
  if (files.size > before) log(`files: ${files.size - before} more stored during the dump`);
  const manifest: Manifest = {
    format: 'banco-de-imagens-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: { kind: config.databaseUrl ? 'postgres' : 'pglite', ...database },
    storage: { kind: storage.kind },
    files: Object.fromEntries([...files].sort(([a], [b]) => a.localeCompare(b))),
  };
  await fs.writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, MANIFEST), 'utf8');
  } catch {
    throw new RestoreRefusedError(`${dir} has no ${MANIFEST}: not a finished backup`);
  }
  const parsed = ManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new RestoreRefusedError(`${dir}/${MANIFEST} is not a Banco de Imagens backup`);
  return parsed.data;
}

async function assertStorageEmpty(storage: StorageDriver): Promise<void> {
  for await (const key of storage.list()) {
    throw new RestoreRefusedError(`the target storage is not empty (it has ${key})`);
  }
}

export interface RestoreOptions {
  /** Leave the files where they are (moving an embedded instance to PostgreSQL on the same disk). */
  skipFiles?: boolean;
  /** Read every file back from the target and compare it with the manifest. */
  verify?: boolean;
}

/**
 * Restores into the database and storage the configuration points at, which must be empty: an
 * embedded DATA_DIR without a database, or a PostgreSQL database and bucket without rows or objects.
 */
export async function restore(
  config: Config,
  source: string,
  log: Log,
  options: RestoreOptions = {},
): Promise<Manifest> {
  const dir = path.resolve(source);
  const manifest = await readManifest(dir);
  const storage = await createStorage(config);
  let release = async () => {};
  if (!config.databaseUrl) {
    await fs.mkdir(config.dataDir, { recursive: true });
    release = await acquireDataDirLock(config.dataDir);
  }
  try {
    if (!config.databaseUrl && !(await isEmptyDir(path.join(config.dataDir, 'db')))) {
      throw new RestoreRefusedError(`${config.dataDir} already has a database; restore into a new DATA_DIR`);
    }
    if (!options.skipFiles) await assertStorageEmpty(storage);
    const handle = await openConfiguredDatabase(config);
    try {
      await handle.migrate();
      await restoreDatabase(handle.db, path.join(dir, 'database'), manifest.database);
    } finally {
      await handle.close();
    }
    log(`database: ${sum(manifest.database.tables)} rows restored and counted`);
    if (!options.skipFiles) {
      await copyFilesIn(storage, dir, manifest.files);
      log(`files: ${Object.keys(manifest.files).length} restored, checksums match`);
    }
    if (options.verify) {
      const wrong = await verifyFiles(storage, manifest.files);
      if (wrong.length > 0) throw new Error(`${wrong.length} files differ from the backup, e.g. ${wrong[0]}`);
      log(`files: ${Object.keys(manifest.files).length} read back, checksums match`);
    }
    return manifest;
  } finally {
    await release();
  }
}

function sum(tables: Record<string, number>): number {
  return Object.values(tables).reduce((total, count) => total + count, 0);
}
