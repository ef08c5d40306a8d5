import { InvitationImportResultSchema } from '@shared/schemas/invitation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invitationKeys } from './invitation-keys';

/**
 * The file goes as it is, typed text/csv, as the units import does: the server reads UTF-8 and the
 * Windows-1252 Excel writes (reading it here as text would spoil the accents of the latter).
 */
export function importInvitations(file: Blob) {
  return api.post('/api/invitations/import', file, InvitationImportResultSchema, {
    headers: { 'Content-Type': 'text/csv' },
  });
}

/** POST /api/invitations/import (admin): good rows invited, bad rows told by line. */
export function useImportInvitations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importInvitations,
    onSuccess: (result) => {
      if (result.created > 0) return client.invalidateQueries({ queryKey: invitationKeys.lists() });
    },
  });
}
