import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, PublicConfigSchema, ReadinessSchema } from '../../../shared/schemas/system';
import type { DatabaseKind } from '../../platform/db/client';
import { routesFor } from '../../platform/http/routes';
import type { AppMetrics } from '../../platform/metrics/metrics';
import { passesWithin } from './checks';

export interface SystemRoutesOptions {
  dbKind: DatabaseKind;
  storageKind: 'local' | 's3';
  brandName: string;
  /** True when SMTP_URL is set: the login card offers 'Esqueci minha senha'. */
  mailEnabled: boolean;
  mailStatus: () => 'off' | 'ok' | 'failing';
  checkDatabase: () => Promise<void>;
  checkStorage: () => Promise<void>;
  isShuttingDown: () => boolean;
  /** True while no administrator exists (a new install). */
  setupRequired: () => Promise<boolean>;
  metrics: Pick<AppMetrics, 'contentType' | 'text'>;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  const route = routesFor(app, 'system');

  route.get('/api/health', {
    access: 'public',
    summary: 'Database (select 1) and storage reachability; 503 when one fails',
    responses: { 200: HealthSchema, 503: HealthSchema },
    handler: async (_request, reply) => {
      const [dbOk, storageOk] = await Promise.all([
        passesWithin(options.checkDatabase),
        passesWithin(options.checkStorage),
      ]);
      const ok = dbOk && storageOk;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        db: { kind: options.dbKind, ok: dbOk },
        storage: { kind: options.storageKind, ok: storageOk },
        mail: options.mailStatus(),
      });
    },
  });

  route.get('/api/ready', {
    access: 'public',
    summary: 'Whether to send traffic here: database reachable and not shutting down',
    responses: { 200: ReadinessSchema, 503: ReadinessSchema },
    handler: async (_request, reply) => {
      const ready = !options.isShuttingDown() && (await passesWithin(options.checkDatabase));
      return reply.status(ready ? 200 : 503).send({ ready });
    },
  });

  // Text, not JSON: no response schema, as for the CSV exports (Fastify sends a string as it is).
  route.get('/api/metrics', {
    access: 'admin-or-local',
    summary:
      'Prometheus metrics (text format 0.0.4): requests by route, event loop, memory, database, sweeps; admins, or this machine without a session',
    handler: async (_request, reply) =>
      reply
        .header('content-type', options.metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await options.metrics.text()),
  });

  route.get('/api/config', {
    access: 'public',
    summary: 'Public configuration the web app needs before sign-in',
    response: PublicConfigSchema,
    handler: async () => ({
      brandName: options.brandName,
      mailEnabled: options.mailEnabled,
      setupRequired: await options.setupRequired(),
    }),
  });
};
