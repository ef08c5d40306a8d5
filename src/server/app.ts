import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
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
import { LIMITS } from '../shared/constants';
import { EXTERNAL_THUMBNAIL_HOSTS } from '../shared/domain/external-link';
import { installPortugueseZodMessages } from '../shared/schemas/zod-pt-br';
import { type Config, fastifyTrustProxy } from './config';
import { type DatabaseHandle, openDatabase, ping } from './db/client';
import { seedDatabase } from './db/seed';
import { AppError } from './errors';
import { createMailer, createSmtpTransport, type Mailer } from './mail/mailer';
import { createAlbumsRepository } from './modules/albums/albums.repository';
import { albumsRoutes } from './modules/albums/albums.routes';
import { createAlbumsService } from './modules/albums/albums.service';
import { createAssetsRepository } from './modules/assets/assets.repository';
import { assetsRoutes } from './modules/assets/assets.routes';
import { type AssetsService, createAssetsService } from './modules/assets/assets.service';
import { createIngestService } from './modules/assets/ingest.service';
import { authRoutes } from './modules/auth/auth.routes';
import { type AuthService, createAuthService } from './modules/auth/auth.service';
import { createFirstAdminSetup } from './modules/auth/first-admin';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createDownloadsRepository } from './modules/downloads/downloads.repository';
import { downloadsRoutes } from './modules/downloads/downloads.routes';
import { createDownloadsService } from './modules/downloads/downloads.service';
import { createEventBus } from './modules/events/event-bus';
import { eventsRoutes } from './modules/events/events.routes';
import { createLimiterService } from './modules/limiter/limiter.service';
import { createRateLimitsRepository } from './modules/limiter/rate-limits.repository';
import { createSearchRepository } from './modules/search/search.repository';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { createStatsRepository } from './modules/stats/stats.repository';
import { statsRoutes } from './modules/stats/stats.routes';
import { createStatsService } from './modules/stats/stats.service';
import { systemRoutes } from './modules/system/system.routes';
import { createCategoriesRepository } from './modules/taxonomy/categories.repository';
import { createTagsRepository } from './modules/taxonomy/tags.repository';
import { taxonomyRoutes } from './modules/taxonomy/taxonomy.routes';
import { createTaxonomyService } from './modules/taxonomy/taxonomy.service';
import { createUnitsRepository } from './modules/units/units.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import type { Access, RouteEntry } from './plugins/access';
import { authPlugin } from './plugins/auth';
import { installDrain, type Lifecycle } from './plugins/drain';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { rateLimitPlugin } from './plugins/rate-limit';
import { sameOriginPlugin } from './plugins/same-origin';
import { createStorage } from './storage/create-storage';
import type { StorageDriver } from './storage/storage';

installPortugueseZodMessages();

export interface AppDependencies {
  /** An open, migrated database; when absent the app opens (and later closes) its own. */
  database?: DatabaseHandle;
  storage?: StorageDriver;
  /** The e-mail sender; when absent one is made from SMTP_URL (off without it). */
  mailer?: Mailer;
  /** Pino logger options; `false` silences logs (tests). */
  logger?: boolean | { level: string };
}

/** Builds the whole HTTP application without listening, so tests can drive it with `inject`. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // Idle keep-alive connections must not hold a shutdown; see plugins/drain.ts for the rest.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  const ownsDatabase = !deps.database;
  const database = deps.database ?? (await openOwnDatabase(config));
  const storage = deps.storage ?? createStorage(config);
  const mailer =
    deps.mailer ??
    createMailer({
      transport: createSmtpTransport(config.smtpUrl),
      from: config.mailFrom,
      log: app.log,
    });
  if (!mailer.enabled) app.log.info('SMTP_URL is not set: e-mail is off (no password reset by e-mail)');
  app.decorate('mailer', mailer);
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    if (!deps.mailer) await mailer.close();
    if (ownsDatabase) await database.close();
  });

  const lifecycle: Lifecycle = { shuttingDown: false };
  installDrain(app, lifecycle);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  enforceAccessRules(app);

  await app.register(errorHandlerPlugin);
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

  await app.register(swagger, {
    openapi: {
      info: { title: 'Banco de Imagens API', version: '1.0.0', description: 'API do Banco de Imagens' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'bdi_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const services = createServices(database, storage, mailer, config);
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { auth: services.auth });
  await app.register(rateLimitPlugin, { limiter: services.limiter });
  await app.register(authRoutes, {
    auth: services.auth,
    users: services.users,
    passwordReset: services.passwordReset,
  });
  await app.register(usersRoutes, { users: services.users, passwordReset: services.passwordReset });
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(taxonomyRoutes, { taxonomy: services.taxonomy });
  await app.register(assetsRoutes, { assets: services.assets, ingest: services.ingest });
  await app.register(searchRoutes, { search: services.search });
  await app.register(downloadsRoutes, { downloads: services.downloads });
  await app.register(albumsRoutes, { albums: services.albums });
  await app.register(statsRoutes, { stats: services.stats });
  await app.register(eventsRoutes, { bus: services.bus });
  const disconnectBus = await services.bus.connect(database);
  app.addHook('onClose', disconnectBus);
  await app.register(systemRoutes, {
    dbKind: database.kind,
    storageKind: storage.kind,
    brandName: config.brandName,
    mailEnabled: mailer.enabled,
    mailStatus: () => mailer.status(),
    checkDatabase: () => ping(database.db),
    // A missing object is an answer; only an error (unreachable, no permission) is a failure.
    checkStorage: async () => {
      await storage.stat('health/probe');
    },
    isShuttingDown: () => lifecycle.shuttingDown,
  });

  await announceFirstAdminSetup(app, services.auth, config);
  if (ownsDatabase) await cleanUpAfterCrash(app, services.assets, database, config);
  await registerWebApp(app, config.webDir);
  return app;
}

/**
 * Content-Security-Policy and friends. HTTPS-only directives (upgrade-insecure-requests, HSTS) are
 * sent only when PUBLIC_URL is https: on a plain-HTTP LAN address they would send the browser to
 * an https:// that does not exist and leave a blank page.
 */
