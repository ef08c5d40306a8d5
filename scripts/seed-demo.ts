/**
 * `npm run seed:demo`: fills the database the app uses (PGlite in DATA_DIR/db, or DATABASE_URL) with
 * about 60 sample assets and their files in DATA_DIR/files. Running it again adds nothing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/server/platform/config';
import type { DatabaseHandle } from '../src/server/platform/db/client';
import { acquireDataDirLock } from '../src/server/platform/db/data-dir-lock';
import { openConfiguredDatabase } from '../src/server/platform/db/open';
import { seedDatabase } from '../src/server/platform/db/seed';
import { createStorage } from '../src/server/platform/storage/create-storage';
import { findMissingFiles, seedDemo } from './demo/seed-demo-assets';

async function main(): Promise<number> {
  const started = performance.now();
  const config = loadConfig();
  await fs.mkdir(config.dataDir, { recursive: true });
  // PGlite is single-process: never open DATA_DIR/db while a server (or another seed) has it open.
  const releaseLock = config.databaseUrl ? async () => {} : await acquireDataDirLock(config.dataDir);
  let handle: DatabaseHandle | undefined;
  try {
    const storage = await createStorage(config);
    handle = await openConfiguredDatabase(config);
    console.info(`Demo seed: ${handle.kind} database, files in ${path.join(config.dataDir, 'files')}`);
    await handle.migrate();
    await seedDatabase(handle.db);
    console.info(`Database migrated and base taxonomy ensured (${seconds(started)}).`);

    const seeding = performance.now();
    const result = await seedDemo({ db: handle.db, storage, brandName: config.brandName });
    if (result.status === 'already-present') {
      console.info('Demo data is already present (settings row demo_seeded); nothing added.');
      return 0;
    }

    const missing = await findMissingFiles(handle.db, storage);
    if (missing.length > 0) {
      console.error(`Demo seed: ${missing.length} asset rows point at missing files, e.g. ${missing[0]}`);
      return 1;
    }
    const { byType } = result;
    console.info(
      `Added ${result.created} demo assets (${byType.image} images, ${byType.pdf} PDFs, ` +
        `${byType.document} text documents, ${(result.bytes / 1024 / 1024).toFixed(1)} MB) ` +
        `in ${seconds(seeding)}; every file verified. Total ${seconds(started)}.`,
    );
    return 0;
  } finally {
    await handle?.close();
    await releaseLock();
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Demo seed failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
