import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SetupChecklistSchema } from '../../../shared/schemas/setup';
import { routesFor } from '../../platform/http/routes';
import type { SetupService } from './setup.service';

export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService }> = async (app, { setup }) => {
  const route = routesFor(app, 'setup');

  route.get('/api/setup/checklist', {
    access: 'admin',
    summary: "The home's first-run checklist: which steps are done, and whether it was dismissed",
    response: SetupChecklistSchema,
    handler: () => setup.checklist(),
  });

  route.post('/api/setup/checklist/dismiss', {
    access: 'admin',
    summary: 'Hide the first-run checklist for every admin',
    status: 204,
    handler: () => setup.dismiss(),
  });
};
