import type { RegisterInput } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { configQueryOptions } from '@web/lib/brand';
import { sessionAnswer, startSession } from '@web/lib/session';

export function register(input: RegisterInput) {
  return api.post('/api/auth/register', input, sessionAnswer);
}

/** POST /api/auth/register: creates the account and signs it in (the first account is admin). */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      startSession(client, user);
      // The first admin exists now: a later visit to /auth (after signing out) is the sign-in again.
      if (user.role === 'admin')
        client.setQueryData(
          configQueryOptions.queryKey,
          (config) => config && { ...config, setupRequired: false },
        );
    },
  });
}
