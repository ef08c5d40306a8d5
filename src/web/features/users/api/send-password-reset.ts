import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import type { User } from '@shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify, notifyFailure } from '@web/lib/notify';

export function sendPasswordReset(user: User): Promise<void> {
  return api.post(`/api/users/${encodeURIComponent(user.id)}/password-reset`, undefined, NoContent);
}

/** POST /api/users/:id/password-reset (admin): e-mails the person a one-time link. */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: sendPasswordReset,
    onSuccess: (_, user) => notify.success(format(usersMessages.users.resetSent, { email: user.email })),
    onError: (error) => notifyFailure(error, usersMessages.users.sendResetError),
  });
}
