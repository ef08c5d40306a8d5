import { type UnitListQuery, UnitListSchema } from '@shared/schemas/unit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { unitKeys } from '@web/lib/units';

export function getUnits(query: UnitListQuery, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.active !== undefined) search.set('active', query.active);
  const qs = search.toString();
  return api.get(`/api/units${qs ? `?${qs}` : ''}`, UnitListSchema, { signal });
}

export const unitsQueryOptions = (query: UnitListQuery = {}) =>
  queryOptions({
    queryKey: unitKeys.list(query),
    queryFn: ({ signal }) => getUnits(query, signal),
    // A new search keeps the last list on screen until its answer comes.
    placeholderData: keepPreviousData,
  });

/** GET /api/units (signed in): by name, with user counts; `q` filters by name or city. */
export function useUnits(query: UnitListQuery = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...unitsQueryOptions(query), enabled });
}
