import { CampaignsOverview } from '@web/features/campaigns/components/campaigns-overview';

/** Issue 16 '/campaigns': the month calendar and the month's campaigns. */
export default function CampaignsRoute() {
  return <CampaignsOverview />;
}
