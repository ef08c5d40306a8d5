import type { DateRange } from '@shared/domain/date-range';
import { UnitStatsSchema } from '@shared/schemas/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { statsKeys } from './stats-keys';

/** The query string of a period; an open end is left out (the server's default: the last 30 days). */
export function unitStatsQuery(range: DateRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function getUnitStats(range: DateRange, signal?: AbortSignal) {
  return api.get(`/api/stats/units${unitStatsQuery(range)}`, UnitStatsSchema, { signal });
}

export function unitStatsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: statsKeys.units(range),
    queryFn: ({ signal }) => getUnitStats(range, signal),
  });
}

/** GET /api/stats/units?from=&to= (admin). Changing the period keeps the last answer on screen meanwhile. */
export function useUnitStats(range: DateRange, enabled = true) {
  return useQuery({ ...unitStatsQueryOptions(range), enabled, placeholderData: keepPreviousData });
}

/** The same report as a CSV file: a plain link, so the browser downloads it. */
export function unitStatsExportUrl(range: DateRange): string {
  return `/api/stats/units/export${unitStatsQuery(range)}`;
}
