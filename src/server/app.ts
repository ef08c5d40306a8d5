import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installPortugueseZodMessages } from '../shared/schemas/zod-pt-br';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase, ping } from './db/client';
import { seedDatabase } from './db/seed';
import { AppError } from './errors';
import { systemRoutes } from './modules/system/system.routes';
import type { Access } from './plugins/access';
import { errorHandlerPlugin } from './plugins/error-handler';
import { createStorage } from './storage/create-storage';
import type { StorageDriver } from './storage/storage';

installPortugueseZodMessages();

export interface AppDependencies {
  /** An open, migrated database; when absent the app opens (and later closes) its own. */
  database?: DatabaseHandle;
  storage?: StorageDriver;
  /** Pino logger options; `false` silences logs (tests). */
  logger?: boolean | { level: string };
}

/** Builds the whole HTTP application without listening, so tests can drive it with `inject`. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  const ownsDatabase = !deps.database;
  const database = deps.database ?? (await openOwnDatabase(config));
  const storage = deps.storage ?? createStorage(config);
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    const access: Access | undefined = route.config?.access;
    const isFrameworkRoute = route.url.startsWith('/api/docs') || !route.url.startsWith('/api/');
    if (!access && !isFrameworkRoute) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access).`);
    }
  });

  await app.register(errorHandlerPlugin);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
          'https://drive.google.com',
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    // Images and media may come from the video services' thumbnail hosts.
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Banco de Imagens API', version: '1.0.0', description: 'API do Banco de Imagens' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'bdi_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(systemRoutes, {
    dbKind: database.kind,
    storageKind: storage.kind,
    brandName: config.brandName,
    checkDatabase: () => ping(database.db),
  });

  await registerWebApp(app, config.webDir);
  return app;
}

async function openOwnDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  await handle.migrate();
  await seedDatabase(handle.db);
  return handle;
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

/** Serves the built SPA: hashed assets cached for a year, index.html for every client route. */
async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  const hasWebApp = Boolean(webDir && indexFile && fs.existsSync(indexFile));
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (hasWebApp && isPage) return sendIndex(reply);
    throw new AppError('ROUTE_NOT_FOUND', { details: { path: request.url.split('?')[0] } });
  });
  if (!hasWebApp || !webDir) return;

  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    sendIndex(reply),
  );
}
