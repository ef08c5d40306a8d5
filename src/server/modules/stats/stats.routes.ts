import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssetIdParamsSchema } from '../../../shared/schemas/asset';
import {
  AssetDownloadsSchema,
  StatsQuerySchema,
  StatsSchema,
  UnitStatsQuerySchema,
  UnitStatsSchema,
} from '../../../shared/schemas/stats';
import { attachmentDisposition } from '../../platform/http/disposition';
import type { StatsService } from './stats.service';
import { unitStatsCsv } from './unit-stats-csv';

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
  app.get(
    '/api/stats/units',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stats'],
        summary:
          'Per unit: downloads between two days (São Paulo, both included; default the last 30), last activity, most downloaded pieces, idle flag',
        querystring: UnitStatsQuerySchema,
        response: { 200: UnitStatsSchema },
      },
    },
    (request) => stats.units(request.query),
  );

  app.get(
    '/api/stats/units/export',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stats'],
        summary: 'The same report as a CSV file (semicolons, UTF-8 with BOM, for Excel in Portuguese)',
        querystring: UnitStatsQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await stats.units(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`unidades-${report.from}-a-${report.to}.csv`))
        .header('cache-control', 'no-store')
        .send(unitStatsCsv(report));
    },
  );

  app.get(
    '/api/assets/:id/downloads',
    {
      config: { access: 'admin', errors: ['ASSET_NOT_FOUND'] },
      schema: {
        tags: ['stats'],
        summary:
          'Who downloaded an asset: the latest 50 downloads (user, unit, format, stamp) and a count per unit',
        params: AssetIdParamsSchema,
        response: { 200: AssetDownloadsSchema },
      },
    },
    (request) => stats.assetDownloads(request.params.id),
  );
};
