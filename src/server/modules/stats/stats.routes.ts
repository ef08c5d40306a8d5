import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssetIdParamsSchema } from '../../../shared/schemas/asset';
import {
  AssetDownloadsSchema,
  StatsQuerySchema,
  StatsSchema,
  UnitStatsQuerySchema,
  UnitStatsSchema,
} from '../../../shared/schemas/stats';
import { sendCsvReport } from '../../platform/http/replies';
import { routesFor } from '../../platform/http/routes';
import type { StatsService } from './stats.service';
import { unitStatsCsv } from './unit-stats-csv';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  const route = routesFor(app, 'stats');

  route.get('/api/stats', {
    access: 'admin',
    summary: 'Cards, counts per type, top lists, views and downloads per day, searches without results',
    querystring: StatsQuerySchema,
    response: StatsSchema,
    handler: (request) => stats.get(request.query.days),
  });

  route.get('/api/stats/units', {
    access: 'admin',
    summary:
      'Per unit: downloads between two days (São Paulo, both included; default the last 30), last activity, most downloaded pieces, idle flag',
    querystring: UnitStatsQuerySchema,
    response: UnitStatsSchema,
    handler: (request) => stats.units(request.query),
  });

  route.get('/api/stats/units/export', {
    access: 'admin',
    summary: 'The same report as a CSV file (semicolons, UTF-8 with BOM, for Excel in Portuguese)',
    querystring: UnitStatsQuerySchema,
    handler: async (request, reply) => {
      const report = await stats.units(request.query);
      return sendCsvReport(reply, `unidades-${report.from}-a-${report.to}.csv`, unitStatsCsv(report));
    },
  });

  route.get('/api/assets/:id/downloads', {
    access: 'admin',
    errors: ['ASSET_NOT_FOUND'],
    summary:
      'Who downloaded an asset: the latest 50 downloads (user, unit, format, stamp) and a count per unit',
    params: AssetIdParamsSchema,
    response: AssetDownloadsSchema,
    handler: (request) => stats.assetDownloads(request.params.id),
  });
};
