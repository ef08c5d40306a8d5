import { type CreateInvitationInput, InvitationCreatedSchema } from '@shared/schemas/invitation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invitationKeys } from './invitation-keys';

export function createInvitation(input: CreateInvitationInput) {
  return api.post('/api/invitations', input, InvitationCreatedSchema);
}

/** POST /api/invitations (admin): the answer carries the link, shown in the dialog. */
export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}
