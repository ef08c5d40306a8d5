import { UserSessionListSchema } from '@shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const mySessionKeys = {
  all: ['my-sessions'] as const,
};

export function getMySessions(signal?: AbortSignal) {
  return api.get('/api/me/sessions', UserSessionListSchema, { signal });
}

export const mySessionsQueryOptions = queryOptions({
  queryKey: mySessionKeys.all,
  queryFn: ({ signal }) => getMySessions(signal),
});

/** GET /api/me/sessions: the devices signed in to this account, the current one marked. */
export function useMySessions() {
  return useQuery(mySessionsQueryOptions);
}