function securityHeaders(config: Config) {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...EXTERNAL_THUMBNAIL_HOSTS],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
          'https://drive.google.com',
        ],
        fontSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // pdf.js runs its parser in a worker built from our own origin.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrcAttr: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60 } : false,
    // Browsers ignore (and complain about) COOP on an untrustworthy origin such as http on a LAN.
    crossOriginOpenerPolicy: https ? { policy: 'same-origin' as const } : false,
    // Thumbnails of the video services are cross-origin images without CORP headers.
    crossOriginEmbedderPolicy: false,
  } as const;
}

/**
 * Records every route with its access rule and refuses, at registration, an API route that declares
 * none: a route cannot be added without deciding who may call it.
 */
export function enforceAccessRules(app: FastifyInstance): void {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const access: Access | undefined = route.config?.access;
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, access, schema: route.schema });
    const isFrameworkRoute = route.url.startsWith('/api/docs') || !route.url.startsWith('/api/');
    if (!access && !isFrameworkRoute) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access).`);
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one-time first-admin link printed at start; null once an admin exists. */
    setupLink: string | null;
    /** E-mail sender; `mailer.status()` is 'off' | 'ok' | 'failing' for /api/health. */
    mailer: Mailer;
    /** The open database (the server's control socket dumps it for `npm run backup`). */
    database: DatabaseHandle;
  }
}

/**
 * DESIGN.md section 6: with no admin yet, print a one-time link that makes its user the first admin
 * from any machine (the server's own machine does not need it). Kept on the instance for tests.
 */
async function announceFirstAdminSetup(app: FastifyInstance, auth: AuthService, config: Config) {
  const token = await auth.issueSetupToken();
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const link = token ? `${base}/auth?tab=cadastrar&setup=${token}` : null;
  app.decorate('setupLink', link);
  if (link) {
    app.log.warn(
      { setupLink: link },
      `No administrator yet. Create the first admin account from this machine, or open this one-time link: ${link}`,
    );
  }
}

/**
 * What a crash can leave behind: half-received uploads in the staging folder, and stored files whose
 * row was never committed. With PGlite this process is the only one (DATA_DIR lock), so every
 * unreferenced file is an orphan; with PostgreSQL other processes may be mid-upload, so only files
 * older than an hour are swept.
 */
async function cleanUpAfterCrash(
  app: FastifyInstance,
  assets: AssetsService,
  database: DatabaseHandle,
  config: Config,
) {
  await fs.promises.rm(path.join(config.dataDir, 'tmp', 'uploads'), { recursive: true, force: true });
  const olderThan = database.kind === 'postgres' ? new Date(Date.now() - 60 * 60 * 1000) : undefined;
  const removed = await assets.sweepOrphans(olderThan);
  if (removed > 0) app.log.warn({ removed }, 'removed stored files that no row points at');
}

/** Repositories and services, each given only what it names (STYLE.md). */
function createServices(database: DatabaseHandle, storage: StorageDriver, mailer: Mailer, config: Config) {
  const usersRepository = createUsersRepository(database.db);
  const sessionsRepository = createSessionsRepository(database.db);
  const bus = createEventBus();
  const limiter = createLimiterService({ rateLimits: createRateLimitsRepository(database.db) });
  const settings = createSettingsService({ settings: createSettingsRepository(database.db), storage, bus });
  const auth = createAuthService({
    users: usersRepository,
    sessions: sessionsRepository,
    settings,
    limiter,
    firstAdmin: createFirstAdminSetup({ users: usersRepository, settings }),
    sessionDays: config.sessionDays,
  });
  const users = createUsersService({ users: usersRepository, sessions: sessionsRepository, storage });
  const passwordReset = createPasswordResetService({
    users: usersRepository,
    resets: createPasswordResetRepository(database.db),
    limiter,
    mailer,
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    brandName: config.brandName,
  });
  const taxonomy = createTaxonomyService({
    categories: createCategoriesRepository(database.db),
    tags: createTagsRepository(database.db),
  });
  const assetsRepository = createAssetsRepository(database.db);
  const unitsRepository = createUnitsRepository(database.db);
  const franchisorUnitId = () => unitsRepository.franchisorId();
  const assets = createAssetsService({ assets: assetsRepository, storage, taxonomy, franchisorUnitId });
  const ingest = createIngestService({
    assets: assetsRepository,
    storage,
    taxonomy,
    franchisorUnitId,
    stagingDir: path.join(config.dataDir, 'tmp', 'uploads'),
  });
  const search = createSearchService({
    search: createSearchRepository(database.db),
    assets: assetsRepository,
  });
  const downloads = createDownloadsService({
    assets: assetsRepository,
    downloads: createDownloadsRepository(database.db),
    storage,
  });
  const albums = createAlbumsService({
    albums: createAlbumsRepository(database.db),
    assets: assetsRepository,
    downloads,
  });
  const stats = createStatsService({ stats: createStatsRepository(database.db), assets: assetsRepository });
  return {
    auth,
    users,
    passwordReset,
    settings,
    taxonomy,
    assets,
    ingest,
    search,
    downloads,
    albums,
    stats,
    bus,
    limiter,
  };
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
