import { campaignsMessages } from '@shared/messages/campaigns';
import { CampaignSchema, type UpdateCampaignInput } from '@shared/schemas/campaign';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyServerFailure } from '@web/lib/notify';
import { campaignKeys } from './campaign-keys';

export function updateCampaign({ id, input }: { id: string; input: UpdateCampaignInput }) {
  return api.patch(`/api/campaigns/${encodeURIComponent(id)}`, input, CampaignSchema);
}

/**
 * PATCH /api/campaigns/:id (admins): name, description, dates, or the cover. `quiet` leaves the
 * toast to the caller (choosing a cover is told in the organiser's own live region).
 */
export function useUpdateCampaign({ quiet = false }: { quiet?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: () => {
      if (!quiet) notify.success(campaignsMessages.campaignsPage.saved);
      return client.invalidateQueries({ queryKey: campaignKeys.all });
    },
    onError: (error) => notifyServerFailure(error, campaignsMessages.campaignsPage.updateError),
  });
}
