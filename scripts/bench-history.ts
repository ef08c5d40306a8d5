/**
 * `npm run bench:history`: the benchmark's runs (bench/history/*.json, one file per run, written by
 * `npm run bench`) as one markdown table, metric by run, with the figure when issue 13 was filed and
 * the target; `--latest` prints only the latest run against the targets. A malformed file stops it
 * with its name and what is wrong.
 */
import path from 'node:path';
import { historyTable, latestTable, readHistory, readTargets } from '../tests/bench/history';
import { TARGETS } from '../tests/bench/results';

const dir = path.resolve(import.meta.dirname, '..', 'bench', 'history');

try {
  const files = readHistory(dir);
  const targets = readTargets(dir, TARGETS);
  console.info(
    process.argv.includes('--latest')
      ? latestTable(files, targets, Object.keys(TARGETS))
      : historyTable(files, targets),
  );
} catch (error) {
  console.error(`bench:history: ${(error as Error).message}`);
  process.exitCode = 1;
}
