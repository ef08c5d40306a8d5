import type { AppModule, PlatformContext } from '../../platform/app-module';
import { jobsRoutes } from './jobs.routes';
import { createJobsService } from './jobs.service';

/** How often jobs that ended long ago are deleted (a week after done, a month after failed). */
const PRUNE_EVERY_MS = 6 * 60 * 60_000;

/** What this module is given (boot/modules.ts). */
export type JobsNeeds = Pick<PlatformContext, 'queue' | 'scheduler'>;

/** The durable queue's jobs (issue 39) as admins see them, and the sweep that keeps the table short. */
export const jobsModule: AppModule<JobsNeeds> = async (app, { queue, scheduler }) => {
  await app.register(jobsRoutes, { jobs: createJobsService({ queue }) });
  scheduler.every('jobs-prune', PRUNE_EVERY_MS, () => queue.prune());
};
