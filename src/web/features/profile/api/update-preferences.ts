import { type PreferencesInput, SessionResponseSchema } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { updateSessionUser } from '@web/lib/session';

export function updatePreferences(input: PreferencesInput) {
  return api.patch('/api/me/preferences', input, SessionResponseSchema);
}

/** PATCH /api/me/preferences (e-mail notifications). */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: ({ user }) => updateSessionUser(client, user),
  });
}
