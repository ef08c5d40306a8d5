import type { ChangePasswordInput } from '@shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';

export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.post('/api/me/password', input, NoContent);
}

/** POST /api/me/password; a wrong current password answers WRONG_PASSWORD. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
