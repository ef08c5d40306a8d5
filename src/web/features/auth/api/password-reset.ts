import type { PasswordResetConfirmInput, PasswordResetRequestInput } from '@shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';

export function requestPasswordReset(input: PasswordResetRequestInput): Promise<void> {
  return api.post('/api/auth/password-reset', input, NoContent);
}

export function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<void> {
  return api.post('/api/auth/password-reset/confirm', input, NoContent);
}

/** POST /api/auth/password-reset: 202 whether or not the e-mail has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** POST /api/auth/password-reset/confirm: the new password; every session of the account ends. */
export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
