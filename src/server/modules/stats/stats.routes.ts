import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StatsQuerySchema, StatsSchema } from '../../../shared/schemas/stats';
import type { StatsService } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  app.get(
    '/api/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stats'],
        summary: 'Cards, counts per type, top lists, views and downloads per day, searches without results',
        querystring: StatsQuerySchema,
        response: { 200: StatsSchema },
      },
    },
    (request) => stats.get(request.query.days),
  );
};
