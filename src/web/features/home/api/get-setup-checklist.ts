import { SetupChecklistSchema } from '@shared/schemas/setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Its own root: the checklist reads units, people and settings, none of which a list key covers. */
export const setupChecklistKeys = {
  all: ['setup-checklist'] as const,
};

export function getSetupChecklist(signal?: AbortSignal) {
  return api.get('/api/setup/checklist', SetupChecklistSchema, { signal });
}

/**
 * Always stale: coming back to the home after importing units or inviting someone must show that
 * step done, whatever screen did it.
 */
export const setupChecklistQueryOptions = queryOptions({
  queryKey: setupChecklistKeys.all,
  queryFn: ({ signal }) => getSetupChecklist(signal),
});

/** GET /api/setup/checklist (admin only: the component asking is shown to admins alone). */
export function useSetupChecklist() {
  return useQuery(setupChecklistQueryOptions);
}
