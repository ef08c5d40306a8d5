import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AssetsService } from '../modules/assets';
import type { AuthService } from '../modules/auth';
import { type Config, siteUrl } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/client';
import { openConfiguredDatabase } from '../platform/db/open';
import { seedDatabase } from '../platform/db/seed';

/** What the app does once as it starts, besides registering plugins: see buildApp. */

/**
 * DESIGN.md section 6: with no admin yet, a one-time link makes its user the first admin from any
 * machine (the server's own machine does not need it). The link is a secret, so it is written to
 * `DATA_DIR/setup-link.txt` (owner-only) and the log names that file, never the link (issue 36).
 * Kept on the instance for tests; the file goes once an admin exists.
 */
export async function announceFirstAdminSetup(app: FastifyInstance, auth: AuthService, config: Config) {
  const token = await auth.issueSetupToken();
  const link = token ? `${siteUrl(config)}/auth?tab=cadastrar&setup=${token}` : null;
  app.decorate('setupLink', link);
  const file = path.join(config.dataDir, SETUP_LINK_FILE);
  if (!link) {
    await fs.promises.rm(file, { force: true });
    return;
  }
  await fs.promises.mkdir(config.dataDir, { recursive: true });
  await fs.promises.writeFile(file, `${link}\n`, { mode: 0o600 });
  await fs.promises.chmod(file, 0o600);
  app.log.warn(
    { setupLinkFile: file },
    `No administrator yet. Create the first admin account from this machine, or open the one-time link written to ${file}`,
  );
}

/** Where the first-admin link is written while there is no admin. */
export const SETUP_LINK_FILE = 'setup-link.txt';

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

/** The database the configuration names (or the one already `opening`), migrated and holding the base taxonomy. */
export async function openOwnDatabase(
  config: Config,
  opening: Promise<DatabaseHandle> = openConfiguredDatabase(config),
): Promise<DatabaseHandle> {
  const handle = await opening;
  await handle.migrate();
  await seedDatabase(handle.db);
  return handle;
}
