import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobListQuerySchema, JobListSchema } from '../../../shared/schemas/asset-text';
import { JobDetailSchema } from '../../../shared/schemas/template';
import { z } from '../../../shared/schemas/z';
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

  route.get('/api/jobs/:id', {
    access: 'admin',
    errors: ['JOB_NOT_FOUND'],
    summary: "One job: its status, progress (0–1) and what it made (a pieces batch's ZIPs and skipped units)",
    params: z.object({ id: z.string().regex(/^\d{1,15}$/) }),
    response: JobDetailSchema,
    handler: (request) => jobs.detail(Number(request.params.id)),
  });
};
