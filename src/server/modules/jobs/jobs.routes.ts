import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobListQuerySchema, JobListSchema } from '../../../shared/schemas/asset-text';
import { routesFor } from '../../platform/http/routes';
import type { JobsService } from './jobs.service';

/** The queue's jobs, read only and for admins. */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  const route = routesFor(app, 'jobs');

  route.get('/api/jobs', {
    access: 'admin',
    summary: 'Background jobs newest first (by kind and status), with how many there are in each status',
    querystring: JobListQuerySchema,
    response: JobListSchema,
    handler: (request) => jobs.list(request.query),
  });
};
