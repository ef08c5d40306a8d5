import type { AppModule } from '../../platform/app-module';
import { statsRoutes } from './stats.routes';
import type { StatsService } from './stats.service';

/** What this module is given (boot/modules.ts). */
export interface StatsNeeds {
  stats: StatsService;
}

/** The admins' statistics. */
export const statsModule: AppModule<StatsNeeds> = async (app, needs) => {
  await app.register(statsRoutes, needs);
};

export { createStatsRepository } from './stats.repository';
export { createStatsService } from './stats.service';
