import path from 'node:path';
import { createMetadataStripper, readTextApart } from '../media';
import { createAlbumsRepository, createAlbumsService } from '../modules/albums';
import { createAssetReader, createContentWarnings } from '../modules/asset-read';
import { createAssetTextRepository, createAssetTextService, textReadsOn } from '../modules/asset-text';
import { createAssetsRepository, createAssetsService, createIngestService } from '../modules/assets';
import { createAuditRepository, createAuditService } from '../modules/audit';
import {
  createAuthService,
  createFirstAdminSetup,
  createPasswordResetRepository,
  createPasswordResetService,
  createSessionsRepository,
  type SessionWithUser,
} from '../modules/auth';
import { createCampaignsRepository, createCampaignsService } from '../modules/campaigns';
import { createConsentsRepository, createConsentsService } from '../modules/consents';
import {
  createCleanOriginals,
  createDownloadsRepository,
  createDownloadsService,
} from '../modules/downloads';
import { createInvitationsRepository, createInvitationsService } from '../modules/invitations';
import { createNotificationsRepository, createNotificationsService } from '../modules/notifications';
import { createRequestsRepository, createRequestsService } from '../modules/requests';
import { createCachedSearchService, createSearchRepository, createTextChanges } from '../modules/search';
import { createSettingsRepository, createSettingsService } from '../modules/settings';
import {
  createSharedMaterialService,
  createShareLinksRepository,
  createShareLinksService,
} from '../modules/share-links';
import { createStatsRepository, createStatsService } from '../modules/stats';
import { createCategoriesRepository, createTagsRepository, createTaxonomyService } from '../modules/taxonomy';
import {
  createPieceStore,
  createPiecesBatch,
  createTemplatesRepository,
  createTemplatesService,
} from '../modules/templates';
import { createUnitsRepository, createUnitsService } from '../modules/units';
import {
  createMyDataRepository,
  createMyDataService,
  createUsersRepository,
  createUsersService,
} from '../modules/users';
import { type Clock, systemClock } from '../platform/clock';
import { type Config, siteUrl } from '../platform/config';
import type { DatabaseHandle } from '../platform/db/client';
import { createEventBus } from '../platform/events/event-bus';
import type { Queue } from '../platform/jobs/queue';
import { createLimiterService } from '../platform/limiter/limiter.service';
import { createRateLimitsRepository } from '../platform/limiter/rate-limits.repository';
import type { Mailer } from '../platform/mail/mailer';
import { createEmailNotifications } from '../platform/mail/notifications';
import { createSignedInCache } from '../platform/security/signed-in-cache';
import type { StorageDriver } from '../platform/storage/storage';

/** The platform's pieces the services are made from. */
interface PlatformParts {
  database: DatabaseHandle;
  storage: StorageDriver;
  mailer: Mailer;
  queue: Queue;
}

