import type { CampaignStatus } from '../../../shared/constants';

/** Agendada before its first day, encerrada after its last, em andamento on every day in between. */
export function campaignStatus(
  campaign: { startsOn: string; endsOn: string },
  today: string,
): CampaignStatus {
  if (today < campaign.startsOn) return 'agendada';
  if (today > campaign.endsOn) return 'encerrada';
  return 'em_andamento';
}
