import type { Config } from '../src/server/platform/config';
import { loadConfig } from '../src/server/platform/config';
import { StartupError } from '../src/server/platform/errors';
import { RestoreRefusedError } from '../src/server/platform/ops/database-dump';

/**
 * Runs an operator command with the server's own configuration (DATA_DIR, DATABASE_URL, S3_*):
 * progress on stdout, a refusal (exit 2) or failure (exit 1) as one line on stderr.
 */
export function runOperatorCommand(name: string, command: (config: Config) => Promise<void>): void {
  const started = performance.now();
  command(loadConfig())
    .then(() => {
      console.info(`${name}: finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      const refused = error instanceof RestoreRefusedError || error instanceof StartupError;
      console.error(
        `${name}: ${refused ? 'refused' : 'failed'}: ${error instanceof Error ? error.message : error}`,
      );
      process.exit(refused ? 2 : 1);
    });
}

/** The one folder argument (`npm run backup -- /backups/2026-11-24`). */
export function folderArgument(usage: string): string {
  const dir = process.argv[2];
  if (!dir) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return dir;
}
