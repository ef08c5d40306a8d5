import { campaignsMessages } from '@shared/messages/campaigns';
import { type CampaignDetail, CampaignDetailSchema } from '@shared/schemas/campaign';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notifyServerFailure } from '@web/lib/notify';
import { campaignKeys } from './campaign-keys';

export function setCampaignAssets({ id, assetIds }: { id: string; assetIds: string[] }) {
  return api.put(`/api/campaigns/${encodeURIComponent(id)}/assets`, { assetIds }, CampaignDetailSchema);
}

/**
 * PUT /api/campaigns/:id/assets (admins): the whole ordered list of pieces. The answer is the
 * campaign as it now is, put in the cache at once so a reorder shows without a refetch.
 */
export function useSetCampaignAssets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCampaignAssets,
    onSuccess: (campaign: CampaignDetail) => {
      client.setQueryData(campaignKeys.detail(campaign.id), campaign);
      return client.invalidateQueries({ queryKey: campaignKeys.lists() });
    },
    onError: (error) => notifyServerFailure(error, campaignsMessages.campaignsPage.piecesSaveError),
  });
}
