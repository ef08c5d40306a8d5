import { usersMessages } from '@shared/messages/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify, notifyFailure } from '@web/lib/notify';
import { userKeys } from './user-keys';

export function deleteUser(id: string): Promise<void> {
  return api.delete(`/api/users/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/users/:id (admin). LAST_ADMIN and the like are told with the catalogue message. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      notify.success(usersMessages.users.deleted);
      return client.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => notifyFailure(error, usersMessages.users.deleteError),
  });
}
