import { campaignsMessages } from '@shared/messages/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify, notifyFailure } from '@web/lib/notify';
import { campaignKeys } from './campaign-keys';

export function deleteCampaign(id: string): Promise<void> {
  return api.delete(`/api/campaigns/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/campaigns/:id (admins). The pieces stay in the bank; only the campaign goes. */
export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => {
      notify.success(campaignsMessages.campaignsPage.deleted);
      // Only the lists: refetching the open campaign would just answer 404 on the way out.
      return client.invalidateQueries({ queryKey: campaignKeys.lists() });
    },
    onError: (error) => notifyFailure(error, campaignsMessages.campaignsPage.deleteError),
  });
}
