import { usersMessages } from '@shared/messages/users';
import { type CreateUserInput, UserSchema } from '@shared/schemas/user';
import { usePostMutation } from '@web/lib/mutation';
import { userKeys } from './user-keys';

/** POST /api/users (admin). Failures are shown in the dialog, with the server's message. */
export function useCreateUser() {
  return usePostMutation<CreateUserInput, typeof UserSchema>('/api/users', UserSchema, {
    success: usersMessages.users.created,
    invalidate: [userKeys.all],
  });
}
