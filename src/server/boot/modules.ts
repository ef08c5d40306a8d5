import type { FastifyInstance } from 'fastify';
import { albumsModule } from '../modules/albums';
import { assetTextModule } from '../modules/asset-text';
import { assetsModule } from '../modules/assets';
import { auditModule } from '../modules/audit';
import { authModule } from '../modules/auth';
import { campaignsModule } from '../modules/campaigns';
import { consentsModule } from '../modules/consents';
import { downloadsModule } from '../modules/downloads';
import { eventsModule } from '../modules/events';
import { invitationsModule } from '../modules/invitations';
import { jobsModule } from '../modules/jobs';
import { notificationsModule } from '../modules/notifications';
import { requestsModule } from '../modules/requests';
import { searchModule } from '../modules/search';
import { settingsModule } from '../modules/settings';
import { setupModule } from '../modules/setup';
import { shareLinksModule } from '../modules/share-links';
import { statsModule } from '../modules/stats';
import { systemModule } from '../modules/system';
import { taxonomyModule } from '../modules/taxonomy';
import { templatesModule } from '../modules/templates';
import { unitsModule } from '../modules/units';
import { usersModule } from '../modules/users';
import type { AppModule, PlatformContext } from '../platform/app-module';
import type { Services } from './services';

interface Mounted {
  module: AppModule<object>;
  needs: object;
}

/** A module with exactly what it declares (checked here, where the services are). */
const mount = <Needs extends object>(module: AppModule<Needs>, needs: Needs): Mounted => ({
  module: module as AppModule<object>,
  needs,
});

/**
 * The API's features, in the order their routes are registered, each with what it declares it needs.
 * A new feature adds its line here.
 */
function modules(s: Services, platform: PlatformContext): Mounted[] {
  const { clock, contentWarnings: warnings } = s;
  return [
    mount(authModule, { auth: s.auth, users: s.users, passwordReset: s.passwordReset }),
    mount(usersModule, { users: s.users, myData: s.myData, passwordReset: s.passwordReset }),
    mount(invitationsModule, { invitations: s.invitations, auth: s.auth }),
    mount(unitsModule, { units: s.units }),
    mount(settingsModule, { settings: s.settings }),
    mount(setupModule, { settings: s.settings, database: platform.database, config: platform.config }),
    mount(taxonomyModule, { taxonomy: s.taxonomy, clock }),
    mount(assetsModule, { assets: s.assets, ingest: s.ingest, warnings, clock }),
    mount(searchModule, { search: s.search, warnings, clock }),
    mount(assetTextModule, {
      texts: s.assetText,
      clock,
      queue: platform.queue,
      scheduler: platform.scheduler,
    }),
    mount(downloadsModule, { downloads: s.downloads, clock }),
    mount(templatesModule, {
      templates: s.templates,
      batches: s.pieceBatches,
      queue: platform.queue,
      scheduler: platform.scheduler,
      clock,
    }),
    mount(albumsModule, { albums: s.albums, warnings, clock }),
    mount(campaignsModule, { campaigns: s.campaigns, warnings, scheduler: platform.scheduler }),
    mount(consentsModule, { consents: s.consents, scheduler: platform.scheduler }),
    mount(shareLinksModule, {
      shareLinks: s.shareLinks,
      sharedMaterial: s.sharedMaterial,
      config: platform.config,
      scheduler: platform.scheduler,
    }),
    mount(requestsModule, { requests: s.requests }),
    mount(statsModule, { stats: s.stats }),
    mount(notificationsModule, { notifications: s.notifications }),
    mount(auditModule, { audit: s.audit, clock }),
    mount(jobsModule, { queue: platform.queue, scheduler: platform.scheduler }),
    mount(eventsModule, { bus: s.bus, database: platform.database }),
    mount(systemModule, { ...platform, setupRequired: () => s.auth.setupRequired() }),
  ];
}

/** Registers every module of the API. */
export async function registerModules(app: FastifyInstance, services: Services, platform: PlatformContext) {
  for (const { module, needs } of modules(services, platform)) await app.register(module, needs);
}
