import { contentCheckMessages } from '@shared/messages/content-check';
import { format } from '@shared/messages/format';
import type { AdminSettings } from '@shared/schemas/settings';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from './api-client';
import { setCachedPublicSettings } from './public-settings';
import { isAdmin, useSessionUser } from './session';

const adminSettingsAnswer = lazySchema(() =>
  import('@shared/schemas/settings').then((m) => m.AdminSettingsSchema),
);

/**
 * GET /api/settings (admin): every setting, with the content check's forbidden expressions. Here, not
 * in a feature, because /settings edits the list and the upload and edit forms check text against it.
 */
export const adminSettingsQueryOptions = queryOptions({
  queryKey: ['admin-settings'],
  queryFn: ({ signal }) => api.get('/api/settings', adminSettingsAnswer, { signal }),
  staleTime: 60_000,
});

/** The admin settings (undefined while loading, or for anyone but an admin, who may not read them). */
export function useAdminSettings() {
  const admin = isAdmin(useSessionUser());
  return useQuery({ ...adminSettingsQueryOptions, enabled: admin });
}

/** The forbidden expressions for an admin's live warning; an empty list until loaded (warns of nothing). */
export function useForbiddenExpressions(): readonly string[] {
  return useAdminSettings().data?.forbiddenExpressions ?? NONE;
}
const NONE: readonly string[] = [];

/** After PATCH /api/settings answered with every setting: both caches take it. */
export function setCachedAdminSettings(client: QueryClient, settings: AdminSettings) {
  client.setQueryData(adminSettingsQueryOptions.queryKey, settings);
  setCachedPublicSettings(client, { publicSignup: settings.publicSignup, banner: settings.banner });
}

/** “antes e depois”, “grátis”: the expressions as the warning and the badge quote them. */
export function quoteExpressions(expressions: readonly string[]): string {
  return expressions
    .map((expression) => format(contentCheckMessages.contentCheck.quoted, { expression }))
    .join(', ');
}
