import type { AppModule } from '../../platform/app-module';
import { campaignsRoutes } from './campaigns.routes';

export const CAMPAIGN_STARTS_JOB = 'campaign-starts';
const CAMPAIGN_STARTS_EVERY_MS = 5 * 60_000;

/** The network's dated campaigns: the calendar, their ordered pieces and "Baixar tudo". */
export const campaignsModule: AppModule = async (app, { services, scheduler }) => {
  await app.register(campaignsRoutes, { campaigns: services.campaigns, warnings: services.contentWarnings });
  // Campaigns start at midnight in São Paulo: every process looks every few minutes and the claim
  // in announceStarted makes one of them tell users and franqueados, once.
  scheduler.every(CAMPAIGN_STARTS_JOB, CAMPAIGN_STARTS_EVERY_MS, () => services.campaigns.announceStarted());
};
