import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseKind } from '../../db/client';

export interface SystemRoutesOptions {
  dbKind: DatabaseKind;
  storageKind: 'local' | 's3';
  brandName: string;
  checkDatabase: () => Promise<void>;
}

const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
});

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Health, after a real database query',
        response: { 200: HealthSchema },
      },
    },
    async () => {
      await options.checkDatabase();
      return { status: 'ok' as const, db: options.dbKind, storage: options.storageKind };
    },
  );

  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Public configuration the web app needs before sign-in',
        response: { 200: z.object({ brandName: z.string() }) },
      },
    },
    async () => ({ brandName: options.brandName }),
  );
};
