import type { AppModule, PlatformContext } from '../../platform/app-module';
import type { ContentWarnings } from '../asset-read';
import { campaignsRoutes } from './campaigns.routes';
import type { CampaignsService } from './campaigns.service';

export const CAMPAIGN_STARTS_JOB = 'campaign-starts';
const CAMPAIGN_STARTS_EVERY_MS = 5 * 60_000;

/** What this module is given (boot/modules.ts). */
export interface CampaignsNeeds extends Pick<PlatformContext, 'scheduler'> {
  campaigns: CampaignsService;
  warnings: ContentWarnings;
}

/** The network's dated campaigns: the calendar, their ordered pieces and "Baixar tudo". */
export const campaignsModule: AppModule<CampaignsNeeds> = async (app, { campaigns, warnings, scheduler }) => {
  await app.register(campaignsRoutes, { campaigns, warnings });
  // Campaigns start at midnight in São Paulo: every process looks every few minutes and the claim
  // in announceStarted makes one of them tell users and franqueados, once.
  scheduler.every(CAMPAIGN_STARTS_JOB, CAMPAIGN_STARTS_EVERY_MS, () => campaigns.announceStarted());
};

export { createCampaignsRepository } from './campaigns.repository';
export { createCampaignsService } from './campaigns.service';
