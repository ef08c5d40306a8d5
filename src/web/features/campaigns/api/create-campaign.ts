import { campaignsMessages } from '@shared/messages/campaigns';
import { CampaignSchema, type CreateCampaignInput } from '@shared/schemas/campaign';
import { usePostMutation } from '@web/lib/mutation';
import { campaignKeys } from './campaign-keys';

/** POST /api/campaigns (admins). */
export function useCreateCampaign() {
  return usePostMutation<CreateCampaignInput, typeof CampaignSchema>('/api/campaigns', CampaignSchema, {
    success: campaignsMessages.campaignsPage.created,
    failure: campaignsMessages.campaignsPage.createError,
    invalidate: [campaignKeys.lists()],
  });
}
