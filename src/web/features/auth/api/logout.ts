import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { IGNORE_SESSION_EXPIRED } from '@web/lib/query-client';
import { endSession } from '@web/lib/session';

export function logout(): Promise<void> {
  return api.post('/api/auth/logout', undefined, NoContent);
}

/**
 * POST /api/auth/logout. The device is signed out even when the call fails (network down, session
 * already gone): the user asked to leave. `beforeClear` runs first, e.g. to leave a private page
 * before the layout would swap it for the login card.
 */
export function useLogout({ beforeClear }: { beforeClear?: () => Promise<void> | void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { [IGNORE_SESSION_EXPIRED]: true },
    onSettled: async () => {
      await beforeClear?.();
      endSession(client);
    },
  });
}
