/**
 * The build the bench measures (issue 38): the compiled server, as production runs it
 * (`node dist/server/main.mjs`), and the web app it serves. Built first (`npm run build`) when
 * missing or older than what it is built from, by the rule `npm start` uses: a bench of
 * yesterday's build would measure yesterday's code.
 */
import { spawnSync } from 'node:child_process';
import { BUILT, buildIsStale } from '../../scripts/build-freshness.mjs';
import { repoRoot } from '../helpers/server-process';

/** The compiled server's entry, built first when missing or stale; throws when the build fails. */
export function ensureBuild(): string {
  if (buildIsStale()) {
    console.info('The build is missing or older than the sources: running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build exited ${build.status}`);
  }
  return BUILT;
}
