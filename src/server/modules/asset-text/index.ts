import type { AppModule } from '../../platform/app-module';
import type { Clock } from '../../platform/clock';
import type { Queue } from '../../platform/jobs/queue';
import type { Scheduler } from '../../platform/jobs/scheduler';
import { assetTextRoutes } from './asset-text.routes';
import type { AssetTextService } from './asset-text.service';
import { TEXT_READ_JOB } from './text-queueing';

/**
 * Files read at once on this instance. The reading itself runs in one process at the lowest CPU
 * priority (media/text), whose OCR pool takes what the machine spares; more at once would only wait
 * there, holding their leases.
 */
const READS_AT_ONCE = 2;

/**
 * How long a reading may hold its job before another instance may take it: past the reader's own
 * limit for one file (media/text: 14 min, a PDF of 20 scanned pages at 20 s each is well within).
 */
const READ_LEASE_MS = 15 * 60_000;

/** What this module is given (boot/modules.ts). */
export interface AssetTextNeeds {
  texts: AssetTextService;
  clock: Clock;
  queue: Queue;
  scheduler: Scheduler;
}

/** Files read whose words a batch missed (it failed, or the server stopped first) reach search within this. */
const INDEX_SWEEP_EVERY_MS = 60_000;

/** The words inside the files (issue 39): read in the background, shown on the asset page, corrected. */
export const assetTextModule: AppModule<AssetTextNeeds> = async (app, { texts, clock, queue, scheduler }) => {
  scheduler.every('text-search-index', INDEX_SWEEP_EVERY_MS, () => texts.flushSearch());
  queue.handle(TEXT_READ_JOB, {
    concurrency: READS_AT_ONCE,
    leaseMs: READ_LEASE_MS,
    run: (payload, job) =>
      texts.readFile(String(payload.assetId), { lastAttempt: job.attempts >= job.maxAttempts }),
  });
  await app.register(assetTextRoutes, { texts, clock });
};

export { createAssetTextRepository } from './asset-text.repository';
export { type AssetTextService, createAssetTextService } from './asset-text.service';
export { reindexText } from './reindex-command';
export { createTextQueueing, TEXT_READ_JOB, textReadsOn } from './text-queueing';
