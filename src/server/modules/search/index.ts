import type { AppModule } from '../../platform/app-module';
import { searchRoutes } from './search.routes';

/** The gallery's search, counts, suggestions and similar images. */
export const searchModule: AppModule = async (app, { services }) => {
  await app.register(searchRoutes, {
    search: services.search,
    warnings: services.contentWarnings,
    clock: services.clock,
  });
};
