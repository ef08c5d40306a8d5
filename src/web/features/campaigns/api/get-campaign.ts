import { CampaignDetailSchema } from '@shared/schemas/campaign';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { campaignKeys } from './campaign-keys';

export function getCampaign(id: string, signal?: AbortSignal) {
  return api.get(`/api/campaigns/${encodeURIComponent(id)}`, CampaignDetailSchema, { signal });
}

export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
  });
}

/** GET /api/campaigns/:id : the campaign and its pieces in order (those the viewer may see). */
export function useCampaign(id: string) {
  return useQuery(campaignQueryOptions(id));
}
