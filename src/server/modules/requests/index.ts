import type { AppModule } from '../../platform/app-module';
import { requestsRoutes } from './requests.routes';

/** Material requests ("Pedir material", issue 17): asking the franchisor for a piece, and its answer. */
export const requestsModule: AppModule = async (app, { services }) => {
  await app.register(requestsRoutes, { requests: services.requests });
};
