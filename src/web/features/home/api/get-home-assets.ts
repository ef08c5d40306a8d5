import { LIMITS } from '@shared/constants';
import { AssetListSchema } from '@shared/schemas/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { CHIP_QUERIES, type HomeChip } from '../lib/chips';
import { homeKeys } from './home-keys';

export function getHomeAssets(params: Record<string, string>, signal?: AbortSignal) {
  return api.get(`/api/assets?${new URLSearchParams(params)}`, AssetListSchema, { signal });
}

function homeAssetsQueryOptions(params: Record<string, string>) {
  return queryOptions({
    queryKey: homeKeys.list(params),
    queryFn: ({ signal }) => getHomeAssets(params, signal),
    staleTime: 60_000,
  });
}

/** SPEC 'Home': the 5 newest images (GET /api/assets?types=image&sort=newest&limit=5). */
export function useLatestImages({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...homeAssetsQueryOptions({ types: 'image', sort: 'newest', limit: String(LIMITS.homeLatestCount) }),
    enabled,
  });
}

/** The recent assets a chip picks from (chips sharing a query share one request). */
export function useChipSource(chip: HomeChip, { enabled = true }: { enabled?: boolean } = {}) {
  const query = CHIP_QUERIES[chip];
  return useQuery({
    ...homeAssetsQueryOptions({ types: query.types.join(','), sort: 'newest', limit: String(query.limit) }),
    enabled,
  });
}
