import type { Banner, PublicSettings } from '@shared/schemas/settings';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from './api-client';

export type { Banner, PublicSettings };

const publicSettingsAnswer = lazySchema(() =>
  import('@shared/schemas/settings').then((m) => m.PublicSettingsSchema),
);

/** GET /api/settings/public: what anyone may know before signing in (sign-up open, homepage banner). */
export const publicSettingsQueryOptions = queryOptions({
  queryKey: ['public-settings'],
  queryFn: ({ signal }) => api.get('/api/settings/public', publicSettingsAnswer, { signal }),
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

/**
 * The homepage banner: `undefined` while loading, `null` when none is set or the settings cannot be
 * read (SPEC: banner load errors are only logged; the built-in default is shown instead).
 */
export function useBanner(): Banner | null | undefined {
  const { data, isError, isPending } = useQuery(publicSettingsQueryOptions);
  if (isError) return null;
  if (isPending) return undefined;
  return data?.banner ?? null;
}

/** Stores a new banner in the cached settings (after saving it, or when another page announces it). */
export function setCachedBanner(client: QueryClient, banner: Banner) {
  client.setQueryData<PublicSettings>(publicSettingsQueryOptions.queryKey, (old) =>
    old ? { ...old, banner } : old,
  );
  // No cached settings yet: the next read fetches them, with the new banner.
  if (!client.getQueryData(publicSettingsQueryOptions.queryKey)) {
    void client.invalidateQueries({ queryKey: publicSettingsQueryOptions.queryKey });
  }
}

/** After PATCH /api/settings answered with the full public settings. */
export function setCachedPublicSettings(client: QueryClient, settings: PublicSettings) {
  client.setQueryData<PublicSettings>(publicSettingsQueryOptions.queryKey, settings);
}
