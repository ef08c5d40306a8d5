import { usersMessages } from '@shared/messages/users';
import { type UpdateUserInput, UserSchema } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { sessionKeys } from '@web/lib/session';
import { userKeys } from './user-keys';

export function updateUser({ id, input }: { id: string; input: UpdateUserInput }) {
  return api.patch(`/api/users/${encodeURIComponent(id)}`, input, UserSchema);
}

/** PATCH /api/users/:id (admin). SPEC: a role change applies at once, including to oneself. */
export function useUpdateUser() {
  return useNotifiedMutation({
    mutationFn: updateUser,
    success: usersMessages.users.updated,
    failure: usersMessages.users.updateError,
    invalidate: [userKeys.all, sessionKeys.all],
  });
}
