import { PublicShareSchema } from '@shared/schemas/share-link';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { shareLinkKeys } from './share-link-keys';

export function getSharedLink(token: string, signal?: AbortSignal) {
  return api.get(`/api/s/${encodeURIComponent(token)}`, PublicShareSchema, { signal });
}

/**
 * GET /api/s/:token, the partner's page data. Each answer counts an open of the link: read once
 * per visit, never again on focus or reconnection.
 */
export function sharedLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: shareLinkKeys.shared(token),
    queryFn: ({ signal }) => getSharedLink(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useSharedLink(token: string) {
  return useQuery(sharedLinkQueryOptions(token));
}
