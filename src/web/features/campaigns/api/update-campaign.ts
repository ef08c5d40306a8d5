import { campaignsMessages } from '@shared/messages/campaigns';
import { CampaignSchema, type UpdateCampaignInput } from '@shared/schemas/campaign';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { campaignKeys } from './campaign-keys';

export function updateCampaign({ id, input }: { id: string; input: UpdateCampaignInput }) {
  return api.patch(`/api/campaigns/${encodeURIComponent(id)}`, input, CampaignSchema);
}

/**
 * PATCH /api/campaigns/:id (admins): name, description, dates, or the cover. `quiet` leaves the
 * toast to the caller (choosing a cover is told in the organiser's own live region).
 */
export function useUpdateCampaign({ quiet = false }: { quiet?: boolean } = {}) {
  return useNotifiedMutation({
    mutationFn: updateCampaign,
    success: quiet ? undefined : campaignsMessages.campaignsPage.saved,
    failure: campaignsMessages.campaignsPage.updateError,
    invalidate: [campaignKeys.all],
  });
}
