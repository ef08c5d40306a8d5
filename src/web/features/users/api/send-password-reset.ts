import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import type { User } from '@shared/schemas/user';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';

export function sendPasswordReset(user: User): Promise<void> {
  return api.post(`/api/users/${encodeURIComponent(user.id)}/password-reset`, undefined, NoContent);
}

/** POST /api/users/:id/password-reset (admin): e-mails the person a one-time link. */
export function useSendPasswordReset() {
  return useNotifiedMutation({
    mutationFn: sendPasswordReset,
    success: (_, user) => format(usersMessages.users.resetSent, { email: user.email }),
    failure: usersMessages.users.sendResetError,
  });
}
