import { ShareLinkListSchema } from '@shared/schemas/share-link';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { shareLinkKeys } from './share-link-keys';

export function getShareLinks(signal?: AbortSignal) {
  return api.get('/api/share-links', ShareLinkListSchema, { signal });
}

export function shareLinksQueryOptions() {
  return queryOptions({ queryKey: shareLinkKeys.list(), queryFn: ({ signal }) => getShareLinks(signal) });
}

/** GET /api/share-links: one's own links, newest first (every link for admins). */
export function useShareLinks() {
  return useQuery(shareLinksQueryOptions());
}
