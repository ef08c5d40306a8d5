import { CampaignListSchema } from '@shared/schemas/campaign';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { campaignKeys } from './campaign-keys';

export function getCampaigns(from: string, to: string, signal?: AbortSignal) {
  return api.get(`/api/campaigns?${new URLSearchParams({ from, to })}`, CampaignListSchema, { signal });
}

export function campaignsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: campaignKeys.list(from, to),
    queryFn: ({ signal }) => getCampaigns(from, to, signal),
  });
}

/**
 * GET /api/campaigns?from=&to= : the campaigns with a day in the range (both days included). While
 * the month changes, the last month stays on screen.
 */
export function useCampaigns(from: string, to: string) {
  return useQuery({ ...campaignsQueryOptions(from, to), placeholderData: keepPreviousData });
}
