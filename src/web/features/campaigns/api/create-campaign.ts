import { messages } from '@shared/messages/pt-BR';
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
      notify.success(messages.campaignsPage.created);
      return client.invalidateQueries({ queryKey: campaignKeys.lists() });
    },
    onError: (error) => notifyServerFailure(error, messages.campaignsPage.createError),
  });
}
