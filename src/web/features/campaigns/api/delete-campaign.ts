import { campaignsMessages } from '@shared/messages/campaigns';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { campaignKeys } from './campaign-keys';

export function deleteCampaign(id: string): Promise<void> {
  return api.delete(`/api/campaigns/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/campaigns/:id (admins). The pieces stay in the bank; only the campaign goes. */
export function useDeleteCampaign() {
  return useNotifiedMutation({
    mutationFn: deleteCampaign,
    success: campaignsMessages.campaignsPage.deleted,
    failure: campaignsMessages.campaignsPage.deleteError,
    // Only the lists: refetching the open campaign would just answer 404 on the way out.
    invalidate: [campaignKeys.lists()],
  });
}
