import { MaterialRequestSchema } from '@shared/schemas/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { requestKeys } from './request-keys';

export function getRequest(id: string, signal?: AbortSignal) {
  return api.get(`/api/requests/${encodeURIComponent(id)}`, MaterialRequestSchema, { signal });
}

export function requestQueryOptions(id: string) {
  return queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: ({ signal }) => getRequest(id, signal),
  });
}

/** GET /api/requests/:id: the request with its thread and the delivered assets the person may see. */
export function useRequest(id: string) {
  return useQuery(requestQueryOptions(id));
}
