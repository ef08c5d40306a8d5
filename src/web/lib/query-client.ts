import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { expireSession, lostSession } from './session';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change on retry; network and server failures might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Set `meta: { [IGNORE_SESSION_EXPIRED]: true }` on a call that handles an ended session itself
 * (sign-out: leaving anyway, no expiry message wanted).
 */
export const IGNORE_SESSION_EXPIRED = 'ignoreSessionExpired';

export function createQueryClient(): QueryClient {
  // A lost session (SESSION_EXPIRED, or UNAUTHENTICATED on a signed-in screen) from any call, query
  // or mutation, signs the user out with the expiry message (STYLE: errors). Every request goes
  // through TanStack Query, so these two hooks see them all.
  const onError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (!meta?.[IGNORE_SESSION_EXPIRED] && lostSession(client, error)) expireSession(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      // 'offlineFirst': offline, a call is still tried once (instead of waiting paused, a spinner
      // forever), so it fails and the app shows 'Sem conexão' (lib/connection); retries wait for
      // the network and go on by themselves when it is back.
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
        networkMode: 'offlineFirst',
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
