// `npm start` and the operator commands (`npm run backup`, `restore`, `migrate:to-postgres`,
// `text:reindex`): runs
// the compiled entry of dist/server, building first (`npm run build`) only when the build is missing
// or older than what it is built from, so `npm ci && npm start` works on a fresh clone and a restart
// does not rebuild. Plain JavaScript and Node's own modules: nothing of the dev tools is loaded to
// start production.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ENTRIES = new Set(['main', 'backup', 'restore', 'migrate-to-postgres', 'text-reindex']);
const [entry = 'main', ...rest] = process.argv.slice(2);
if (!ENTRIES.has(entry)) {
  console.error(`usage: node scripts/built.mjs <${[...ENTRIES].join('|')}> [arguments]`);
  process.exit(2);
}
if (buildIsStale()) {
  console.info('Banco de Imagens: the build is missing or older than the sources; running npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The entry reads its own arguments from process.argv[2] on, as when run directly.
process.argv = [process.argv[0], path.join(root, `dist/server/${entry}.mjs`), ...rest];
await import(pathToFileURL(process.argv[1]).href);