/** Repositories and services, each given only what it names (STYLE.md). */
export function createServices(
  { database, storage, mailer, queue }: PlatformParts,
  config: Config,
  log?: { error(object: unknown, message: string): void },
  clock: Clock = systemClock,
) {
  const signedIn = createSignedInCache<SessionWithUser>();
  const usersRepository = createUsersRepository(database.db, signedIn);
  const sessionsRepository = createSessionsRepository(database.db, signedIn);
  const bus = createEventBus();
  const limiter = createLimiterService({ rateLimits: createRateLimitsRepository(database.db) });
  const settings = createSettingsService({ settings: createSettingsRepository(database.db), storage, bus });
  const unitsRepository = createUnitsRepository(database.db, signedIn);
  const units = createUnitsService({
    units: unitsRepository,
    storage,
    isPublicSignupOpen: () => settings.isPublicSignupOpen(),
  });
  const auth = createAuthService({
    users: usersRepository,
    sessions: sessionsRepository,
    settings,
    limiter,
    units,
    firstAdmin: createFirstAdminSetup({ users: usersRepository, settings }),
    // Every admin is told of a sign-up waiting for approval (in the app and by e-mail).
    onPendingSignUp: async (user) => {
      await notifications.notify({
        to: { roles: ['admin'] },
        kind: 'account-pending',
        subjectId: user.id,
        params: { name: user.name },
        link: '/users?situacao=pendentes',
      });
    },
    sessionDays: config.sessionDays,
  });
  const users = createUsersService({ users: usersRepository, sessions: sessionsRepository, storage, units });
  // E-mail copies of notifications (consent revoked or expired); see mail/notifications.ts.
  const emailNotifications = createEmailNotifications({
    mailer,
    brandName: config.brandName,
    baseUrl: siteUrl(config),
  });
  // The in-app notification centre; other features call notifications.notify after committing.
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository(database.db),
    bus,
    emailNotifications,
    clock,
  });
  const passwordReset = createPasswordResetService({
    users: usersRepository,
    resets: createPasswordResetRepository(database.db, signedIn),
    limiter,
    mailer,
    baseUrl: siteUrl(config),
    brandName: config.brandName,
  });
  const invitations = createInvitationsService({
    invitations: createInvitationsRepository(database.db),
    units,
    mailer,
    baseUrl: siteUrl(config),
    brandName: config.brandName,
    now: () => clock.now(),
  });
  const taxonomy = createTaxonomyService({
    categories: createCategoriesRepository(database.db),
    tags: createTagsRepository(database.db),
  });
  // Every module reads assets through the one reader (asset-read); the assets module writes them.
  const assetReader = createAssetReader(database.db);
  const assetsRepository = createAssetsRepository(database.db, assetReader);
  const franchisorUnitId = () => unitsRepository.franchisorId();
  const assets = createAssetsService({ assets: assetsRepository, storage, taxonomy, franchisorUnitId });
  const contentWarnings = createContentWarnings({
    forbiddenExpressions: () => settings.forbiddenExpressions(),
  });
  // The words inside the files (issue 39): each stored file queued to be read in the background.
  const assetText = createAssetTextService({
    texts: createAssetTextRepository(database.db),
    assets: assetReader,
    storage,
    read: readTextApart,
    enqueue: textReadsOn(queue),
    tempDir: path.join(config.dataDir, 'tmp', 'text'),
    onError: (error) => log?.error({ err: error }, 'text reading: writing the words into search failed'),
  });
  const ingest = createIngestService({
    assets: assetsRepository,
    storage,
    taxonomy,
    franchisorUnitId,
    stagingDir: path.join(config.dataDir, 'tmp', 'uploads'),
    // A file stored is never lost for want of its words: a failure to queue them is logged, and
    // `npm run text:reindex` queues what was missed.
    filesStored: (ids, replaced) =>
      assetText
        .queue(ids, { replaced })
        .catch((error) => log?.error({ err: error, ids }, 'text reading: queueing failed')),
  });
  const search = createCachedSearchService({
    search: createSearchRepository(database.db),
    textChanges: createTextChanges(database.db),
    assets: assetReader,
    // PGlite runs one query at a time: three searches keep its thread busy (a query runs while the
    // others' answers are built), and more only queue there, ahead of health checks and thumbnails
    // (under the bench's load 4 slots made no more searches and slowed the health probe, 2 made fewer
    // at worst: docs/performance.md). PostgreSQL's pool holds ten
    // connections (4, 10 or 16 slots made no difference there).
    concurrency: database.kind === 'pglite' ? 3 : 10,
    answerBytes: config.searchCacheMb * 1024 * 1024,
    onBackgroundError: (error, what) =>
      log?.error({ err: error }, `search: ${what} failed in the background`),
  });
  // One ExifTool process for the app, started on the first image to clean (media/metadata.ts).
  const metadataStripper = createMetadataStripper();
  const cleanOriginals = createCleanOriginals({ storage, stripper: metadataStripper });
  const downloads = createDownloadsService({
    assets: assetReader,
    downloads: createDownloadsRepository(database.db),
    storage,
    cleanOriginals,
  });
  const albums = createAlbumsService({
    albums: createAlbumsRepository(database.db),
    assets: assetReader,
    downloads,
  });
  const campaigns = createCampaignsService({
    campaigns: createCampaignsRepository(database.db),
    assets: assetReader,
    downloads,
    notifications,
    clock,
    log,
  });
  const consents = createConsentsService({
    consents: createConsentsRepository(database.db),
    storage,
    notifications,
    clock,
    log,
  });
  const requests = createRequestsService({
    requests: createRequestsRepository(database.db),
    storage,
    notifications,
    clock,
    log,
  });
  const shareLinksRepository = createShareLinksRepository(database.db);
  const shareLinks = createShareLinksService({ links: shareLinksRepository, clock });
  const sharedMaterial = createSharedMaterialService({
    links: shareLinksRepository,
    storage,
    cleanOriginals,
    limiter,
    clock,
    brandName: config.brandName,
  });
  // Personalized pieces (issue 40): templates on images, pieces stored once, batches on the queue.
  const templatesRepository = createTemplatesRepository(database.db);
  const pieces = createPieceStore({ storage });
  const forbiddenExpressions = () => settings.forbiddenExpressions();
  const templates = createTemplatesService({
    templates: templatesRepository,
    assets: assetReader,
    storage,
    pieces,
    forbiddenExpressions,
  });
  const pieceBatches = createPiecesBatch({
    templates: templatesRepository,
    assets: assetReader,
    storage,
    pieces,
    queue,
    forbiddenExpressions,
  });
  const audit = createAuditService({ audit: createAuditRepository(database.db) });
  // "Baixar meus dados" (LGPD): every table that names a person, read for that person only.
  const myData = createMyDataService({
    myData: createMyDataRepository(database.db),
    clock,
    flushSearchLogs: () => search.flushLogs(),
  });
  const stats = createStatsService({
    stats: createStatsRepository(database.db),
    assets: assetReader,
    flushSearchLogs: () => search.flushLogs(),
  });
  return {
    emailNotifications,
    notifications,
    auth,
    users,
    myData,
    units,
    passwordReset,
    invitations,
    settings,
    taxonomy,
    assets,
    contentWarnings,
    ingest,
    assetText,
    search,
    downloads,
    albums,
    campaigns,
    consents,
    shareLinks,
    sharedMaterial,
    requests,
    stats,
    audit,
    templates,
    pieceBatches,
    bus,
    limiter,
    clock,
    metadataStripper,
  };
}

export type Services = ReturnType<typeof createServices>;
