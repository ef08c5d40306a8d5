import { type UnitListQuery, UnitOptionListSchema, UnitSchema } from '@shared/schemas/unit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Reads of units several features show (sign-up, the users admin, the profile). They live here, not
 * in a feature, because one feature may not import another; the /units screen's list and every
 * write stay in features/units.
 */
export const unitKeys = {
  all: ['units'] as const,
  lists: () => [...unitKeys.all, 'list'] as const,
  list: (query: UnitListQuery) => [...unitKeys.lists(), query] as const,
  detail: (id: string) => [...unitKeys.all, 'detail', id] as const,
  options: () => [...unitKeys.all, 'options'] as const,
};

export function getUnitOptions(signal?: AbortSignal) {
  return api.get('/api/units/options', UnitOptionListSchema, { signal });
}

export const unitOptionsQueryOptions = queryOptions({
  queryKey: unitKeys.options(),
  queryFn: ({ signal }) => getUnitOptions(signal),
  staleTime: 60_000,
});

/** GET /api/units/options: the active units, for sign-up and the users admin's unit pickers. */
export function useUnitOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...unitOptionsQueryOptions, enabled });
}

export function getUnit(id: string, signal?: AbortSignal) {
  return api.get(`/api/units/${encodeURIComponent(id)}`, UnitSchema, { signal });
}

/** GET /api/units/:id (signed in): one unit, e.g. the profile's own. */
export function useUnit(id: string | null) {
  return useQuery({
    queryKey: unitKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getUnit(id ?? '', signal),
    enabled: Boolean(id),
  });
}
