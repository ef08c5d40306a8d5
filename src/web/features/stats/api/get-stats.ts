import { StatsSchema } from '@shared/schemas/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { statsKeys } from './stats-keys';

export function getStats(days: number, signal?: AbortSignal) {
  return api.get(`/api/stats?days=${days}`, StatsSchema, { signal });
}

export function statsQueryOptions(days: number) {
  return queryOptions({ queryKey: statsKeys.period(days), queryFn: ({ signal }) => getStats(days, signal) });
}

/** GET /api/stats?days= (admin). Switching the period keeps the last answer on screen meanwhile. */
export function useStats(days: number) {
  return useQuery({ ...statsQueryOptions(days), placeholderData: keepPreviousData });
}
