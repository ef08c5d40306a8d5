// `npm test`: the lint, the types, the build, Vitest and the browser suite, as .ci/run runs them.
//
// Vitest needs neither the checks nor the build, so they run beside it; the browser suite needs the
// build and starts once it is done and one of Vitest's runs has ended. One step after the other,
// each waited for the last while the machine had a core to spare. Every run's output is printed
// whole when it ends (the browser suite's as it goes); the exit status is the worst of them.
import path from 'node:path';
import { root, run, startUnitRuns } from './test-runs.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const check = (script) => run(`npm run ${script}`, npm, ['run', script], { quietUntilDone: true });

const [lint, typecheck, build] = ['lint', 'typecheck', 'build'].map(check);
const unit = startUnitRuns([], { quiet: true });
const browser = build.then(async (status) => {
  if (status !== 0) {
    console.error('test: the build failed, so the browser suite (which runs it) did not run');
    return status;
  }
  await Promise.race(unit);
  return run('playwright test', process.execPath, [
    path.join(root, 'node_modules/playwright/cli.js'),
    'test',
  ]);
});

const statuses = await Promise.all([lint, typecheck, build, ...unit, browser]);
process.exit(Math.max(...statuses));
