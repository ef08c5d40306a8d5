// The Vitest runs of `npm run test:unit` and `npm test`: Vitest's projects (unit, web, pglite and,
// with TEST_DATABASE_URL, postgres).
//
// With TEST_SECOND_NODE naming another Node binary (CI fetches the current LTS, see .ci/run), the
// server's suites run on both runtimes within the same time: the unit tests on each, the integration
// files on this Node against PostgreSQL and on the other against PGlite. Every test file then runs
// on both Node versions, and no file runs twice against the same database. The two halves run at
// once, one Vitest worker each (the two workers one run had): PostgreSQL's files mostly wait on the
// database server while PGlite's compute, so side by side they overlap as they did in one run, where
// one after the other they would add up. Each half's output is printed whole when it ends. Without
// TEST_SECOND_NODE, every project runs on this Node, as `vitest run` does.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

function versionOf(node) {
  return spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
}

/**
 * `command` in the checkout; resolves with its exit status. With `quietUntilDone` its output is kept
 * and printed whole, under `title`, when it ends, so runs side by side do not interleave their lines.
 */
export function run(title, command, args, { quietUntilDone = false } = {}) {
  console.info(quietUntilDone ? `${title} (printed when it ends)` : title);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quietUntilDone ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.once('close', (code) => {
      if (quietUntilDone) process.stdout.write(`\n${title}\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

/** Vitest on `node` for `projects` (all when empty). */
function vitestRun(node, projects, { quietUntilDone, workers, extra }) {
  const args = [
    vitest,
    'run',
    ...projects.flatMap((name) => ['--project', name]),
    ...(workers ? [`--maxWorkers=${workers}`] : []),
    ...extra,
  ];
  const title = `test:unit: Node ${versionOf(node)}: ${projects.length ? projects.join(', ') : 'every project'}`;
  return run(title, node, args, { quietUntilDone });
}

/**
 * Starts the Vitest runs: one, or the two halves with TEST_SECOND_NODE. Returns a promise of each
 * run's exit status (a caller may start other work as soon as one ends); `extra` goes to Vitest.
 */
export function startUnitRuns(extra = [], { quiet = false } = {}) {
  const second = process.env.TEST_SECOND_NODE;
  if (!second) return [vitestRun(process.execPath, [], { quietUntilDone: quiet, extra })];
  const database = process.env.TEST_DATABASE_URL;
  const here = vitestRun(process.execPath, ['unit', 'web', database ? 'postgres' : 'pglite'], {
    quietUntilDone: true,
    workers: 1,
    extra,
  });
  const there = vitestRun(second, ['unit', ...(database ? ['pglite'] : [])], {
    quietUntilDone: true,
    workers: 1,
    extra,
  }).then((status) => {
    // For .ci/run, which fails when the second runtime's half did not run.
    if (status === 0) {
      const markers = path.join(root, '.test-markers');
      fs.mkdirSync(markers, { recursive: true });
      fs.writeFileSync(path.join(markers, 'second-node.ran'), `${versionOf(second)}\n`);
    }
    return status;
  });
  return [here, there];
}
