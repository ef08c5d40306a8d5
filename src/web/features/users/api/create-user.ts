import { usersMessages } from '@shared/messages/users';
import { type CreateUserInput, UserSchema } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { userKeys } from './user-keys';

export function createUser(input: CreateUserInput) {
  return api.post('/api/users', input, UserSchema);
}

/** POST /api/users (admin). Failures are shown in the dialog, with the server's message. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      notify.success(usersMessages.users.created);
      return client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
