import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import { type User, UserSchema } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify, notifyFailure } from '@web/lib/notify';
import { userKeys } from './user-keys';

/**
 * POST /api/users/:id/approve or /reject (admin, issue 36): a pending sign-up let in with the role
 * and unit it asked for, or refused. The list is read again either way.
 */
export function useReviewSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, decision }: { user: User; decision: 'approve' | 'reject' }) =>
      api.post(
        `/api/users/${encodeURIComponent(user.id)}/${decision}`,
        decision === 'approve' ? {} : undefined,
        UserSchema,
      ),
    onSuccess: (user, { decision }) =>
      notify.success(
        format(decision === 'approve' ? usersMessages.users.approved : usersMessages.users.rejected, {
          name: user.name,
        }),
      ),
    onError: (error) => notifyFailure(error, usersMessages.users.reviewError),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
