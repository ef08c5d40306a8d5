import { InvitationCreatedSchema } from '@shared/schemas/invitation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invitationKeys } from './invitation-keys';

export function resendInvitation(id: string) {
  return api.post(`/api/invitations/${encodeURIComponent(id)}/resend`, undefined, InvitationCreatedSchema);
}

/**
 * POST /api/invitations/:id/resend (admin): a new link, valid 7 more days, e-mailed when SMTP is set.
 * Only token hashes are kept, so this is also the only way to show a pending invitation's link again:
 * the old link dies.
 */
export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}
