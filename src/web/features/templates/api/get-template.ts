import { type TemplateView, TemplateViewSchema } from '@shared/schemas/template';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { assetKeys } from '@web/lib/asset-query';

/** Under ['assets']: a new file or an edit of the asset (which invalidate `assetKeys.all`) asks again. */
export const templateKeys = {
  all: (assetId: string) => [...assetKeys.all, 'template', assetId] as const,
  view: (assetId: string, unitId: string | null) => [...templateKeys.all(assetId), unitId] as const,
};

/** The asset's template, or null when it is none (TEMPLATE_NOT_FOUND is an answer, not a failure). */
export async function getTemplate(
  assetId: string,
  unitId: string | null,
  signal?: AbortSignal,
): Promise<TemplateView | null> {
  const query = unitId ? `?unitId=${encodeURIComponent(unitId)}` : '';
  try {
    return await api.get(`/api/assets/${encodeURIComponent(assetId)}/template${query}`, TemplateViewSchema, {
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'TEMPLATE_NOT_FOUND') return null;
    throw error;
  }
}

export function templateQueryOptions(assetId: string, unitId: string | null) {
  return queryOptions({
    queryKey: templateKeys.view(assetId, unitId),
    queryFn: ({ signal }) => getTemplate(assetId, unitId, signal),
    // While an admin switches units the previous preview stays on screen.
    placeholderData: (previous) => previous,
  });
}

export function useTemplate(assetId: string, unitId: string | null, { enabled = true } = {}) {
  return useQuery({ ...templateQueryOptions(assetId, unitId), enabled });
}
