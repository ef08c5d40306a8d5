import type { AppModule } from '../../platform/app-module';
import { taxonomyRoutes } from './taxonomy.routes';

/** Categories and tags. */
export const taxonomyModule: AppModule = async (app, { services }) => {
  await app.register(taxonomyRoutes, { taxonomy: services.taxonomy, clock: services.clock });
};
