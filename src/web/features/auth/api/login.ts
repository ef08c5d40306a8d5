import type { LoginInput } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { sessionAnswer, startSession } from '@web/lib/session';

export function login(input: LoginInput) {
  return api.post('/api/auth/login', input, sessionAnswer);
}

/** POST /api/auth/login; on success the session cache holds the new user. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => startSession(client, user),
  });
}
