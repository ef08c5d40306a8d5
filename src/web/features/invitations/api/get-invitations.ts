import { InvitationListSchema } from '@shared/schemas/invitation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type InvitationFilter, invitationKeys } from './invitation-keys';

export function getInvitations(filter: InvitationFilter, signal?: AbortSignal) {
  const query = filter === 'all' ? '' : `?status=${filter}`;
  return api.get(`/api/invitations${query}`, InvitationListSchema, { signal });
}

export const invitationsQueryOptions = (filter: InvitationFilter) =>
  queryOptions({
    queryKey: invitationKeys.list(filter),
    queryFn: ({ signal }) => getInvitations(filter, signal),
  });

/** GET /api/invitations (admin): newest first, of one status or all. */
export function useInvitations(filter: InvitationFilter) {
  return useQuery(invitationsQueryOptions(filter));
}
