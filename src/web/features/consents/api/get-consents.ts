import type { ConsentState } from '@shared/constants';
import { ConsentListSchema } from '@shared/schemas/consent';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { consentKeys } from './consent-keys';

export function getConsents(state: ConsentState, signal?: AbortSignal) {
  return api.get(`/api/consents?state=${encodeURIComponent(state)}`, ConsentListSchema, { signal });
}

export function consentsQueryOptions(state: ConsentState) {
  return queryOptions({
    queryKey: consentKeys.list(state),
    queryFn: ({ signal }) => getConsents(state, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/consents?state= (admin): the consents in a state today, each with its asset. */
export function useConsents(state: ConsentState) {
  return useQuery(consentsQueryOptions(state));
}
