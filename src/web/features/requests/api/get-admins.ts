import { UserListSchema } from '@shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { requestKeys } from './request-keys';

/** The admins a request can be assigned to, by name (GET /api/users, admins only). */
export async function getAdmins(signal?: AbortSignal) {
  const { items } = await api.get('/api/users', UserListSchema, { signal });
  return items
    .filter((user) => user.role === 'admin')
    .map((user) => ({ id: user.id, name: user.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

export function useAdmins({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: requestKeys.admins(), queryFn: ({ signal }) => getAdmins(signal), enabled });
}
