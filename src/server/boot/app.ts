import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { fastifyRequestContext } from '@fastify/request-context';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../../shared/constants';
import { installPortugueseZodMessages } from '../../shared/schemas/zod-pt-br';
import type { AssetTextService } from '../modules/asset-text';
import type { NotificationsService } from '../modules/notifications';
import { rememberAuditActor } from '../platform/audit/audit-log';
import { type Clock, systemClock } from '../platform/clock';
import { type Config, fastifyTrustProxy } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/client';
import { transformWithErrorCodes } from '../platform/http/error-codes';
import { keptAnswerSerializer } from '../platform/http/kept-answer-serializer';
import { serializeRequest } from '../platform/http/log-redaction';
import { createQueue, type Queue } from '../platform/jobs/queue';
import { createScheduler, type Scheduler } from '../platform/jobs/scheduler';
import { createMailer, createSmtpTransport, type Mailer } from '../platform/mail/mailer';
import { createMetrics } from '../platform/metrics/metrics';
import { createStorage } from '../platform/storage/create-storage';
import type { StorageDriver } from '../platform/storage/storage';
import { enforceAccessRules } from '../plugins/access';
import { authPlugin } from '../plugins/auth';
import { installDrain, type Lifecycle } from '../plugins/drain';
import { errorHandlerPlugin, frameworkErrors } from '../plugins/error-handler';
import { rateLimitPlugin } from '../plugins/rate-limit';
import { sameOriginPlugin } from '../plugins/same-origin';
import { utf8JsonPlugin } from '../plugins/utf8-json';
import { registerModules } from './modules';
import { securityHeaders } from './security-headers';
import { createServices } from './services';
import { announceFirstAdminSetup, cleanUpAfterCrash, openOwnDatabase } from './startup';
import { registerWebApp } from './web-app';

installPortugueseZodMessages();

export interface AppDependencies {
  /** An open, migrated database; when absent the app opens (and later closes) its own. */
  database?: DatabaseHandle;
  /**
   * The app's own database, already opening (main starts it before loading the app's code, so the
   * two overlap); the app migrates, seeds and later closes it as one it opened itself.
   */
  opening?: Promise<DatabaseHandle>;
  storage?: StorageDriver;
  /** The e-mail sender; when absent one is made from SMTP_URL (off without it). */
  mailer?: Mailer;
  /** What time it is (validity, consents, campaigns); the system clock when absent. Tests set it. */
  clock?: Clock;
  /**
   * Background jobs claimed on their own (the queue's polling, the sweeps' turns); default true.
   * Tests pass false and run them when they mean to: `app.scheduler.runNow(name)`,
   * `app.queue.runUntilIdle()`.
   */
  jobs?: boolean;
  /** Pino logger options; `false` silences logs (tests); a `stream` captures them (tests). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** The logger's options: request URLs always go through the redacting serializer (issue 36). */
function loggerOptions(logger: AppDependencies['logger'], level: string) {
  if (logger === false) return false;
  const options = typeof logger === 'object' ? logger : { level };
  return { ...options, serializers: { req: serializeRequest } };
}

/** Builds the whole HTTP application without listening, so tests can drive it with `inject`. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.logger, config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // Idle keep-alive connections must not hold a shutdown; see plugins/drain.ts for the rest.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  const ownsDatabase = !deps.database;
  const database = deps.database ?? (await openOwnDatabase(config, deps.opening));
  const storage = deps.storage ?? (await createStorage(config));
  const mailer =
    deps.mailer ??
    createMailer({
      transport: createSmtpTransport(config.smtpUrl),
      from: config.mailFrom,
      log: app.log,
    });
  if (!mailer.enabled) app.log.info('SMTP_URL is not set: e-mail is off (no password reset by e-mail)');
  app.decorate('mailer', mailer);
  app.decorate('httpsSite', config.publicUrl?.startsWith('https:') ?? false);
  app.decorate('database', database);
  /** Run before the database closes (writes still waiting in memory). */
  const beforeDatabaseCloses: Array<() => Promise<void>> = [];
  app.addHook('onClose', async () => {
    for (const run of beforeDatabaseCloses)
      await run().catch((error) => app.log.error({ err: error }, 'on close'));
    if (!deps.mailer) await mailer.close();
    if (ownsDatabase) await database.close();
  });

