import { SessionResponseSchema, type UpdateProfileInput } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { updateSessionUser } from '@web/lib/session';

export function updateProfile(input: UpdateProfileInput) {
  return api.patch('/api/me', input, SessionResponseSchema);
}

/** PATCH /api/me; the header and profile show the new name at once (no reload). */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => updateSessionUser(client, user),
  });
}
