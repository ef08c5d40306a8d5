import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { networkDay } from '../../../shared/domain/network-date';
import {
  AuditActorListSchema,
  AuditCsvQuerySchema,
  AuditListQuerySchema,
  AuditPageSchema,
} from '../../../shared/schemas/audit';
import type { Clock } from '../../platform/clock';
import { attachmentDisposition } from '../../platform/http/disposition';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { perUserRateLimit } from '../../plugins/rate-limit';
import type { AuditService } from './audit.service';
import { auditCsv } from './audit-csv';

const tags = ['audit'];

/**
 * The audit log, read only and for admins: there is no route that changes or deletes an entry (a
 * PUT, PATCH or DELETE under /api/audit answers 404), and the database refuses it too.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; clock: Clock }> = async (
  app,
  { audit, clock },
) => {
  app.get(
    '/api/audit',
    {
      config: { access: 'admin', errors: ['CURSOR_INVALID'] },
      schema: {
        tags,
        summary:
          'Recorded actions, newest first (keyset: ?cursor= the previous nextCursor), by person, kind and São Paulo days from/to (both included)',
        querystring: AuditListQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    (request) => audit.list(request.query),
  );

  app.get(
    '/api/audit.csv',
    {
      config: {
        access: 'admin',
        rateLimit: perUserRateLimit('audit-export', RATE_LIMITS.auditExportPerUser),
      },
      schema: {
        tags,
        summary:
          'The same entries (same filters) as a CSV file for Excel in Portuguese: semicolons, UTF-8 with BOM, streamed',
        querystring: AuditCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const period =
        from || to ? `${from ?? 'inicio'}-a-${to ?? networkDay(clock.now())}` : networkDay(clock.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`auditoria-${period}.csv`))
        .header('cache-control', 'no-store')
        .send(auditCsv(audit.all(request.query)));
    },
  );

  app.get(
    '/api/audit/actors',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Everyone who appears in the log as having acted (the person filter), by name',
        response: { 200: AuditActorListSchema },
      },
    },
    () => audit.actors(),
  );
};
