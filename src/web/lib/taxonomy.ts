import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from './api-client';

const tagListAnswer = lazySchema(() => import('@shared/schemas/taxonomy').then((m) => m.TagListSchema));

const categoryTreeAnswer = lazySchema(() =>
  import('@shared/schemas/taxonomy').then((m) => m.CategoryTreeSchema),
);

/**
 * Reads of the category tree and tags. They live here, not in a feature, because several features
 * show them (the upload picker, the 'Categorias e Tags' tables, later the gallery sidebar) and one
 * feature may not import another; the writes stay in features/taxonomy.
 */
export const taxonomyKeys = {
  all: ['taxonomy'] as const,
  categories: () => [...taxonomyKeys.all, 'categories'] as const,
  tags: () => [...taxonomyKeys.all, 'tags'] as const,
  tagList: (params: TagParams) => [...taxonomyKeys.tags(), params] as const,
};

export interface TagParams {
  q?: string;
  limit?: number;
}

export function getCategoryTree(signal?: AbortSignal) {
  return api.get('/api/categories', categoryTreeAnswer, { signal });
}

export const categoryTreeQueryOptions = queryOptions({
  queryKey: taxonomyKeys.categories(),
  queryFn: ({ signal }) => getCategoryTree(signal),
});

/** GET /api/categories: groups with their subcategories and file counts. */
export function useCategoryTree({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryTreeQueryOptions, enabled });
}

export function getTags(params: TagParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.limit) search.set('limit', String(params.limit));
  const query = search.toString();
  return api.get(`/api/tags${query ? `?${query}` : ''}`, tagListAnswer, { signal });
}

export function tagsQueryOptions(params: TagParams = {}) {
  return queryOptions({
    queryKey: taxonomyKeys.tagList(params),
    queryFn: ({ signal }) => getTags(params, signal),
  });
}

/** GET /api/tags: popular first (popularRank), then by name; `q` filters by name, `limit` caps. */
export function useTags(params: TagParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  // While the text changes, the previous suggestions stay on screen instead of flickering away.
  return useQuery({ ...tagsQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
