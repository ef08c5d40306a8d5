import { usersMessages } from '@shared/messages/users';
import { type CreateUserInput, UserSchema } from '@shared/schemas/user';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { userKeys } from './user-keys';

export function createUser(input: CreateUserInput) {
  return api.post('/api/users', input, UserSchema);
}

/** POST /api/users (admin). Failures are shown in the dialog, with the server's message. */
export function useCreateUser() {
  return useNotifiedMutation({
    mutationFn: createUser,
    success: usersMessages.users.created,
    invalidate: [userKeys.all],
  });
}
