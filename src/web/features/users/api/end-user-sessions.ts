import { usersMessages } from '@shared/messages/users';
import type { User } from '@shared/schemas/user';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';

export function endUserSessions(id: string): Promise<void> {
  return api.delete(`/api/users/${encodeURIComponent(id)}/sessions`, NoContent);
}

/** DELETE /api/users/:id/sessions (admin): the person is signed out on every device. */
export function useEndUserSessions() {
  return useNotifiedMutation({
    mutationFn: (user: User) => endUserSessions(user.id),
    success: usersMessages.users.sessionsEnded,
    failure: usersMessages.users.endSessionsError,
  });
}
