import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SetupChecklistSchema } from '../../../shared/schemas/setup';
import type { SetupService } from './setup.service';

export const setupRoutes: FastifyPluginAsyncZod<{ setup: SetupService }> = async (app, { setup }) => {
  app.get(
    '/api/setup/checklist',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['setup'],
        summary: "The home's first-run checklist: which steps are done, and whether it was dismissed",
        response: { 200: SetupChecklistSchema },
      },
    },
    () => setup.checklist(),
  );

  app.post(
    '/api/setup/checklist/dismiss',
    {
      config: { access: 'admin' },
      schema: { tags: ['setup'], summary: 'Hide the first-run checklist for every admin' },
    },
    async (_request, reply) => {
      await setup.dismiss();
      return reply.status(204).send();
    },
  );
};
