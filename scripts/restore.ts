/** `npm run restore -- <dir>`: a backup into an empty DATA_DIR, or an empty PostgreSQL database and bucket. */
import { restore } from '../src/server/platform/ops/backup';
import { folderArgument, runOperatorCommand } from './ops-cli';

const dir = folderArgument('npm run restore -- <backup folder>');
runOperatorCommand('restore', async (config) => {
  await restore(config, dir, (line) => console.info(`restore: ${line}`));
});
