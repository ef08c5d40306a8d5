import { usersMessages } from '@shared/messages/users';
import { useMutation } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify, notifyFailure } from '@web/lib/notify';

export function endUserSessions(id: string): Promise<void> {
  return api.delete(`/api/users/${encodeURIComponent(id)}/sessions`, NoContent);
}

/** DELETE /api/users/:id/sessions (admin): the person is signed out on every device. */
export function useEndUserSessions() {
  return useMutation({
    mutationFn: endUserSessions,
    onSuccess: () => notify.success(usersMessages.users.sessionsEnded),
    onError: (error) => notifyFailure(error, usersMessages.users.endSessionsError),
  });
}
