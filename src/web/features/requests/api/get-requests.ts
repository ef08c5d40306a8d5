import { RequestListSchema } from '@shared/schemas/request';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type RequestListFilter, requestKeys } from './request-keys';

export function getRequests(filter: RequestListFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.search) params.set('search', filter.search);
  if (filter.mine) params.set('mine', 'true');
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api.get(`/api/requests${query ? `?${query}` : ''}`, RequestListSchema, { signal });
}

/**
 * GET /api/requests, a page at a time (newest first): the person's own requests, or every request
 * for admins, with the count per status of the whole list.
 */
export function useRequests(filter: RequestListFilter) {
  return useInfiniteQuery({
    queryKey: requestKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getRequests(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Changing the filter keeps the counts and the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
