import type { AppModule } from '../../platform/app-module';
import { requestsRoutes } from './requests.routes';
import type { RequestsService } from './requests.service';

/** What this module is given (boot/modules.ts). */
export interface RequestsNeeds {
  requests: RequestsService;
}

/** Material requests ("Pedir material", issue 17): asking the franchisor for a piece, and its answer. */
export const requestsModule: AppModule<RequestsNeeds> = async (app, needs) => {
  await app.register(requestsRoutes, needs);
};

export { createRequestsRepository } from './requests.repository';
export { createRequestsService } from './requests.service';
