import { invitationsMessages } from '@shared/messages/invitations';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { invitationKeys } from './invitation-keys';

export function revokeInvitation(id: string) {
  return api.delete(`/api/invitations/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/invitations/:id (admin): the link stops working. */
export function useRevokeInvitation() {
  return useNotifiedMutation({
    mutationFn: revokeInvitation,
    success: invitationsMessages.invitations.revokedToast,
    invalidate: [invitationKeys.lists()],
  });
}
