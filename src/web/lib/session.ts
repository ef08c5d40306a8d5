import type { SessionUser } from '@shared/schemas/user';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from './api-client';
import { isApiError } from './api-error';
import { configQueryOptions } from './brand';
import { clearPrivateStorage } from './private-storage';
import { publicSettingsQueryOptions } from './public-settings';

/**
 * Who is signed in. `expired` is true when a signed-in screen lost its session (the server ended it,
 * or this browser signed out in another tab), so the login card can say so; a sign-out on this
 * screen or a visitor has `expired: false`.
 */
export interface Session {
  user: SessionUser | null;
  expired: boolean;
}

export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

const signedOut = (expired: boolean): Session => ({ user: null, expired });

/** Public answers that stay valid across users; everything else is dropped when the user changes. */
const sharedKeys = new Set<string>([
  sessionKeys.all[0],
  String(configQueryOptions.queryKey[0]),
  String(publicSettingsQueryOptions.queryKey[0]),
]);

/**
 * The schema of the answers that carry the session (GET /api/auth/session, sign-in, sign-up), loaded
 * with the first of them the page did not answer itself: the sign-in page shows without zod.
 */
export const sessionAnswer = lazySchema(() =>
  import('@shared/schemas/user').then((m) => m.SessionResponseSchema),
);

export async function getSession(signal?: AbortSignal, previous?: Session): Promise<Session> {
  try {
    const { user } = await api.get('/api/auth/session', sessionAnswer, { signal });
    return { user, expired: false };
  } catch (error) {
    if (isApiError(error) && error.code === 'SESSION_EXPIRED') return signedOut(true);
    // No session is a state, not an error. A screen that was signed in lost it (signed out in
    // another tab: the shared cookie is gone, so this answers UNAUTHENTICATED, not SESSION_EXPIRED).
    // Keep the expiry notice until the user signs in again.
    if (isApiError(error) && error.status === 401)
      return signedOut(Boolean(previous?.user) || (previous?.expired ?? false));
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.current(),
  queryFn: ({ signal, client }) => getSession(signal, client.getQueryData<Session>(sessionKeys.current())),
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** The signed-in user, `null` when signed out, `undefined` while the session loads. */
export function useSessionUser(): SessionUser | null | undefined {
  return useSession().data?.user;
}

export function isAdmin(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Drops cached answers that belong to the previous user (albums, users list, ...). */
export function clearPrivateQueries(client: QueryClient) {
  client.removeQueries({ predicate: (query) => !sharedKeys.has(String(query.queryKey[0])) });
}

/** After login or registration: a new user, so nothing cached for the previous one survives. */
export function startSession(client: QueryClient, user: SessionUser) {
  clearPrivateQueries(client);
  client.setQueryData<Session>(sessionKeys.current(), { user, expired: false });
}

/** After a profile change answered with the updated user. */
export function updateSessionUser(client: QueryClient, user: SessionUser) {
  client.setQueryData<Session>(sessionKeys.current(), (old) => ({ user, expired: old?.expired ?? false }));
}

/**
 * Forgets everything this browser holds of the user: every cached query but the public ones (brand,
 * public settings) and the signed-out state itself, every mutation, and the private local storage
 * (gallery first page, similar-image results). The signed-out state is written first, so the layout
 * swaps private screens for the login card before their data goes; a refetch in between answers
 * UNAUTHENTICATED (the server already dropped the cookie), which changes nothing.
 */
function forgetUser(client: QueryClient, state: Session) {
  client.setQueryData<Session>(sessionKeys.current(), state);
  void client.cancelQueries({ predicate: (query) => !sharedKeys.has(String(query.queryKey[0])) });
  clearPrivateQueries(client);
  client.getMutationCache().clear();
  clearPrivateStorage();
}

/** Sign-out on this device. SPEC: sign-out resets the error, so `expired` is false. */
export function endSession(client: QueryClient) {
  forgetUser(client, signedOut(false));
}

/**
 * Whether a failed call means this screen's session is over: SESSION_EXPIRED (expired or revoked by
 * the server), or UNAUTHENTICATED while signed in (signed out in another tab of this browser, whose
 * cookie is shared). A visitor's 401 and a wrong password (INVALID_CREDENTIALS) are not.
 */
export function lostSession(client: QueryClient, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'SESSION_EXPIRED') return true;
  return (
    error.code === 'UNAUTHENTICATED' && Boolean(client.getQueryData<Session>(sessionKeys.current())?.user)
  );
}

/**
 * The session is over (expired, revoked, or signed out elsewhere): forget the user's data and show
 * the login card with the expiry message.
 */
export function expireSession(client: QueryClient) {
  const current = client.getQueryData<Session>(sessionKeys.current());
  if (current && !current.user && current.expired) return;
  forgetUser(client, signedOut(true));
}
