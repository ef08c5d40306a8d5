import { invitationsMessages } from '@shared/messages/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { invitationKeys } from './invitation-keys';

export function revokeInvitation(id: string) {
  return api.delete(`/api/invitations/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/invitations/:id (admin): the link stops working. */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => {
      notify.success(invitationsMessages.invitations.revokedToast);
      return client.invalidateQueries({ queryKey: invitationKeys.lists() });
    },
  });
}
