import type { AcceptInvitationInput } from '@shared/schemas/invitation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { sessionAnswer, startSession } from '@web/lib/session';

export function acceptInvitation(input: AcceptInvitationInput) {
  return api.post('/api/invitations/accept', input, sessionAnswer);
}

/** POST /api/invitations/accept (public): the account is made and signed in, as after sign-up. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ user }) => startSession(client, user),
  });
}
