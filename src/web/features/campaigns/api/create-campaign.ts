import { campaignsMessages } from '@shared/messages/campaigns';
import { CampaignSchema, type CreateCampaignInput } from '@shared/schemas/campaign';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { campaignKeys } from './campaign-keys';

export function createCampaign(input: CreateCampaignInput) {
  return api.post('/api/campaigns', input, CampaignSchema);
}

/** POST /api/campaigns (admins). */
export function useCreateCampaign() {
  return useNotifiedMutation({
    mutationFn: createCampaign,
    success: campaignsMessages.campaignsPage.created,
    failure: campaignsMessages.campaignsPage.createError,
    invalidate: [campaignKeys.lists()],
  });
}
