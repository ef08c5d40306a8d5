import { UserListSchema } from '@shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { userKeys } from './user-keys';

export function getUsers(signal?: AbortSignal) {
  return api.get('/api/users', UserListSchema, { signal });
}

export const usersQueryOptions = queryOptions({
  queryKey: userKeys.list(),
  queryFn: ({ signal }) => getUsers(signal),
});

/** GET /api/users (admin). */
export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions, enabled });
}
