/** `npm run migrate:to-postgres`: an embedded instance into DATABASE_URL (and S3 when configured). */
import { migrateToPostgres } from '../src/server/platform/ops/migrate-to-postgres';
import { runOperatorCommand } from './ops-cli';

runOperatorCommand('migrate:to-postgres', (config) =>
  migrateToPostgres(config, (line) => console.info(`migrate:to-postgres: ${line}`)),
);
