import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { networkDay } from '../../../shared/domain/network-date';
import {
  AuditActorListSchema,
  AuditCsvQuerySchema,
  AuditListQuerySchema,
  AuditPageSchema,
} from '../../../shared/schemas/audit';
import type { Clock } from '../../platform/clock';
import { sendCsvReport } from '../../platform/http/replies';
import { routesFor } from '../../platform/http/routes';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { perUserRateLimit } from '../../plugins/rate-limit';
import type { AuditService } from './audit.service';
import { auditCsv } from './audit-csv';

/**
 * The audit log, read only and for admins: there is no route that changes or deletes an entry (a
 * PUT, PATCH or DELETE under /api/audit answers 404), and the database refuses it too.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; clock: Clock }> = async (
  app,
  { audit, clock },
) => {
  const route = routesFor(app, 'audit');

  route.get('/api/audit', {
    access: 'admin',
    errors: ['CURSOR_INVALID'],
    summary:
      'Recorded actions, newest first (keyset: ?cursor= the previous nextCursor), by person, kind and São Paulo days from/to (both included)',
    querystring: AuditListQuerySchema,
    response: AuditPageSchema,
    handler: (request) => audit.list(request.query),
  });

  route.get('/api/audit.csv', {
    access: 'admin',
    rateLimit: perUserRateLimit('audit-export', RATE_LIMITS.auditExportPerUser),
    summary:
      'The same entries (same filters) as a CSV file for Excel in Portuguese: semicolons, UTF-8 with BOM, streamed',
    querystring: AuditCsvQuerySchema,
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const period =
        from || to ? `${from ?? 'inicio'}-a-${to ?? networkDay(clock.now())}` : networkDay(clock.now());
      return sendCsvReport(reply, `auditoria-${period}.csv`, auditCsv(audit.all(request.query)));
    },
  });

  route.get('/api/audit/actors', {
    access: 'admin',
    summary: 'Everyone who appears in the log as having acted (the person filter), by name',
    response: AuditActorListSchema,
    handler: () => audit.actors(),
  });
};
