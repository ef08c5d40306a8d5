import { campaignsMessages } from '@shared/messages/campaigns';
import { CampaignSchema, type CreateCampaignInput } from '@shared/schemas/campaign';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { campaignKeys } from './campaign-keys';

export function createCampaign(input: CreateCampaignInput) {
  return api.post('/api/campaigns', input, CampaignSchema);
}

/** POST /api/campaigns (admins). */
export function useCreateCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => {
      notify.success(campaignsMessages.campaignsPage.created);
      return client.invalidateQueries({ queryKey: campaignKeys.lists() });
    },
    onError: (error) => notifyServerFailure(error, campaignsMessages.campaignsPage.createError),
  });
}