  const lifecycle: Lifecycle = { shuttingDown: false };
  installDrain(app, lifecycle);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(keptAnswerSerializer);
  enforceAccessRules(app);

  await app.register(errorHandlerPlugin);
  await app.register(utf8JsonPlugin);
  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.uploadMaxFileBytes,
      files: LIMITS.uploadMaxFiles,
      fields: 50,
      fieldSize: 1024 * 1024,
    },
  });
  await app.register(helmet, securityHeaders(config));
  // API answers (JSON, text) compressed when the browser accepts it: a gallery page of 48 assets is
  // ~40 KB of JSON. Brotli at a fast level (the highest is for build time); never event streams
  // (they must flush as they go) nor files, which are compressed already or sent by byte ranges.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/(json|problem\+json)|text\/(plain|html|css|csv))(;|$)/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Banco de Imagens API', version: '1.0.0', description: 'API do Banco de Imagens' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'bdi_session' } } },
    },
    transform: transformWithErrorCodes,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // The durable job queue (issue 39): the services queue work on it, the modules handle its kinds.
  const queue = createQueue({ database, log: app.log, timers: deps.jobs ?? true });
  const services = createServices(
    { database, storage, mailer, queue },
    config,
    app.log,
    deps.clock ?? systemClock,
  );
  beforeDatabaseCloses.push(() => services.search.flushLogs());
  beforeDatabaseCloses.push(() => services.metadataStripper.end());
  // The sweeps (turns of the queue) the modules register; the queue and they stopped (runs in
  // progress awaited, the queue's first: it runs the sweeps' turns) before the database closes.
  const scheduler = createScheduler({ log: app.log, queue, timers: deps.jobs ?? true });
  app.decorate('queue', queue);
  app.decorate('scheduler', scheduler);
  app.decorate('notifications', services.notifications);
  app.decorate('assetText', services.assetText);
  beforeDatabaseCloses.unshift(() => scheduler.stop());
  beforeDatabaseCloses.unshift(() => queue.stop());
  // Every answered request timed by its route's pattern (a root hook: it covers every plugin's routes).
  const metrics = createMetrics({ database, jobs: { stats: () => scheduler.allStats() } });
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl });
  // The audit log's actor (issue 17): the signed-in user, kept for the request's whole async life.
  await app.register(fastifyRequestContext);
  await app.register(authPlugin, { auth: services.auth });
  app.addHook('onRequest', async (request) => rememberAuditActor(request));
  await app.register(rateLimitPlugin, { limiter: services.limiter });
  await registerModules(app, services, {
    database,
    storage,
    mailer,
    config,
    queue,
    scheduler,
    metrics,
    isShuttingDown: () => lifecycle.shuttingDown,
  });

  await announceFirstAdminSetup(app, services.auth, config);
  if (ownsDatabase) await cleanUpAfterCrash(app, services.assets, database, config);
  await registerWebApp(app, config.webDir, config.firstPageWaitMs);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one-time first-admin link printed at start; null once an admin exists. */
    setupLink: string | null;
    /** E-mail sender; `mailer.status()` is 'off' | 'ok' | 'failing' for /api/health. */
    mailer: Mailer;
    /** The open database (the server's control socket dumps it for `npm run backup`). */
    database: DatabaseHandle;
    /** Periodic jobs (issue 16's sweeps); tests call `scheduler.runNow(name)`. */
    scheduler: Scheduler;
    /** The durable job queue (issue 39); tests call `queue.runUntilIdle()`. */
    queue: Queue;
    /** The notification centre's service, for callers outside a request (tests, scripts). */
    notifications: NotificationsService;
    /** The words inside the files (issue 39), for `npm run text:reindex` through the control socket. */
    assetText: AssetTextService;
  }
}
