import { usersMessages } from '@shared/messages/users';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { userKeys } from './user-keys';

export function deleteUser(id: string): Promise<void> {
  return api.delete(`/api/users/${encodeURIComponent(id)}`, NoContent);
}

/** DELETE /api/users/:id (admin). LAST_ADMIN and the like are told with the catalogue message. */
export function useDeleteUser() {
  return useNotifiedMutation({
    mutationFn: deleteUser,
    success: usersMessages.users.deleted,
    failure: usersMessages.users.deleteError,
    invalidate: [userKeys.all],
  });
}
