import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, PublicConfigSchema, ReadinessSchema } from '../../../shared/schemas/system';
import type { DatabaseKind } from '../../platform/db/client';
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
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Database (select 1) and storage reachability; 503 when one fails',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
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
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Whether to send traffic here: database reachable and not shutting down',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const ready = !options.isShuttingDown() && (await passesWithin(options.checkDatabase));
      return reply.status(ready ? 200 : 503).send({ ready });
    },
  );

  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Public configuration the web app needs before sign-in',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => ({
      brandName: options.brandName,
      mailEnabled: options.mailEnabled,
      setupRequired: await options.setupRequired(),
    }),
  );
};
