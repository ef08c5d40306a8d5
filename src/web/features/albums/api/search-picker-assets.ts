import { AssetListSchema } from '@shared/schemas/search';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { albumKeys } from './album-keys';

const PAGE_SIZE = 24;

export function searchPickerAssets(q: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  else params.set('sort', 'newest');
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/assets?${params}`, AssetListSchema, { signal });
}

export function pickerAssetsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: albumKeys.picker(q.trim()),
    queryFn: ({ pageParam, signal }) => searchPickerAssets(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/assets?q= for the 'Adicionar arquivos' picker: the newest first when there is no text. */
export function usePickerAssets(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...pickerAssetsQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
