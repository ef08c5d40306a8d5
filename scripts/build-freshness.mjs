// Whether `npm run build` has to run: the build is missing, or older than what it is built from.
// Plain JavaScript and Node's own modules, shared by `npm start` (scripts/built.mjs) and the bench.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

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
export const BUILT = path.join(root, 'dist/server/main.mjs');
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

export function buildIsStale() {
  if (!fs.existsSync(WEB)) return true;
  const built = newest(BUILT);
  return built === 0 || INPUTS.some((input) => newest(path.join(root, input)) > built);
}
