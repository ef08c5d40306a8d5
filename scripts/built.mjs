// `npm start` and the operator commands (`npm run backup`, `restore`, `migrate:to-postgres`): runs
// the compiled entry of dist/server, building first (`npm run build`) only when the build is missing
// or older than what it is built from, so `npm ci && npm start` works on a fresh clone and a restart
// does not rebuild. Plain JavaScript and Node's own modules: nothing of the dev tools is loaded to
// start production.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const ENTRIES = new Set(['main', 'backup', 'restore', 'migrate-to-postgres']);
/** What `npm run build` reads: a change to any of them makes the build stale. */
const INPUTS = [
  'src',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  ...[
    'build-server.ts',
    'compress-web.ts',
    'ops-cli.ts',
    'backup.ts',
    'restore.ts',
    'migrate-to-postgres.ts',
  ].map((file) => `scripts/${file}`),
];
/** Written last by the build: its time is the build's. */
const BUILT = path.join(root, 'dist/server/main.mjs');
const WEB = path.join(root, 'dist/web/index.html');

/** The newest modification time under `target` (0 when it does not exist). */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

function buildIsStale() {
  if (!fs.existsSync(WEB)) return true;
  const built = newest(BUILT);
  return built === 0 || INPUTS.some((input) => newest(path.join(root, input)) > built);
}

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
