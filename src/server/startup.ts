import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { type DatabaseHandle, openConfiguredDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import type { AssetsService } from './modules/assets/assets.service';
import type { AuthService } from './modules/auth/auth.service';

/** What the app does once as it starts, besides registering plugins: see buildApp. */

/**
 * DESIGN.md section 6: with no admin yet, print a one-time link that makes its user the first admin
 * from any machine (the server's own machine does not need it). Kept on the instance for tests.
 */
export async function announceFirstAdminSetup(app: FastifyInstance, auth: AuthService, config: Config) {
  const token = await auth.issueSetupToken();
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const link = token ? `${base}/auth?tab=cadastrar&setup=${token}` : null;
  app.decorate('setupLink', link);
  if (link) {
    app.log.warn(
      { setupLink: link },
      `No administrator yet. Create the first admin account from this machine, or open this one-time link: ${link}`,
    );
  }
}

/**
 * What a crash can leave behind: half-received uploads in the staging folder, and stored files whose
 * row was never committed. With PGlite this process is the only one (DATA_DIR lock), so every
 * unreferenced file is an orphan; with PostgreSQL other processes may be mid-upload, so only files
 * older than an hour are swept.
 */
export async function cleanUpAfterCrash(
  app: FastifyInstance,
  assets: AssetsService,
  database: DatabaseHandle,
  config: Config,
) {
  await fs.promises.rm(path.join(config.dataDir, 'tmp', 'uploads'), { recursive: true, force: true });
  const olderThan = database.kind === 'postgres' ? new Date(Date.now() - 60 * 60 * 1000) : undefined;
  const removed = await assets.sweepOrphans(olderThan);
  if (removed > 0) app.log.warn({ removed }, 'removed stored files that no row points at');
}

/** The database the configuration names, migrated and holding the base taxonomy. */
export async function openOwnDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openConfiguredDatabase(config);
  await handle.migrate();
  await seedDatabase(handle.db);
  return handle;
}
