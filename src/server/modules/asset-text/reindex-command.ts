/**
 * `npm run text:reindex [-- --all]` (scripts/text-reindex.ts): queues the files whose words were never
 * read or whose reading failed (`--all`: every file), then follows the reading with a progress bar
 * and an estimate of the time left, until the queue of text jobs is empty. The servers read the
 * files; this command only queues and watches. On the embedded database a running server is asked
 * through its control socket (only it may open the database); a stopped one gets the jobs queued,
 * read when it starts.
 */
import type { Config } from '../../platform/config';
import { acquireDataDirLock } from '../../platform/db/data-dir-lock';
import { openConfiguredDatabase } from '../../platform/db/open';
import { createQueue } from '../../platform/jobs/queue';
import { askRunningServer } from '../../platform/ops/control-socket';
import { StartupError } from '../../platform/startup-error';
import { createAssetTextRepository } from './asset-text.repository';
import { createTextQueueing, TEXT_READ_JOB, textReadsOn } from './text-queueing';

type Counts = Record<string, number>;

export interface ReindexIo {
  all: boolean;
  log: (line: string) => void;
  /** Redraws the progress line (a terminal) or prints it now and then (a log); `last` always. */
  progress: (line: string, last?: boolean) => void;
  pollMs?: number;
}

const open = (counts: Counts) => (counts.pending ?? 0) + (counts.running ?? 0);

/** `[#####-----] 120/500 24 % · ~3 min left` */
export function progressLine(done: number, total: number, elapsedMs: number): string {
  const share = total === 0 ? 1 : Math.min(1, done / total);
  const bar = `${'#'.repeat(Math.round(share * 20))}${'-'.repeat(20 - Math.round(share * 20))}`;
  const left = done > 0 && share < 1 ? ((elapsedMs / done) * (total - done)) / 60_000 : undefined;
  const eta = left === undefined ? '' : ` · ~${left < 1 ? '<1' : Math.round(left)} min left`;
  return `[${bar}] ${done}/${total} ${Math.round(share * 100)} %${eta}`;
}

/** Waits until no text job is open, drawing the progress from `counts`. */
async function follow(counts: () => Promise<Counts>, io: ReindexIo): Promise<Counts> {
  const started = Date.now();
  let current = await counts();
  const total = open(current);
  while (open(current) > 0) {
    io.progress(progressLine(total - open(current), total, Date.now() - started));
    await new Promise((resolve) => setTimeout(resolve, io.pollMs ?? 2_000));
    current = await counts();
  }
  io.progress(progressLine(total, total, Date.now() - started), true);
  return current;
}

export async function reindexText(config: Config, io: ReindexIo): Promise<void> {
  const report = (queued: number, end: Counts) =>
    io.log(
      `files queued: ${queued}; readings failed in all: ${end.failed ?? 0} (GET /api/jobs?kind=text.read&status=failed)`,
    );
  let release: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    try {
      release = await acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (!(error instanceof StartupError)) throw error;
      // The server runs and owns the embedded database: it queues, reads and reports.
      const { queued } = await askRunningServer<{ queued: number }>(config.dataDir, '/text-reindex', {
        all: io.all,
      });
      io.log(`files queued on the running server: ${queued}`);
      report(queued, await follow(() => askRunningServer<Counts>(config.dataDir, '/text-progress'), io));
      return;
    }
  }
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const queue = createQueue({ database, log: console, timers: false });
    const queueing = createTextQueueing({
      texts: createAssetTextRepository(database.db),
      enqueue: textReadsOn(queue),
    });
    const queued = await queueing.reindex(io.all, (n) => io.progress(`files queued: ${n}`));
    if (release) {
      io.log(`files queued: ${queued}; the server reads them when it starts (npm start)`);
      return;
    }
    // PostgreSQL: the running instances read them.
    report(queued, await follow(() => queue.counts(TEXT_READ_JOB), io));
    await queue.stop();
  } finally {
    await database.close();
    await release?.();
  }
}
