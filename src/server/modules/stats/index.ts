import type { AppModule } from '../../platform/app-module';
import { statsRoutes } from './stats.routes';

/** The admins' statistics. */
export const statsModule: AppModule = async (app, { services }) => {
  await app.register(statsRoutes, { stats: services.stats });
};
