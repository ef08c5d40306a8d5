import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/settings/public: what anyone may know before signing in. */
export interface PublicSettings {
  publicSignup: boolean;
}

export const publicSettingsQueryOptions = queryOptions({
  queryKey: ['public-settings'],
  queryFn: ({ signal }) => api.get<PublicSettings>('/api/settings/public', { signal }),
  staleTime: 5 * 60_000,
});

/**
 * Whether self-registration is open: `undefined` while loading. If the settings cannot be read the
 * form is offered anyway; the server still refuses with SIGNUP_CLOSED, shown in the red alert.
 */
export function usePublicSignup(): boolean | undefined {
  const { data, isError } = useQuery(publicSettingsQueryOptions);
  if (isError) return true;
  return data?.publicSignup;
}
