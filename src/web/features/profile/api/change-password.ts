import type { ChangePasswordInput } from '@shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.post<void>('/api/me/password', input);
}

/** POST /api/me/password; a wrong current password answers WRONG_PASSWORD. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
