import { campaignsMessages } from '@shared/messages/campaigns';
import { CampaignDetailSchema } from '@shared/schemas/campaign';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { campaignKeys } from './campaign-keys';

export function setCampaignAssets({ id, assetIds }: { id: string; assetIds: string[] }) {
  return api.put(`/api/campaigns/${encodeURIComponent(id)}/assets`, { assetIds }, CampaignDetailSchema);
}

/**
 * PUT /api/campaigns/:id/assets (admins): the whole ordered list of pieces. The answer is the
 * campaign as it now is, put in the cache at once so a reorder shows without a refetch.
 */
export function useSetCampaignAssets() {
  return useNotifiedMutation({
    mutationFn: setCampaignAssets,
    onSuccess: (campaign, _input, client) => client.setQueryData(campaignKeys.detail(campaign.id), campaign),
    failure: campaignsMessages.campaignsPage.piecesSaveError,
    invalidate: [campaignKeys.lists()],
  });
}
