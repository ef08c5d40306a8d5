import { usersMessages } from '@shared/messages/users';
import { type UpdateUserInput, UserSchema } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyFailure } from '@web/lib/notify';
import { sessionKeys } from '@web/lib/session';
import { userKeys } from './user-keys';

export function updateUser({ id, input }: { id: string; input: UpdateUserInput }) {
  return api.patch(`/api/users/${encodeURIComponent(id)}`, input, UserSchema);
}

/** PATCH /api/users/:id (admin). SPEC: a role change applies at once, including to oneself. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      notify.success(usersMessages.users.updated);
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
    onError: (error) => notifyFailure(error, usersMessages.users.updateError),
  });
}
