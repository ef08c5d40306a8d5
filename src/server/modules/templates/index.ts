import type { AppModule } from '../../platform/app-module';
import type { Clock } from '../../platform/clock';
import type { Queue } from '../../platform/jobs/queue';
import type { Scheduler } from '../../platform/jobs/scheduler';
import { PIECES_JOB, type PiecesBatchPayload, type PiecesBatchService } from './pieces-batch';
import { templatesRoutes } from './templates.routes';
import type { TemplatesService } from './templates.service';

/** A batch renders one piece per unit and format: long enough for a network of 2,000 units. */
const BATCH_LEASE_MS = 60 * 60_000;

/** What this module is given (boot/modules.ts). */
export interface TemplatesNeeds {
  templates: TemplatesService;
  batches: PiecesBatchService;
  queue: Queue;
  scheduler: Scheduler;
  clock: Clock;
}

/** How often the ZIPs of batches whose job was pruned are deleted. */
const ZIP_PRUNE_EVERY_MS = 6 * 60 * 60_000;

/** Personalized pieces (issue 40): templates, the pieces made from them, and batches for every unit. */
export const templatesModule: AppModule<TemplatesNeeds> = async (app, needs) => {
  const { batches, queue, scheduler } = needs;
  scheduler.every('pieces-zips-prune', ZIP_PRUNE_EVERY_MS, () => batches.pruneZips());
  queue.handle<PiecesBatchPayload>(PIECES_JOB, {
    leaseMs: BATCH_LEASE_MS,
    maxAttempts: 1,
    run: (payload, job) => batches.run(payload, job),
  });
  await app.register(templatesRoutes, needs);
};

export { createPieceStore } from './piece-store';
export { createPiecesBatch, PIECES_JOB, type PiecesBatchService } from './pieces-batch';
export { createTemplatesRepository } from './templates.repository';
export { createTemplatesService, type TemplatesService } from './templates.service';
