import { InvitationPreviewSchema } from '@shared/schemas/invitation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invitationKeys } from './invitation-keys';

export function getInvitationPreview(token: string, signal?: AbortSignal) {
  return api.get(`/api/invitations/preview?token=${encodeURIComponent(token)}`, InvitationPreviewSchema, {
    signal,
  });
}

/**
 * Read once per page: asking again (window focus) would spend the per-address limit and, after the
 * password is set, answer "already used" under the invitee's feet.
 */
export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.preview(token),
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** GET /api/invitations/preview (public): who is invited, by whom, as what; 410/404 once unusable. */
export function useInvitationPreview(token: string) {
  return useQuery({ ...invitationPreviewQueryOptions(token), enabled: token !== '' });
}
