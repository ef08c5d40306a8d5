/** `npm run backup -- <dir>`: database snapshot, files and manifest.json, while the server runs. */
import { backup } from '../src/server/platform/ops/backup';
import { folderArgument, runOperatorCommand } from './ops-cli';

const dir = folderArgument('npm run backup -- <empty folder>');
runOperatorCommand('backup', async (config) => {
  const manifest = await backup(config, dir, (line) => console.info(`backup: ${line}`));
  console.info(`backup: ${dir}/manifest.json written (${manifest.createdAt})`);
});
