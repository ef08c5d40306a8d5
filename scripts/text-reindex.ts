/** `npm run text:reindex [-- --all]`: queues files to have their words read and follows the reading. */
import { reindexText } from '../src/server/modules/asset-text';
import { runOperatorCommand } from './ops-cli';

const all = process.argv.includes('--all');
let lastPrinted = 0;
runOperatorCommand('text:reindex', (config) =>
  reindexText(config, {
    all,
    log: (line) => console.info(`text:reindex: ${line}`),
    // A terminal redraws one line; a log (CI, a supervisor) gets one every ten seconds.
    progress: (line, last) => {
      if (process.stdout.isTTY) {
        process.stdout.write(`\r\x1b[2Ktext:reindex: ${line}${last ? '\n' : ''}`);
        return;
      }
      if (!last && Date.now() - lastPrinted < 10_000) return;
      lastPrinted = Date.now();
      console.info(`text:reindex: ${line}`);
    },
  }),
);
