import { commonMessages } from '@shared/messages/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from './api-client';

// The brand is configuration (DESIGN.md departure 8): the server answers it at GET /api/config.
const configAnswer = lazySchema(() => import('@shared/schemas/system').then((m) => m.PublicConfigSchema));

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.get('/api/config', configAnswer, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** True once the server said it sends e-mail; false while loading, on error, or when e-mail is off. */
export function useMailEnabled(): boolean {
  const { data } = useQuery(configQueryOptions);
  return data?.mailEnabled === true;
}

/** True while the server has no administrator (a new install): /auth shows the first-run form. */
export function useSetupRequired(): boolean | undefined {
  const { data } = useQuery(configQueryOptions);
  return data?.setupRequired;
}

/** The franchise brand name: '' while loading, the catalogue fallback when the config cannot be read. */
export function useBrand(): string {
  const { data, isError } = useQuery(configQueryOptions);
  if (isError) return commonMessages.layout.brandFallback;
  return data?.brandName?.trim() || (data ? commonMessages.layout.brandFallback : '');
}
