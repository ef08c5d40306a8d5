// `npm run test:unit`: Vitest's projects (unit, web, pglite and, with TEST_DATABASE_URL, postgres).
//
// With TEST_SECOND_NODE naming another Node binary (CI fetches the current LTS, see .ci/run), the
// server's suites run on both runtimes within the same time: the unit tests on each, the integration
// files on this Node against PostgreSQL and on the other against PGlite. Every test file then runs
// on both Node versions, and no file runs twice against the same database. Without it, every
// project runs on this Node, as `vitest run` does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const second = process.env.TEST_SECOND_NODE;
const extra = process.argv.slice(2);

function versionOf(node) {
  return spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
}

function run(node, projects) {
  const args = [vitest, 'run', ...projects.flatMap((name) => ['--project', name]), ...extra];
  const version = versionOf(node);
  console.info(`test:unit: Node ${version}: ${projects.length ? projects.join(', ') : 'every project'}`);
  const result = spawnSync(node, args, { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

let status;
if (!second) {
  status = run(process.execPath, []);
} else {
  const here = ['unit', 'web', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'])];
  status = run(process.execPath, here);
  const there = ['unit', ...(process.env.TEST_DATABASE_URL ? ['pglite'] : [])];
  // Both halves run, so one failure does not hide the other's.
  const secondStatus = run(second, there);
  status = Math.max(status, secondStatus);
  // For .ci/run, which fails when the second runtime's half did not run.
  if (secondStatus === 0) {
    const markers = path.join(root, '.test-markers');
    fs.mkdirSync(markers, { recursive: true });
    fs.writeFileSync(path.join(markers, 'second-node.ran'), `${versionOf(second)}\n`);
  }
}
process.exit(status);
